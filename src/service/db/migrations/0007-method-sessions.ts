import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Server-side state of a method's multi-step exchange (a face attempt's liveness challenge, a
 * wallet request's nonce, a bank login's state/nonce/PKCE verifier): single-use, short-lived, and
 * bound to one verification and method. Never an image or a personal attribute.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('method_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('verification_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('method_sessions_verification')
    .on('method_sessions')
    .column('verification_id')
    .execute();
  await db.schema
    .createIndex('method_sessions_expires')
    .on('method_sessions')
    .column('expires_at')
    .execute();
}
