/**
 * A Request carrying the incoming headers, for code paths (pages, server actions, next-auth's
 * callbacks) that have none: its URL is the origin the browser addressed, which decides the
 * gate's cookie names.
 */
export function requestFromHeaders(headers: Headers): Request {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost';
  const proto = headers.get('x-forwarded-proto') ?? 'https';
  return new Request(`${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}/`, {
    headers,
  });
}
