import { redirect } from 'next/navigation';
import { getService } from '../../service-registry';
import { currentSession } from '../current-account';
import { SignInForm } from '../ui/sign-in-form';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/console/sign-in`. */
export default async function SignInPage({ searchParams }: Props) {
  if (await currentSession()) redirect('/console');
  const { error } = await searchParams;
  const { openSignup } = (await getService()).ctx.config;
  return (
    <div className="card narrow">
      <h1>Sign in</h1>
      <p className="muted">Manage your products, API keys, webhooks and verifications.</p>
      <SignInForm notice={signInNotice(error)} />
      {openSignup && (
        <p className="muted">
          No account yet? <a href="/console/sign-up">Create one</a>.
        </p>
      )}
      <p className="muted">
        Forgot your password? The operator of this service can set a new one with{' '}
        <code>npx ofage accounts set-password --email &lt;your e-mail&gt;</code>.
      </p>
    </div>
  );
}

/**
 * next-auth redirects here with `?error=` after a failed sign-in without JavaScript. Only the
 * service's own sign-in messages are shown: the query string is anyone's to write, and the page
 * must not display a stranger's text as if the service said it.
 */
function signInNotice(error: string | string[] | undefined): string | undefined {
  if (typeof error !== 'string' || error === 'SessionRequired') return undefined;
  if (error === 'CredentialsSignin' || error === 'Wrong e-mail address or password.') {
    return 'Wrong e-mail address or password.';
  }
  if (
    /^Too many failed sign-in attempts\. Wait \d+ (second|minute)s? and try again\.$/.test(error)
  ) {
    return error;
  }
  return 'Signing in failed. Try again.';
}
