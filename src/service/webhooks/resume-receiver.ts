import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A paused receiver answered again (any HTTP status: it is up): its pending events, whose retries
 * were spaced out while it was down (up to an hour apart), are due now instead of at their next
 * step, so the backlog goes out as soon as the receiver is back. Leased rows are left alone (an attempt is running). The
 * per-receiver limit still paces what follows. Returns how many events were brought forward.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * if (breaker.finish(key, outcome, now())) await resumeReceiver(db, key, now());
 * ```
 */
export async function resumeReceiver(
  db: Kysely<Database>,
  receiver: string,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('webhook_events')
    .set({ next_attempt_at: now })
    .where('receiver', '=', receiver)
    .where('state', '=', 'pending')
    .where('next_attempt_at', '>', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
