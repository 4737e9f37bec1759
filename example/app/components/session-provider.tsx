'use client';

import { SessionProvider as NextAuthSessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/**
 * next-auth's provider: it reads `/api/auth/session` on load and on focus, which runs the `jwt`
 * callback and so copies a fresh verification into the signed-in customer's session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <NextAuthSessionProvider>{children}</NextAuthSessionProvider>;
}
