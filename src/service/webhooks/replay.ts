import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newWebhookEventId } from './enqueue-webhook';
import { endpointUrl, insertPendingEvent } from './insert-pending-event';

export type ReplayResult =
  { ok: true; id: string } | { ok: false; code: 'not_found' | 'no_endpoint'; message: string };

/**
 * Sends an event again as a new event: a new id (receivers that de-duplicate by `webhook-id`
 * would otherwise drop it), the same payload bytes, to the endpoint's current URL. Scoped by
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

  const url = await endpointUrl(db, productId, event.mode);
  if (!url) {
    return {
      ok: false,
      code: 'no_endpoint',
      message: `no ${event.mode}-mode webhook URL is set; set one with \`ofage webhooks set\` first`,
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
      url,
      signing: event.signing,
    },
    now,
  );
  return { ok: true, id };
}
