import { hostKey } from '../http/host-key';

export type RequestTarget =
  /** Origin form (`/path?query`), ready for the routers. */
  | { form: 'origin'; url: string }
  /** `OPTIONS *`: a question about the server as a whole (RFC 9110 §9.3.7). */
  | { form: 'asterisk' }
  | { form: 'refused'; message: string };

/**
 * The request target in the only form the routers understand (RFC 9112 §3.2).
 *
 * - origin form (`/path`) passes as is;
 * - absolute form (`http://host/path`) is what proxies receive. A server must accept it, and its
 *   authority replaces `Host` (§3.2.2). It becomes origin form only when it names the same host
 *   as the `Host` header; otherwise the request was meant for another server, and answering it —
 *   Next.js would answer a 308 to the off-site URL — would make the service an open redirect;
 * - asterisk form only with OPTIONS (§3.2.4);
 * - anything else (authority form outside CONNECT, a bare word) is refused.
 *
 * @example `src/service/server/front-door.ts`
 * ```ts
 * const target = requestTarget(req.method, req.url, req.headers.host);
 * if (target.form === 'refused') return answer(400, target.message);
 * ```
 */
export function requestTarget(
  method: string,
  target: string,
  host: string | undefined,
): RequestTarget {
  if (target.startsWith('/')) return { form: 'origin', url: target };
  if (target === '*') {
    return method === 'OPTIONS'
      ? { form: 'asterisk' }
      : { form: 'refused', message: 'the request target "*" is only valid with OPTIONS' };
  }
  if (/^https?:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { form: 'refused', message: 'the absolute-form request target is not a valid URL' };
    }
    const named = hostKey(url.host);
    if (named === undefined || named !== hostKey(host ?? '')) {
      return {
        form: 'refused',
        message: `this server does not serve ${url.host}: send the path alone ("${url.pathname}") with a Host header`,
      };
    }
    return { form: 'origin', url: `${url.pathname}${url.search}` };
  }
  return {
    form: 'refused',
    message: 'the request target must be a path starting with "/" (RFC 9112 §3.2)',
  };
}
