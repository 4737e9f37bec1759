import type { ServiceContext } from '../../context';
import { oidcDb } from '../oidc-tables';

/**
 * Records that a client reported this verification; false when it already had (a replayed or
 * reused create request). The insert is the check, so two instances racing agree.
 */
export async function rememberVerificationId(
  ctx: ServiceContext,
  clientId: string,
  verificationId: string,
): Promise<boolean> {
  const result = await oidcDb(ctx.db)
    .insertInto('oidc_verification_ids')
    .values({
      client_id: clientId,
      verification_id: verificationId,
      created_at: ctx.now(),
      used_at: null,
    })
    .onConflict((oc) => oc.columns(['client_id', 'verification_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
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
