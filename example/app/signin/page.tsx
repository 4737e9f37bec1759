import type { Metadata } from 'next';
import { safeReturnTo } from 'ofage/server';
import { DEMO_PASSWORD, DEMO_USER, SECOND_DEMO_USER } from '@/lib/auth';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  // Where to go after signing in: a path on this site only. `//evil.example`, `/\evil.example`,
  // `https://…` and their encoded forms would take the customer to another site, signed in.
  const { callbackUrl } = await searchParams;
  const next = safeReturnTo(callbackUrl, '/account');
  return (
    <section className="panel narrow" aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in</h1>
      <p className="muted">
        Demo accounts: <code>{DEMO_USER.email}</code> or <code>{SECOND_DEMO_USER.email}</code>,
        password <code>{DEMO_PASSWORD}</code>. A signed-in customer verified once is verified on
        every device they sign in on.
      </p>
      <SignInForm defaultEmail={DEMO_USER.email} callbackUrl={next} />
    </section>
  );
}
