import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/** The service core's tables. `bigint` holds epoch milliseconds on both dialects. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('allowed_origins', 'text', (c) => c.notNull())
    .addColumn('enabled_methods', 'text', (c) => c.notNull())
    .addColumn('face_pass_if_over', 'integer')
    .addColumn('face_fail_if_under', 'integer')
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('allow_dob', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_account_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_product').on('api_keys').column('product_id').execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_endpoints_pk', ['product_id', 'mode'])
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('jurisdiction', 'text', (c) => c.notNull())
    .addColumn('criteria_category', 'text')
    .addColumn('criteria_age', 'integer')
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('locale', 'text')
    .addColumn('face_pass_if_over', 'integer')
    .addColumn('face_fail_if_under', 'integer')
    .addColumn('methods', 'text', (c) => c.notNull())
    .addColumn('attempts', 'text', (c) => c.notNull())
    .addColumn('subject_hash', 'text')
    .addColumn('method', 'text')
    .addColumn('age_low', 'integer')
    .addColumn('age_high', 'integer')
    .addColumn('result_category', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('dob', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verifications_product_created')
    .on('verifications')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verifications_status_expires')
    .on('verifications')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('verification_events')
    .addColumn('id', serial, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('verification_id', 'text', (c) =>
      c.notNull().references('verifications.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_events_verification')
    .on('verification_events')
    .column('verification_id')
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('verification_id', 'text')
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('signing', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('webhook_events_due')
    .on('webhook_events')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_events_product')
    .on('webhook_events')
    .columns(['product_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', serial, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('webhook_events.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_event')
    .on('webhook_attempts')
    .column('event_id')
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('alg', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
}
