/**
 * A host as the service compares it: the WHATWG URL parser's host (lower case, IDN in punycode,
 * IPv6 in brackets, no trailing dot) and the port, dropped when it is 80 or 443. Accepts a `Host`
 * header value (`Live.Example.com.:443`) or an origin (`https://live.example.com`); anything
 * else (a path, credentials, an unparseable host) is `undefined`.
 *
 * Two spellings of one host give one key, so a check such as "a test key on the live host" cannot
 * be sidestepped with `LIVE.example.com`, a trailing dot or an explicit default port (a raw string
 * comparison could).
 *
 * @example `src/service/http/api-router.ts`
 * ```ts
 * if (key.mode === 'test' && hostKey(request.header('host') ?? '') === config.liveHost) refuse();
 * ```
 */
export function hostKey(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || /[\s/?#@\\]/.test(text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''))) {
    return undefined;
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/\.$/, '');
  if (host === '') return undefined;
  const port = url.port === '' || url.port === '80' || url.port === '443' ? '' : `:${url.port}`;
  return `${host}${port}`;
}
