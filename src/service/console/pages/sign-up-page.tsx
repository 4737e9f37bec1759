import { redirect } from 'next/navigation';
import { signUpAction } from '../actions/console-actions';
import { currentSession } from '../current-account';
import { MIN_PASSWORD_LENGTH } from '../password-rules';
import { SignUpForm } from '../ui/sign-up-form';

/** `/console/sign-up`. */
export default async function SignUpPage() {
  if (await currentSession()) redirect('/console');
  return (
    <div className="card narrow">
      <h1>Create an account</h1>
      <p className="muted">One account can own several products.</p>
      <SignUpForm signUp={signUpAction} minLength={MIN_PASSWORD_LENGTH} />
      <p className="muted">
        Have an account? <a href="/console/sign-in">Sign in</a>.
      </p>
    </div>
  );
}
