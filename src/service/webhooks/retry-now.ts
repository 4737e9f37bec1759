import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RetryNowResult =
  { ok: true } | { ok: false; code: 'not_found' | 'already_delivered'; message: string };

/**
 * Makes a pending or failed event due now (call `dispatcher.nudge()` after). A failed event gets
 * one more attempt: its delivery window is over, so it fails again unless that attempt succeeds.
 * Scoped by product: another product's event answers `not_found`, like an unknown id.
 *
 * @example `src/service/console/retry-action.ts`
 * ```ts
 * const result = await retryNow(db, eventId, session.productId, Date.now());
 * if (result.ok) dispatcher.nudge();
 * ```
 */
export async function retryNow(
  db: Kysely<Database>,
  eventId: string,
  productId: string,
  now: number = Date.now(),
): Promise<RetryNowResult> {
  const updated = await db
    .updateTable('webhook_events')
    .set({ state: 'pending', next_attempt_at: now })
    .where('id', '=', eventId)
    .where('product_id', '=', productId)
    .where('state', '!=', 'delivered')
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return { ok: true };

  const existing = await db
    .selectFrom('webhook_events')
    .select('state')
    .where('id', '=', eventId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!existing)
    return {
      ok: false,
      code: 'not_found',
      message: `no webhook event ${eventId} for this product`,
    };
  return {
    ok: false,
    code: 'already_delivered',
    message: `webhook event ${eventId} was already delivered; replay it to send it again under a new id`,
  };
}
