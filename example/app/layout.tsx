import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getServerSession } from 'next-auth';
import { ageGate } from '@/lib/age-gate';
import { authOptions } from '@/lib/auth';
import { SessionProvider } from './components/session-provider';
import { SignOutButton } from './components/sign-out-button';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Corner Store', template: '%s · Corner Store' },
  description: 'A demo storefront for the ofage age gate.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [session, verification] = await Promise.all([
    getServerSession(authOptions),
    ageGate.getAgeVerification(),
  ]);
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="wrap header-row">
            {/* Named by its visible text alone (WCAG 2.5.3, label in name); the monogram is
                decoration. */}
            <Link href="/" className="brand">
              <span className="brand-mark" aria-hidden="true">
                CS
              </span>
              Corner Store
            </Link>
            <nav aria-label="Main" className="main-nav">
              <Link href="/">Pantry</Link>
              <Link href="/spirits">
                Spirits <span className="tag">21+</span>
              </Link>
              <Link href="/scratchers">
                Scratchers <span className="tag">18+</span>
              </Link>
              <Link href="/tasting-notes">Tasting notes</Link>
              <Link href="/mobile">App</Link>
            </nav>
            <div className="account">
              {verification.verified ? (
                <span className="badge badge-ok" title="Your age is verified in this browser">
                  Age verified
                </span>
              ) : null}
              {session?.user ? (
                <>
                  <Link href="/account">{session.user.name ?? 'Account'}</Link>
                  <SignOutButton />
                </>
              ) : (
                <Link href="/signin" className="button button-small button-ghost">
                  Sign in
                </Link>
              )}
            </div>
          </div>
        </header>
        <SessionProvider>
          <main id="main" className="wrap">
            {children}
          </main>
        </SessionProvider>
        <footer className="site-footer">
          <div className="wrap footer-row">
            <p>
              Corner Store is a demo of <strong>ofage</strong>, running in test mode. Nothing here
              is for sale.
            </p>
            <nav aria-label="Developer">
              <Link href="/webhooks">Webhook log</Link>
              <Link href="/checkout?item=highland-single-malt">Checkout</Link>
              <Link href="/account">Account</Link>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  );
}
