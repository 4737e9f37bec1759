import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { syncAgeVerification } from 'ofage/next-auth';
import { ageGate } from './age-gate';

/** The demo customers. A real store checks a password hash in its database. */
export const DEMO_USER = { id: 'demo-customer', name: 'Dana Demo', email: 'dana@cornerstore.test' };
/** A second customer, to see that a verification stays with the account it was made for. */
export const SECOND_DEMO_USER = {
  id: 'second-customer',
  name: 'Sam Second',
  email: 'sam@cornerstore.test',
};
export const DEMO_PASSWORD = 'corner-store';

// Stands in for a `users.age_verification` column, so that a customer verified on one device
// is verified on the others. On globalThis: one map per process, whichever bundle asks.
const savedVerifications = ((
  globalThis as { __cornerStoreVerifications?: Map<string, string> }
).__cornerStoreVerifications ??= new Map());

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt' },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      name: 'Demo account',
      credentials: { email: { label: 'Email' }, password: { label: 'Password', type: 'password' } },
      authorize(credentials) {
        const email = credentials?.email.trim().toLowerCase();
        const user = [DEMO_USER, SECOND_DEMO_USER].find((u) => u.email === email);
        return user && credentials?.password === DEMO_PASSWORD ? user : null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, trigger, session }) {
      const userId = token.sub;
      const stored = userId ? savedVerifications.get(userId) : undefined;
      // Only the server-side record goes in: this browser's verified cookie or the saved copy,
      // each re-verified and bound to this account. A verification made while signed out joins
      // the account only when the customer says so (the account page's button, via update());
      // the update() data is that yes, never a verification.
      const next = await syncAgeVerification(token, ageGate, {
        stored,
        adoptBrowserVerification:
          trigger === 'update' &&
          (session as { adoptAgeVerification?: unknown } | undefined)?.adoptAgeVerification ===
            true,
      });
      if (userId && next.ofageVerification && next.ofageVerification !== stored) {
        savedVerifications.set(userId, next.ofageVerification);
      }
      return next;
    },
    session({ session, token }) {
      // The browser learns only that the account carries a verification, not the token.
      return { ...session, ageVerified: Boolean(token.ofageVerification) };
    },
  },
};
