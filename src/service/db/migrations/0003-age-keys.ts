import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Age keys. A key row holds only what verifying an assertion needs and the evidence the
 * key proves: no user handle, name, email, merchant, product or verification id, and times at day
 * precision, so a key cannot be joined to the verification that created it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('age_keys')
    // base64url credential id, as WebAuthn responses carry it.
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    // Signature counters are unsigned 32-bit: beyond PostgreSQL's integer.
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('age_floor', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('assurance', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addColumn('test_mode', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('age_key_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('verification_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('age_key_challenges_verification')
    .on('age_key_challenges')
    .column('verification_id')
    .execute();
  await db.schema
    .createIndex('age_key_challenges_expires')
    .on('age_key_challenges')
    .column('expires_at')
    .execute();

  // A verification's evidence may create or update one age key, once.
  await db.schema
    .createTable('age_key_grants')
    .addColumn('verification_id', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();
}
