import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth';
import { withBodyLimit } from '@/lib/with-body-limit';

// next-auth reads the whole body of every POST; its forms (credentials, CSRF token, callback
// URL) need a few hundred bytes, so a body over 64 KB is refused before next-auth sees it.
const handler = withBodyLimit<{ params: Promise<{ nextauth: string[] }> }>(
  NextAuth(authOptions),
  64 * 1024,
);

export { handler as GET, handler as POST };
