import { createHmac, sign, type KeyObject } from 'node:crypto';

/**
 * Compact JWS with ES256 (RFC 7515 §7.1, RFC 7518 §3.4) using node:crypto directly. perform signs
 * one token per call; jose's Web Crypto path costs several times more per signature, which showed
 * up as a sixth of perform's CPU time. Tokens are verified with jose.
 */
export function signEs256Jwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: KeyObject,
): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  // JWS wants the raw r||s form (IEEE P1363), not DER.
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * Compact JWS with HS256 (RFC 7518 §3.2): HMAC-SHA256 under `key`, a secret key object. About a
 * tenth of an ES256 signature's cost; widget tokens under keys made from migration 0020 on.
 */
export function signHs256Jwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: KeyObject,
): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
