import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Facial age estimation's own state, never an image or an estimate:
 * - `face_settings`: per product, whether test-mode verifications skip the liveness challenge
 *   (live mode always checks liveness).
 * - `face_signals`: per verification, the captures that were refused as unusable (to rate-limit
 *   them, since they use no attempt) and the spoof signals (two end the verification as fraud).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('face_settings')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('test_liveness_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('face_signals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('verification_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('face_signals_verification')
    .on('face_signals')
    .columns(['verification_id', 'kind'])
    .execute();
}
