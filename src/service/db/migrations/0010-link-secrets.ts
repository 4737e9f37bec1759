import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * The secrets that make a verification's links capabilities, each kept only as its SHA-256:
 * - `verifications.short_link_hash`: the `k` of the shortUrl perform returned. Verifications
 *   created before this migration have none, so their old short links open nothing.
 * - `verifications.completion_hash`: the secret of the widget session whose attempt ended the
 *   verification; only that session may put the result into an age key.
 * - `handoff_links`: the `k` of each "continue on your phone" QR code the widget showed (perform's
 *   `k` is never stored in the clear, so the widget mints its own). Deleted with the verification.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('verifications').addColumn('short_link_hash', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('completion_hash', 'text').execute();
  await db.schema
    .createTable('handoff_links')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('verification_id', 'text', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('handoff_links_verification')
    .on('handoff_links')
    .column('verification_id')
    .execute();
}
