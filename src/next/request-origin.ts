/**
 * The origin the browser addressed. Under `next start` a route handler's `request.url` carries
 * the server's own host name (`http://localhost:3000/…`) whatever the browser used, so the
 * `X-Forwarded-Host` / `Host` and `X-Forwarded-Proto` headers decide, as Next's own Server
 * Actions origin check does. A browser cannot set these headers on a cross-site request, and
 * a client that forges them only affects its own answers. Web APIs only (the proxy uses it).
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;
  const host = first(request.headers.get('x-forwarded-host')) ?? first(request.headers.get('host'));
  if (!host) return url.origin;
  const proto = first(request.headers.get('x-forwarded-proto')) ?? url.protocol.slice(0, -1);
  try {
    const origin = new URL(`${proto}://${host}`);
    return origin.protocol === 'https:' || origin.protocol === 'http:' ? origin.origin : url.origin;
  } catch {
    return url.origin;
  }
}
