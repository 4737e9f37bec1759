import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Table of migration 0012-oidc where `oidc-provider` instances keep what they persist: the
 * OpenID issuers (src/service/oidc) and the bank-app method's test bank, each under a namespace
 * of its own (`oidc-payload-adapter.ts`).
 */
export interface OidcPayloadTables {
  oidc_payloads: {
    /** `<namespace>:<model>`, e.g. `use:Interaction`, `test-bank:Session`. */
    model: string;
    id: string;
    payload: string;
    grant_id: string | null;
    uid: string | null;
    expires_at: number;
    consumed_at: number | null;
  };
}

/** The service's database seen with `oidc_payloads`. */
export function payloadsDb(db: Kysely<Database>): Kysely<OidcPayloadTables> {
  return db as unknown as Kysely<OidcPayloadTables>;
}
