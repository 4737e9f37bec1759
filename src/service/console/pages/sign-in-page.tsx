import { redirect } from 'next/navigation';
import { currentSession } from '../current-account';
import { SignInForm } from '../ui/sign-in-form';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/console/sign-in`. */
export default async function SignInPage({ searchParams }: Props) {
  if (await currentSession()) redirect('/console');
  const { error } = await searchParams;
  // next-auth redirects here with `?error=` after a failed sign-in without JavaScript.
  const notice =
    typeof error === 'string' && error !== 'SessionRequired'
      ? error === 'CredentialsSignin'
        ? 'Wrong e-mail address or password.'
        : error
      : undefined;
  return (
    <div className="card narrow">
      <h1>Sign in</h1>
      <p className="muted">Manage your products, API keys, webhooks and verifications.</p>
      <SignInForm notice={notice} />
      <p className="muted">
        No account yet? <a href="/console/sign-up">Create one</a>.
      </p>
      <p className="muted">
        Forgot your password? The operator of this service can set a new one with{' '}
        <code>npx ofage accounts set-password --email &lt;your e-mail&gt;</code>.
      </p>
    </div>
  );
}
