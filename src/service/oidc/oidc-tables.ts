import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { OidcPayloadTables } from '../methods/kit/oidc-payload-tables';

/** Tables of migrations 0012-oidc and 0013 (times are epoch milliseconds, booleans 0/1). */
export interface OidcTables {
  oidc_clients: {
    client_id: string;
    product_id: string;
    mode: 'test' | 'live';
    name: string;
    /** JSON array of exact redirect URIs. */
    redirect_uris: string;
    /** JSON array of the age thresholds the client may ask about. */
    thresholds: string;
    may_create: number;
    /** SHA-256 (base64url) of the secret; null for clients that only use keys. */
    secret_hash: string | null;
    created_at: number;
    /**
     * When the operator approved this live client to create age keys; null: it may not. Test
     * clients create test keys without approval.
     */
    create_approved_at: number | null;
    /** Pushed create requests per hour; null: the default of the client's mode. */
    create_quota: number | null;
  };
  oidc_payloads: OidcPayloadTables['oidc_payloads'];
  oidc_keys: { kid: string; private_jwk: string; created_at: number };
  oidc_secrets: { name: string; value: string; created_at: number };
  oidc_verification_ids: {
    client_id: string;
    verification_id: string;
    created_at: number;
    used_at: number | null;
  };
  oidc_key_provenance: {
    credential_id: string;
    client_id: string;
    method: string;
    created_at: number;
  };
}

export type OidcDatabase = Database & OidcTables;
export type OidcClientRow = Selectable<OidcTables['oidc_clients']>;

/** The service's database seen with the OpenID tables (the core `Database` stays free of them). */
export function oidcDb(db: Kysely<Database>): Kysely<OidcDatabase> {
  return db as unknown as Kysely<OidcDatabase>;
}
