import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Age keys from any app (OpenID Connect, src/service/oidc):
 * - `oidc_clients`: a product's relying parties. The secret (create permission only) is kept as
 *   its SHA-256, like API keys; redirect URIs and allowed thresholds as JSON arrays.
 * - `oidc_payloads`: what `oidc-provider` persists (sessions, interactions, codes, pushed
 *   requests, grants), keyed by model and id, so every instance sees the same ones; rows past
 *   `expires_at` are never read and are swept.
 * - `oidc_keys`: the ID-token signing keys (private JWK), rotated by age; `oidc_secrets`: the
 *   random secrets of cookies and pairwise subjects, shared by all instances.
 * - `oidc_verification_ids`: each `verification_id` a client sent with a create request, once,
 *   and when a key was saved from it (a pushed request opened twice saves one key).
 * - `oidc_key_provenance`: which client's verification, by which method, created an age key
 *   (the key row itself stays free of any client, as migration 0003 says). No date of birth.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('oidc_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', 'text', (c) => c.notNull())
    .addColumn('thresholds', 'text', (c) => c.notNull())
    .addColumn('may_create', 'integer', (c) => c.notNull())
    .addColumn('secret_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_clients_product')
    .on('oidc_clients')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
  await db.schema
    .createIndex('oidc_payloads_grant')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema
    .createIndex('oidc_payloads_expires')
    .on('oidc_payloads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('oidc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oidc_verification_ids')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('verification_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // When a key was saved from it: one verification, at most one key.
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_verification_ids_pk', ['client_id', 'verification_id'])
    .execute();

  await db.schema
    .createTable('oidc_key_provenance')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
