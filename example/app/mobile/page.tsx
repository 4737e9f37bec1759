import type { Metadata } from 'next';
import Link from 'next/link';
import { getServerSession } from 'next-auth';
import { MOBILE_RETURN_URL } from '@/lib/age-gate';
import { authOptions } from '@/lib/auth';
import { MobileApp } from './mobile-app';

export const metadata: Metadata = { title: 'Corner Store app' };

/**
 * Stands in for a native app: it asks the store's server for a mobile session (allowed by the
 * app's own sign-in), opens the widget top-level, and is sent back to `MOBILE_RETURN_URL`.
 */
export default async function MobilePage() {
  const session = await getServerSession(authOptions);
  return (
    <section className="section mobile-layout" aria-labelledby="mobile-title">
      <div>
        <p className="eyebrow">For app developers</p>
        <h1 id="mobile-title">The Corner Store app</h1>
        <p className="lead">
          This page plays a native app. The app signs the customer in, asks the store&rsquo;s server
          for a verification session, and opens the widget in the system browser. When the customer
          is done, the widget sends them back to the app, which asks the server for the confirmed
          result.
        </p>
        <p className="muted">
          Return address: <code>{MOBILE_RETURN_URL}</code>
        </p>
      </div>
      <div className="phone" role="region" aria-label="Simulated phone">
        <div className="phone-screen">
          <p className="phone-title">Corner Store</p>
          {session?.user ? (
            <MobileApp returnUrl={MOBILE_RETURN_URL} userName={session.user.name ?? 'there'} />
          ) : (
            <div className="stack">
              <p>Sign in to the app to shop the spirits cellar.</p>
              <Link href="/signin?callbackUrl=/mobile" className="button button-block">
                Sign in
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
