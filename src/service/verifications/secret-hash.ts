import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: what a short link's `k` and a widget session's secret look like. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A fresh secret of 256 random bits (base64url, 43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form a secret is stored in: its SHA-256, base64url. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * Whether `secret` is the one behind `hash`. The digests are compared with `timingSafeEqual`
 * (both are 32 bytes), so the time taken says nothing about how much of a guess was right.
 * False for a missing or malformed secret and for a missing hash.
 */
export function secretMatches(
  secret: string | null | undefined,
  hash: string | null | undefined,
): boolean {
  if (typeof secret !== 'string' || !SECRET_SHAPE.test(secret) || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `hashSecret` of a well-formed secret, else null (a malformed one binds nothing). */
export function hashOfSecret(secret: string | null | undefined): string | null {
  return typeof secret === 'string' && SECRET_SHAPE.test(secret) ? hashSecret(secret) : null;
}
