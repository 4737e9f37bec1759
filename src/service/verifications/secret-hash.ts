import * as nodeCrypto from 'node:crypto';
import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: what a short link's `k` and a widget session's secret look like. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Random bytes drawn from the CSPRNG a page at a time: `randomBytes(32)` per secret cost perform
 * about as much as its whole database insert (one trip into OpenSSL and a fresh buffer each), as
 * Node's own `randomUUID` avoids with the same kind of pool. Each secret's 32 bytes are read
 * once and zeroed at once, so no two secrets share a byte and none stays in the pool.
 */
const pool = Buffer.alloc(32 * 128);
let poolOffset = pool.length;

/** A fresh secret of 256 random bits (base64url, 43 characters). */
export function newSecret(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const end = poolOffset + 32;
  const secret = pool.toString('base64url', poolOffset, end);
  pool.fill(0, poolOffset, end);
  poolOffset = end;
  return secret;
}

/**
 * Node's one-shot digest (20.12+; see `hashApiKey`): perform hashes one secret and every short
 * link opened hashes one again. Read through the namespace: a named import of an export Node
 * lacks fails to link.
 */
const oneShotHash = nodeCrypto.hash as typeof nodeCrypto.hash | undefined;

function sha256(secret: string): Buffer {
  return oneShotHash
    ? oneShotHash('sha256', secret, 'buffer')
    : createHash('sha256').update(secret).digest();
}

/** The only form a secret is stored in: its SHA-256, base64url. */
export function hashSecret(secret: string): string {
  return sha256(secret).toString('base64url');
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
  const actual = sha256(secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `hashSecret` of a well-formed secret, else null (a malformed one binds nothing). */
export function hashOfSecret(secret: string | null | undefined): string | null {
  return typeof secret === 'string' && SECRET_SHAPE.test(secret) ? hashSecret(secret) : null;
}
