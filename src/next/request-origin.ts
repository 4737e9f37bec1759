import { isLocalHost } from './cookies';

/**
 * The origin the browser addressed. Under `next start` a route handler's `request.url` carries
 * the server's own host name (`http://localhost:3000/…`) whatever the browser used, so the
 * `Host` header decides, and with `forwarded` the `X-Forwarded-Host` / `X-Forwarded-Proto`
 * headers first, as Next's own Server Actions origin check does. Web APIs only (the proxy uses
 * it).
 *
 * Any client can send these headers, so the result picks only which cookie names to read (a
 * forger changes nothing but its own answers); decisions that other people's browsers rely on
 * use {@link siteOrigin} or {@link configuredOrigin}.
 */
export function requestOrigin(request: Request, { forwarded = true } = {}): string {
  const url = new URL(request.url);
  const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;
  const host =
    (forwarded ? first(request.headers.get('x-forwarded-host')) : undefined) ??
    first(request.headers.get('host'));
  if (!host) return url.origin;
  const proto =
    (forwarded ? first(request.headers.get('x-forwarded-proto')) : undefined) ??
    url.protocol.slice(0, -1);
  try {
    const origin = new URL(`${proto}://${host}`);
    return origin.protocol === 'https:' || origin.protocol === 'http:' ? origin.origin : url.origin;
  } catch {
    return url.origin;
  }
}

/**
 * The origin this request is addressed to, for comparison with the browser's `Origin` header
 * (the CSRF check of `session` and `confirm`): `OFAGE_APP_URL` when set; otherwise the `Host`
 * header, with `X-Forwarded-Host` / `X-Forwarded-Proto` first only with `trustProxy`. A browser
 * cannot set `Host` or `Origin` on a cross-site request, so a page elsewhere cannot pass it.
 */
export function siteOrigin(
  request: Request,
  config: { appOrigin: string | undefined; trustProxy: boolean },
): string {
  return config.appOrigin ?? requestOrigin(request, { forwarded: config.trustProxy });
}

/**
 * This app's origin as its configuration knows it, for URLs handed to others — the callback URL
 * that perform sends the widget to: `OFAGE_APP_URL`; with `trustProxy` the host your proxy
 * forwards; without either, only a loopback host (development). `undefined` otherwise: any
 * client can send `Host` (and under `next start` the scheme of `request.url` follows
 * `X-Forwarded-Proto`), so a forged `Host` + `X-Forwarded-Proto: https` + `Origin` would make a
 * verification whose redirect goes to any https host. (A client that forges a loopback `Host`
 * can at most point its verification back at the visitor's own machine; set `OFAGE_APP_URL`.)
 */
export function configuredOrigin(
  request: Request,
  config: { appOrigin: string | undefined; trustProxy: boolean },
): string | undefined {
  if (config.appOrigin) return config.appOrigin;
  const origin = requestOrigin(request, { forwarded: config.trustProxy });
  return config.trustProxy || isLocalHost(new URL(origin).hostname) ? origin : undefined;
}

/**
 * A redirect target on this app: absolute on `OFAGE_APP_URL` (or the forwarded host with
 * `trustProxy`), else the bare path, which the browser resolves against the URL it asked for
 * (RFC 9110 §10.2.2), so it cannot leave the origin whatever the request's headers said.
 */
export function appLocation(
  path: string,
  request: Request,
  config: { appOrigin: string | undefined; trustProxy: boolean },
): string {
  if (!config.appOrigin && !config.trustProxy) return path;
  return new URL(path, configuredOrigin(request, config)).href;
}
