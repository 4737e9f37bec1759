import * as nodeCrypto from 'node:crypto';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiKeyRow, Database } from '../db/schema';

export type KeyMode = 'test' | 'live';

/** What a caller sees of a key after creation: never the key itself. */
export interface ApiKeyInfo {
  id: string;
  productId: string;
  mode: KeyMode;
  prefix: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `ofage_test_` / `ofage_live_` + 40 base62 characters (≈238 bits), each uniform. */
export function generateApiKey(mode: KeyMode): string {
  let body = '';
  // randomInt draws without modulo bias (a byte % 62 would favour the first 8 letters).
  for (let i = 0; i < 40; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `ofage_${mode}_${body}`;
}

/**
 * Node's one-shot digest (20.12+) is about twice as fast as `createHash` for a short input, and
 * every API request hashes its key; Node before 20.12 has only `createHash`.
 * Read through the namespace: a named import of an export Node lacks fails to link.
 */
const oneShotHash = nodeCrypto.hash as typeof nodeCrypto.hash | undefined;

/** Keys are high-entropy random strings, so one SHA-256 suffices (no password KDF needed). */
export function hashApiKey(key: string): string {
  if (oneShotHash) return oneShotHash('sha256', key, 'hex');
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The visible part of a key used to recognise it in lists: type prefix + 4 characters. */
export function keyPrefix(key: string): string {
  const m = /^(ofage_(?:test|live)_)/.exec(key);
  return m ? key.slice(0, m[1]!.length + 4) : key.slice(0, 8);
}

export function toKeyInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    productId: row.product_id,
    mode: row.mode,
    prefix: row.prefix,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * Creates a key and returns it once in plain text; only its hash is stored.
 * `plaintext` pins the key (used by the seed for reproducible demos).
 */
export async function createApiKey(
  db: Kysely<Database>,
  input: { productId: string; mode: KeyMode; name?: string; plaintext?: string },
  now: number,
): Promise<{ key: string; info: ApiKeyInfo }> {
  const key = input.plaintext ?? generateApiKey(input.mode);
  const row: ApiKeyRow = {
    id: randomUUID(),
    product_id: input.productId,
    mode: input.mode,
    prefix: keyPrefix(key),
    hash: hashApiKey(key),
    name: input.name ?? `${input.mode} key`,
    created_at: now,
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { key, info: toKeyInfo(row) };
}

export async function listApiKeys(db: Kysely<Database>, productId: string): Promise<ApiKeyInfo[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map(toKeyInfo);
}

/** Revokes a key of this product; returns false when there is no such key. */
export async function revokeApiKey(
  db: Kysely<Database>,
  productId: string,
  keyId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('product_id', '=', productId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Constant-time equality of two hex digests of equal length. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
