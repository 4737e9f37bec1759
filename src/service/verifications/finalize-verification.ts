import type { Kysely } from 'kysely';
import type { FailureReason, VerificationMethod } from '../../protocol/verification-result';
import type { Database, VerificationRow } from '../db/schema';
import { resolveJurisdiction, resultAgeCategory } from '../policy';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook';
import { presentResult } from './present-result';

export type TerminalResult =
  | { status: 'PASS'; method: VerificationMethod; age: { low: number; high: number }; dob?: string }
  | {
      status: 'FAIL';
      failureReason: 'age-criteria-not-met';
      method: VerificationMethod;
      age: { low: number; high: number };
      dob?: string;
    }
  | {
      status: 'FAIL';
      failureReason: Exclude<FailureReason, 'age-criteria-not-met'>;
      method?: VerificationMethod;
    };

/**
 * Moves a verification to PASS or FAIL and writes its `Verification.Result` webhook event in the
 * same transaction, so a result without its event (or the reverse) cannot exist. The update is
 * conditional on the row not being terminal yet: of two racing completions exactly one wins.
 *
 * `completionHash` is the hash of the widget session secret of the attempt that ended it (null
 * when no widget session did: the test helper, a subject out of attempts).
 *
 * Returns the terminal row, or `undefined` when the verification was already terminal.
 */
export async function finalizeVerification(
  trx: Kysely<Database>,
  row: VerificationRow,
  result: TerminalResult,
  now: number,
  completionHash: string | null = null,
): Promise<VerificationRow | undefined> {
  const withAge = 'age' in result ? result : undefined;
  const dob = withAge?.dob === undefined ? null : await keptDob(trx, row.product_id, withAge.dob);
  const jurisdiction = resolveJurisdiction(row.jurisdiction);
  const category = withAge && jurisdiction ? resultAgeCategory(jurisdiction, withAge.age) : null;
  const updated = await trx
    .updateTable('verifications')
    .set({
      status: result.status,
      method: result.method ?? null,
      age_low: withAge?.age.low ?? null,
      age_high: withAge?.age.high ?? null,
      result_category: category,
      failure_reason: result.status === 'FAIL' ? result.failureReason : null,
      dob,
      completed_at: now,
      opened_at: row.opened_at ?? now,
      completion_hash: completionHash,
    })
    .where('id', '=', row.id)
    .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
    .returningAll()
    .executeTakeFirst();
  if (!updated) return undefined;

  await trx
    .insertInto('verification_events')
    .values({
      verification_id: row.id,
      type: 'completed',
      method: result.method ?? null,
      detail: JSON.stringify({
        status: result.status,
        failureReason: result.status === 'FAIL' ? result.failureReason : undefined,
      }),
      created_at: now,
    })
    .execute();
  await enqueueWebhookEvents(
    trx,
    {
      productId: row.product_id,
      mode: row.mode,
      eventType: 'Verification.Result',
      // `verificationId` as well as `id`, as in the DOM message (hosted-API receivers read either).
      data: { ...presentResult(updated), verificationId: row.id },
      verificationId: row.id,
    },
    now,
  );
  return updated;
}

/**
 * A proven date of birth is kept only for a product that shares it (includeDob); otherwise it is
 * dropped here and never written. Read in the transaction, so a change of the setting applies to
 * every completion after it.
 */
async function keptDob(
  trx: Kysely<Database>,
  productId: string,
  dob: string,
): Promise<string | null> {
  const product = await trx
    .selectFrom('products')
    .select('allow_dob')
    .where('id', '=', productId)
    .executeTakeFirst();
  return product?.allow_dob === 1 ? dob : null;
}
