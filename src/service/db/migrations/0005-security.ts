import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Console sign-ups per client address, so open sign-up can be rate limited like
 * sign-in. One row per sign-up attempt that reached account creation (known e-mail or not).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('console_sign_ups')
    .addColumn('id', serial, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('console_sign_ups_ip')
    .on('console_sign_ups')
    .columns(['ip', 'created_at'])
    .execute();
}
