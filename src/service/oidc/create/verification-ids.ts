import { sql } from 'kysely';
import type { ServiceContext } from '../../context';
import { createQuotaOf } from '../clients/create-permission';
import { oidcDb, type OidcClientRow } from '../oidc-tables';

/** The window a client's create quota counts. */
export const CREATE_QUOTA_WINDOW_MS = 60 * 60_000;

/**
 * Records that a client reported this verification (a pushed create request), within its quota
 * of requests per hour: `reused` when it had already reported it (a replayed or reused request),
 * `over-quota` when it made as many as it may in the last hour. The service cannot check a
 * client's `verification_id` (the verification was the client's own), so this record and the
 * quota are what bound how many keys one client can vouch for. Counted and inserted in one
 * transaction, under a lock per client on PostgreSQL, so concurrent requests cannot slip past the
 * quota together (SQLite runs one write transaction at a time).
 */
export async function recordCreateRequest(
  ctx: ServiceContext,
  client: Pick<OidcClientRow, 'client_id' | 'mode' | 'create_quota'>,
  verificationId: string,
): Promise<'recorded' | 'reused' | 'over-quota'> {
  const now = ctx.now();
  return oidcDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      if (ctx.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`oidc-create:${client.client_id}`}, 0))`.execute(
          trx,
        );
      }
      const known = await trx
        .selectFrom('oidc_verification_ids')
        .select('client_id')
        .where('client_id', '=', client.client_id)
        .where('verification_id', '=', verificationId)
        .executeTakeFirst();
      if (known) return 'reused';
      const { count } = await trx
        .selectFrom('oidc_verification_ids')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('client_id', '=', client.client_id)
        .where('created_at', '>', now - CREATE_QUOTA_WINDOW_MS)
        .executeTakeFirstOrThrow();
      if (Number(count) >= createQuotaOf(client)) return 'over-quota';
      const result = await trx
        .insertInto('oidc_verification_ids')
        .values({
          client_id: client.client_id,
          verification_id: verificationId,
          created_at: now,
          used_at: null,
        })
        .onConflict((oc) => oc.columns(['client_id', 'verification_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'recorded' : 'reused';
    });
}

/** True when a key was already saved from this client's verification. */
export async function verificationUsed(
  ctx: ServiceContext,
  clientId: string,
  verificationId: string,
): Promise<boolean> {
  const row = await oidcDb(ctx.db)
    .selectFrom('oidc_verification_ids')
    .select('used_at')
    .where('client_id', '=', clientId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
  return row?.used_at !== null && row?.used_at !== undefined;
}
