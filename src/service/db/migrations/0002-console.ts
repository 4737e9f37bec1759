import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * The management console's tables: merchant accounts, the database rows behind their
 * sessions, failed sign-in attempts for rate limiting, the audit log, and console settings (the
 * session signing secret, shared by every instance on one database).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';

  await db.schema
    .createTable('console_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower-cased; the unique index makes sign-up races safe.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('console_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('console_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('console_sessions_account')
    .on('console_sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('console_login_attempts')
    .addColumn('id', serial, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('console_login_attempts_email')
    .on('console_login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('console_login_attempts_ip')
    .on('console_login_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('console_audit_log')
    .addColumn('id', serial, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // No foreign key: the log outlives the product or account it names.
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('console_audit_log_product')
    .on('console_audit_log')
    .columns(['product_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('console_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('products_owner').on('products').column('owner_account_id').execute();
}
