import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { oidcDb, type OidcDatabase } from '../oidc-tables';

/** A new ID-token key is made when the newest is this old. */
export const ROTATE_AFTER_MS = 30 * 24 * 3600_000;
/**
 * A new key is published this long before it signs, so relying parties that cache the JWKS
 * (and instances that loaded the keys earlier) know it before they meet a token it signed.
 */
export const PUBLISH_AHEAD_MS = 24 * 3600_000;
/** Keys that no longer sign are published this long after their successor started to. */
export const RETAIN_AFTER_MS = 7 * 24 * 3600_000;
export const ID_TOKEN_ALG = 'ES256';

/** `pg_advisory_xact_lock` key of the OpenID key rotation (an arbitrary constant). */
const ROTATION_LOCK = 0x0fa6e0d1;

/**
 * The ID-token signing keys of both issuers, signing key first, as private JWKs for the
 * provider's `jwks` (it publishes their public halves). Rotation happens here: when the newest
 * key is older than ROTATE_AFTER_MS a new one is added (one instance does it, under a lock on
 * PostgreSQL); it is published at once and signs after PUBLISH_AHEAD_MS; older keys stay
 * published for RETAIN_AFTER_MS after they stopped signing, then are deleted.
 */
export async function loadSigningKeys(
  db: Kysely<Database>,
  now: number,
  dialect: Dialect,
): Promise<JWK[]> {
  const odb = oidcDb(db);
  await odb.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`.execute(trx);
    const newest = await trx
      .selectFrom('oidc_keys')
      .select('created_at')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (newest && now - newest.created_at < ROTATE_AFTER_MS) return;
    await addIdTokenKey(trx, now);
  });

  const rows = await odb
    .selectFrom('oidc_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .execute();
  const { signer, keep } = publishedKeys(rows, now);
  const expired = rows.filter((r) => !keep.includes(r) && now - r.created_at > 3 * ROTATE_AFTER_MS);
  if (expired.length > 0) {
    await odb
      .deleteFrom('oidc_keys')
      .where(
        'kid',
        'in',
        expired.map((r) => r.kid),
      )
      .execute();
  }
  const ordered = [signer, ...keep.filter((r) => r !== signer)];
  return ordered.map((r) => JSON.parse(r.private_jwk) as JWK);
}

/**
 * Of the keys (newest first), the one that signs at `now` — the newest published long enough,
 * or the oldest on a first start — and the ones published: the keys about to sign, the signer,
 * and its predecessor for RETAIN_AFTER_MS after the signer started.
 */
export function publishedKeys<T extends { created_at: number }>(
  rows: readonly T[],
  now: number,
): { signer: T; keep: T[] } {
  let signerIndex = rows.findIndex((r) => now - r.created_at >= PUBLISH_AHEAD_MS);
  if (signerIndex === -1) signerIndex = rows.length - 1;
  const signer = rows[signerIndex]!;
  const signerStarted = signer.created_at + PUBLISH_AHEAD_MS;
  const keep = rows.filter(
    (_r, i) => i <= signerIndex || (i === signerIndex + 1 && now - signerStarted < RETAIN_AFTER_MS),
  );
  return { signer, keep };
}

/**
 * Adds an ID-token key now, whatever the age of the newest (`ofage oidc-keys rotate`), under the
 * rotation's lock: published within ISSUERS_REFRESH_MS, it signs PUBLISH_AHEAD_MS after `now`.
 */
export async function rotateIdTokenKey(
  db: Kysely<Database>,
  now: number,
  dialect: Dialect,
): Promise<string> {
  return oidcDb(db)
    .transaction()
    .execute(async (trx) => {
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`.execute(trx);
      return addIdTokenKey(trx, now);
    });
}

/** Adds an ID-token key: published at once, it signs PUBLISH_AHEAD_MS after `now`. */
async function addIdTokenKey(db: Kysely<OidcDatabase>, now: number): Promise<string> {
  const { privateKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: ID_TOKEN_ALG, use: 'sig' };
  await db
    .insertInto('oidc_keys')
    .values({ kid, private_jwk: JSON.stringify(jwk), created_at: now })
    .execute();
  return kid;
}
