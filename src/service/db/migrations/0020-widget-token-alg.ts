import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Cheaper widget tokens (issue 35): `signing_keys.widget_token_alg`, the algorithm this release
 * signs widget tokens with under that key. `HS256` (a key made from this release on) MACs them
 * with a secret derived from the key's private half; null (every key made before) signs ES256,
 * as before. The ES256 signature was a fifth of perform's CPU time; an HMAC costs a tenth of it.
 *
 * Expand only: one nullable column. The previous version never reads it and signs ES256 with
 * every key; this version verifies both, so whatever the previous version signs opens here. A
 * key's HS256 tokens open only on this version and later, so a database upgraded from the
 * previous version keeps its ES256 keys until `ofage signing-keys rotate`, run once no instance
 * of an older version serves (docs/service/upgrades.md).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('signing_keys').addColumn('widget_token_alg', 'text').execute();
}
