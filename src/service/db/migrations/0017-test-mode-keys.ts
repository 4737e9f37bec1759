import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * `test_mode_keys`: the keys of test mode's stand-ins, one row per stand-in, created by the first
 * instance that needs it and read by every other (methods/kit/test-mode-keys.ts): the digital
 * wallet's test issuer (root, document signer and its key) and the test bank's signing key,
 * client secret and cookie key. Before, each instance made its own (the test issuer in its data
 * directory, the test bank in memory), so behind a load balancer one instance refused what
 * another had signed.
 *
 * Expand only: a new table. An instance of the previous version never reads it and keeps its own
 * keys, as it always did.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('test_mode_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
