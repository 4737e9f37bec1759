import { redirect } from 'next/navigation';
import { getService } from '../../service-registry';
import { signUpAction } from '../actions/console-actions';
import { currentSession } from '../current-account';
import { MIN_PASSWORD_LENGTH } from '../password-rules';
import { SignUpForm } from '../ui/sign-up-form';

/** `/console/sign-up`: open only when the operator allows it (`OFAGE_OPEN_SIGNUP`). */
export default async function SignUpPage() {
  if (await currentSession()) redirect('/console');
  const { openSignup } = (await getService()).ctx.config;
  if (!openSignup) {
    return (
      <div className="card narrow" data-testid="sign-up-closed">
        <h1>Sign-up is closed</h1>
        <p className="muted">
          Accounts on this service are created by its operator (
          <code>npx ofage accounts create --email &lt;your e-mail&gt;</code>). Ask them for one.
        </p>
        <p className="muted">
          Have an account? <a href="/console/sign-in">Sign in</a>.
        </p>
      </div>
    );
  }
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
