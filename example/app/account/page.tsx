import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { ageGate } from '@/lib/age-gate';
import { authOptions } from '@/lib/auth';
import { AdoptVerificationButton } from './adopt-verification-button';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountPage() {
  const session = await getServerSession(authOptions);
  if (!session?.user) redirect('/signin?callbackUrl=/account');
  const verification = await ageGate.getAgeVerification();
  const inAccount = (session as { ageVerified?: boolean }).ageVerified === true;
  return (
    <section className="panel narrow" aria-labelledby="account-title">
      <h1 id="account-title">Hello, {session.user.name}</h1>
      <dl className="facts">
        <dt>Email</dt>
        <dd>{session.user.email}</dd>
        <dt>Age verification in this browser</dt>
        <dd>
          {verification.verified ? (
            <span className="badge badge-ok">
              Verified until {new Date(verification.claims.exp * 1000).toLocaleDateString('en-US')}
            </span>
          ) : (
            <span className="badge">Not verified</span>
          )}
        </dd>
        <dt>Carried by your account</dt>
        <dd>
          {inAccount ? (
            <span className="badge badge-ok">Yes, on every device you sign in on</span>
          ) : (
            <span className="badge">Not yet</span>
          )}
        </dd>
        {verification.verified && !inAccount && verification.claims.account === undefined ? (
          <>
            <dt>Verified before you signed in?</dt>
            <dd>
              {/* Only the person who verified should say yes: it binds to this account for good. */}
              <AdoptVerificationButton />
            </dd>
          </>
        ) : null}
        {verification.verified && !inAccount && verification.claims.account !== undefined ? (
          <>
            <dt>This browser’s verification</dt>
            <dd>
              Belongs to another account, which kept it. Verify your age to carry one in yours.
            </dd>
          </>
        ) : null}
      </dl>
      {verification.verified ? (
        <Link href="/spirits" className="button">
          Visit the spirits cellar
        </Link>
      ) : (
        <Link href="/age-gate?returnTo=/account" className="button">
          Verify my age
        </Link>
      )}
    </section>
  );
}
