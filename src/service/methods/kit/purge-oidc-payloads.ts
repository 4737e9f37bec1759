import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { payloadsDb } from './oidc-payload-tables';

/**
 * Deletes what the issuers and the test bank stored that has expired — interactions nobody
 * finished, pushed requests nobody opened, sessions, grants, codes — and returns how many rows.
 * Reads ignore an expired row anyway; this gives the space back. Run by each provider's adapter
 * as it writes (at most every `SWEEP_INTERVAL_MS`) and by the service's periodic purge, for when
 * nothing writes.
 */
export async function purgeOidcPayloads(db: Kysely<Database>, now: number): Promise<number> {
  const result = await payloadsDb(db)
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
