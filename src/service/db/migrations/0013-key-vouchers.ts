import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Who vouches for the age in an age key, and who may:
 * - `age_keys.voucher`: `service` (the service's own verification, by the widget) or
 *   `client:<client id>` (an OpenID create client's word). Existing keys made through the create
 *   issuer have a row in `oidc_key_provenance` and get their client; every other existing key was
 *   saved by the widget from the service's own verification and gets `service`. The column's
 *   default is `unattributed`, which no product accepts: a key an older instance inserts during a
 *   rolling upgrade (without this column in its code) answers as no key until it is updated,
 *   rather than passing on a voucher nobody checked.
 * - `oidc_clients.create_approved_at`: when the operator approved a live client to create keys
 *   (`ofage oidc-clients approve`); null means it may not. Existing live clients are not
 *   approved: their permission came from a tenant's console alone. `create_quota`: the pushed
 *   create requests it may make per hour (null: the default of its mode).
 * - `oidc_verification_ids (client_id, created_at)`: the quota counts a client's last hour.
 * - `products.age_key_providers`: the create clients whose keys a product's gates accept, as a
 *   JSON array; null (the default) accepts every provider the operator trusts.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('age_keys')
    .addColumn('voucher', 'text', (c) => c.notNull().defaultTo('unattributed'))
    .execute();
  await sql`update age_keys set voucher = 'service'
    where credential_id not in (select credential_id from oidc_key_provenance)`.execute(db);
  await sql`update age_keys set voucher = (
      select 'client:' || p.client_id from oidc_key_provenance p
      where p.credential_id = age_keys.credential_id)
    where credential_id in (select credential_id from oidc_key_provenance)`.execute(db);

  await db.schema.alterTable('oidc_clients').addColumn('create_approved_at', 'bigint').execute();
  await db.schema.alterTable('oidc_clients').addColumn('create_quota', 'integer').execute();
  await db.schema
    .createIndex('oidc_verification_ids_recent')
    .on('oidc_verification_ids')
    .columns(['client_id', 'created_at'])
    .execute();

  await db.schema.alterTable('products').addColumn('age_key_providers', 'text').execute();
}
