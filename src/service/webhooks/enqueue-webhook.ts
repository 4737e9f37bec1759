import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookEvent } from '../../protocol/webhook-event';
import type { Database } from '../db/schema';
import { endpointUrl, insertPendingEvent } from './insert-pending-event';

export type EnqueueWebhookInput = WebhookEvent & {
  productId: string;
  mode: 'test' | 'live';
  verificationId?: string | null;
  /** `invalid` sends a deliberately wrong signature (the test webhook's second event). */
  signing?: 'sign' | 'invalid';
};

/** `msg_` + 128 random bits: the Standard Webhooks `webhook-id`. */
export const newWebhookEventId = (): string => `msg_${randomBytes(16).toString('hex')}`;

/**
 * Writes a webhook event to the outbox, due at once. Pass the caller's transaction so the event
 * commits or rolls back with the change it reports (a verification result and its webhook exist
 * together or not at all). Returns the event id, or `null` when the product has no webhook URL
 * for this mode, in which case nothing is written.
 *
 * The payload is serialised once, here: every attempt sends these exact bytes, so a receiver
 * that de-duplicates by `webhook-id` sees the same body each time.
 *
 * @example `src/service/verifications/finalize-verification.ts`
 * ```ts
 * await enqueueWebhook(trx, { productId, mode, eventType: 'Verification.Result', data, verificationId }, now);
 * // after commit:
 * dispatcher.nudge();
 * ```
 */
export async function enqueueWebhook(
  db: Kysely<Database>,
  input: EnqueueWebhookInput,
  now: number,
  options: { newId?: () => string } = {},
): Promise<string | null> {
  const url = await endpointUrl(db, input.productId, input.mode);
  if (!url) return null;

  const id = (options.newId ?? newWebhookEventId)();
  await insertPendingEvent(
    db,
    {
      id,
      product_id: input.productId,
      mode: input.mode,
      verification_id: input.verificationId ?? null,
      event_type: input.eventType,
      payload: JSON.stringify({ eventType: input.eventType, data: input.data }),
      url,
      signing: input.signing ?? 'sign',
    },
    now,
  );
  return id;
}
