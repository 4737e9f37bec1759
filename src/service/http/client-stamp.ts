import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { clientAddress, type TrustProxy } from './client-address';

/** The client address the front door resolved, for code behind Next.js. */
export const CLIENT_ADDRESS_HEADER = 'x-ofage-client-address';
/** Proves the address header was written by this process's front door, not sent by a client. */
export const CLIENT_STAMP_HEADER = 'x-ofage-client-stamp';

/**
 * Writes the resolved client address on a request before Next.js sees it, replacing whatever
 * the client sent under these names. `stamp` is a per-process secret (`Service.clientStamp`):
 * only this process can write a header that `stampedClientAddress` accepts.
 */
export function stampClientAddress(
  headers: IncomingHttpHeaders,
  address: string,
  stamp: string,
): void {
  headers[CLIENT_ADDRESS_HEADER] = address;
  headers[CLIENT_STAMP_HEADER] = stamp;
}

/**
 * The client address of a request seen by Next.js code (route handlers, server functions):
 * the front door's stamp when it is there, else `X-Forwarded-For` under `OFAGE_TRUST_PROXY`
 * without a known peer (the app runs without the front door, e.g. `next dev`): `unknown` unless
 * a proxy is trusted.
 *
 * @example `src/service/console/auth-options.ts`
 * ```ts
 * const ip = requestClientAddress(req.headers, service.clientStamp, ctx.config.trustProxy);
 * ```
 */
export function requestClientAddress(
  headers: Headers | Record<string, unknown> | undefined,
  stamp: string,
  trust: TrustProxy,
): string {
  const get = (name: string): string | undefined => {
    if (headers === undefined) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    if (Array.isArray(value)) return value.join(',');
    return typeof value === 'string' ? value : undefined;
  };
  const offered = get(CLIENT_STAMP_HEADER);
  const address = get(CLIENT_ADDRESS_HEADER);
  if (offered !== undefined && address !== undefined && sameSecret(offered, stamp)) return address;
  return clientAddress(undefined, get('x-forwarded-for'), trust);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
