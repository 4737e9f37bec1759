import { getToken } from 'next-auth/jwt';
import { NextRequest } from 'next/server';

/**
 * The signed-in customer's id from the next-auth session cookie, for plain `Request`s. Only the
 * URL and headers are copied: `new NextRequest(request)` would take the body the handler still
 * has to read.
 */
export async function signedInUserId(request: Request): Promise<string | undefined> {
  const token = await getToken({ req: new NextRequest(request.url, { headers: request.headers }) });
  return token?.sub ?? undefined;
}
