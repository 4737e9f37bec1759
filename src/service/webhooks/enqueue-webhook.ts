import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookEvent } from '../../protocol/webhook-event';
import type { Database } from '../db/schema';
import { listWebhookEndpoints } from './endpoints/list-webhook-endpoints';
import { insertPendingEvent } from './insert-pending-event';

export type EnqueueWebhookInput = WebhookEvent & {
  productId: string;
  mode: 'test' | 'live';
  verificationId?: string | null;
  /** `invalid` sends a deliberately wrong signature (the test webhook's second event). */
  signing?: 'sign' | 'invalid';
  /** Only to this endpoint of the product and mode (a test webhook); by default to every one. */
  endpointId?: string;
};

/** `msg_` + 128 random bits: the Standard Webhooks `webhook-id`. */
export const newWebhookEventId = (): string => `msg_${randomBytes(16).toString('hex')}`;

/**
 * Writes a webhook event to the outbox once per webhook endpoint of the product and mode (or
 * only to `endpointId`), each due at once, each with its own id and delivery log, each signed
 * with its own endpoint's secret when sent. Pass the caller's transaction so the events commit
 * or roll back with the change they report (a verification result and its webhooks exist
 * together or not at all). Returns the event ids, none when the product has no webhook endpoint
 * in this mode.
 *
 * The payload is serialised once, here: every attempt to every endpoint sends these exact
 * bytes, so a receiver that de-duplicates by `webhook-id` sees the same body each time.
 *
 * @example `src/service/verifications/finalize-verification.ts`
 * ```ts
 * await enqueueWebhookEvents(trx, { productId, mode, eventType: 'Verification.Result', data, verificationId }, now);
 * // after commit:
 * dispatcher.nudge();
 * ```
 */
export async function enqueueWebhookEvents(
  db: Kysely<Database>,
  input: EnqueueWebhookInput,
  now: number,
  options: { newId?: () => string } = {},
): Promise<string[]> {
  const endpoints = (await listWebhookEndpoints(db, input.productId, input.mode)).filter(
    (e) => input.endpointId === undefined || e.id === input.endpointId,
  );
  const payload = JSON.stringify({ eventType: input.eventType, data: input.data });
  const ids: string[] = [];
  for (const endpoint of endpoints) {
    const id = (options.newId ?? newWebhookEventId)();
    await insertPendingEvent(
      db,
      {
        id,
        product_id: input.productId,
        mode: input.mode,
        verification_id: input.verificationId ?? null,
        event_type: input.eventType,
        payload,
        url: endpoint.url,
        signing: input.signing ?? 'sign',
        endpoint_id: endpoint.id,
      },
      now,
    );
    ids.push(id);
  }
  return ids;
}

/**
 * `enqueueWebhookEvents`, answering the id of the first endpoint's event (the one a product with
 * a single endpoint has), or `null` when the product has no endpoint in this mode and nothing
 * was written.
 */
export async function enqueueWebhook(
  db: Kysely<Database>,
  input: EnqueueWebhookInput,
  now: number,
  options: { newId?: () => string } = {},
): Promise<string | null> {
  const [first] = await enqueueWebhookEvents(db, input, now, options);
  return first ?? null;
}
