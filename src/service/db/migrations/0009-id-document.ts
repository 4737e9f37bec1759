import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * The id-document method's settings, never an image, a portrait or its embedding:
 * `id_document_settings` holds, per product, whether a document must be matched to a live selfie
 * in test mode and in live mode (`null`: the default — on for live keys, off for test keys).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('id_document_settings')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('selfie_test', 'integer')
    .addColumn('selfie_live', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
