import { randomUUID } from 'node:crypto';

/**
 * What a caller's `X-Request-Id` may be for the service to keep it: 1 to 128 characters that
 * need no escaping in a log line or a header — letters, digits and `. _ ~ : @ + = / -` (UUIDs,
 * hex ids, base64, a load balancer's `Root=1-…` trace ids are all kept).
 */
const WELL_FORMED = /^[A-Za-z0-9._~:@+=/-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is one well-formed value (a proxy or the
 * merchant's server set it, so both sides' logs share it), else a new UUID. Anything else — two
 * values, a newline, a 10 KB header — is replaced, never copied into a log line or a header.
 */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
