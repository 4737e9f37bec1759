import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { syncAgeVerification } from 'ofage/next-auth';
import { ageGate } from './age-gate';

/** The one demo customer. A real store checks a password hash in its database. */
export const DEMO_USER = { id: 'demo-customer', name: 'Dana Demo', email: 'dana@cornerstore.test' };
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
        const ok =
          credentials?.email.trim().toLowerCase() === DEMO_USER.email &&
          credentials.password === DEMO_PASSWORD;
        return ok ? DEMO_USER : null;
      },
    }),
  ],
  callbacks: {
    async jwt({ token }) {
      const userId = token.sub;
      const stored = userId ? savedVerifications.get(userId) : undefined;
      // Only the server-side record goes in: this browser's verified cookie or the saved copy,
      // each re-verified. Data a client sends with `update()` is never used.
      const next = await syncAgeVerification(token, ageGate, { stored });
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
