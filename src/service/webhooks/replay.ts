import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newWebhookEventId } from './enqueue-webhook';
import { findWebhookEndpoint, firstEndpointId } from './endpoints/list-webhook-endpoints';
import { insertPendingEvent } from './insert-pending-event';

export type ReplayResult =
  { ok: true; id: string } | { ok: false; code: 'not_found' | 'no_endpoint'; message: string };

/**
 * Sends an event again as a new event: a new id (receivers that de-duplicate by `webhook-id`
 * would otherwise drop it), the same payload bytes, to the current URL of the event's own
 * endpoint (the first of its mode for an event an older version wrote). Scoped by
 * product: another product's event answers `not_found`, like an unknown id. `currentPayload` may
 * give newer bytes for the event (a result that changed since); without it, or when it answers
 * undefined, the stored payload is sent.
 *
 * @example `src/service/console/replay-action.ts`
 * ```ts
 * const result = await replay(db, eventId, session.productId, Date.now());
 * if (result.ok) dispatcher.nudge();
 * ```
 */
export async function replay(
  db: Kysely<Database>,
  eventId: string,
  productId: string,
  now: number = Date.now(),
  options: {
    newId?: () => string;
    currentPayload?: (event: {
      eventType: string;
      verificationId: string | null;
    }) => Promise<string | undefined>;
  } = {},
): Promise<ReplayResult> {
  const event = await db
    .selectFrom('webhook_events')
    .selectAll()
    .where('id', '=', eventId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!event)
    return {
      ok: false,
      code: 'not_found',
      message: `no webhook event ${eventId} for this product`,
    };

  const endpoint = await findWebhookEndpoint(
    db,
    productId,
    event.endpoint_id ?? firstEndpointId(productId, event.mode),
  );
  if (!endpoint) {
    return {
      ok: false,
      code: 'no_endpoint',
      message: `the ${event.mode}-mode webhook endpoint of this event was removed; add one with \`ofage webhooks add\` first`,
    };
  }

  const id = (options.newId ?? newWebhookEventId)();
  await insertPendingEvent(
    db,
    {
      id,
      product_id: productId,
      mode: event.mode,
      verification_id: event.verification_id,
      event_type: event.event_type,
      payload:
        (await options.currentPayload?.({
          eventType: event.event_type,
          verificationId: event.verification_id,
        })) ?? event.payload,
      url: endpoint.url,
      signing: event.signing,
      endpoint_id: endpoint.id,
    },
    now,
  );
  return { ok: true, id };
}
