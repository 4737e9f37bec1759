import type { Kysely } from 'kysely';
import { olderThan } from '../db/keyset';
import type { Database } from '../db/schema';
import { firstEndpointId } from './endpoints/list-webhook-endpoints';
import { toWebhookDelivery, type WebhookDelivery } from './webhook-delivery';

export interface ListDeliveriesOptions {
  productId: string;
  mode?: 'test' | 'live';
  /** 1–100. */
  limit: number;
  /** An event id from the previous page: list the events created before it. */
  before?: string;
  /**
   * Only this endpoint's events (its delivery log). The first endpoint of a mode has the events
   * an older version wrote as well (no `endpoint_id`).
   */
  endpointId?: string;
}

/**
 * A product's webhook events, newest first, each with its latest attempt. Only that product's
 * events are ever read; a `before` cursor naming another product's event yields an empty page.
 *
 * @example src/service/console/deliveries.ts
 * ```ts
 * const page = await listDeliveries(db, { productId, mode: 'live', limit: 20 });
 * const next = await listDeliveries(db, { productId, limit: 20, before: page.at(-1)?.id });
 * ```
 */
export async function listDeliveries(
  db: Kysely<Database>,
  options: ListDeliveriesOptions,
): Promise<WebhookDelivery[]> {
  const limit = Math.min(100, Math.max(1, Math.floor(options.limit)));
  let query = db
    .selectFrom('webhook_events')
    .selectAll()
    .where('product_id', '=', options.productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (options.mode) query = query.where('mode', '=', options.mode);
  const { endpointId } = options;
  if (endpointId !== undefined) {
    const firstOf = (['test', 'live'] as const).find(
      (m) => firstEndpointId(options.productId, m) === endpointId,
    );
    query = firstOf
      ? query
          .where('mode', '=', firstOf)
          .where((eb) => eb.or([eb('endpoint_id', '=', endpointId), eb('endpoint_id', 'is', null)]))
      : query.where('endpoint_id', '=', endpointId);
  }
  if (options.before !== undefined) {
    const cursor = await db
      .selectFrom('webhook_events')
      .select(['id', 'created_at'])
      .where('id', '=', options.before)
      .where('product_id', '=', options.productId)
      .executeTakeFirst();
    if (!cursor) return [];
    query = query.where(olderThan(cursor.created_at, cursor.id));
  }
  const events = await query.execute();
  if (events.length === 0) return [];

  const latest = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_attempts')
        .select((s) => s.fn.max('id').as('id'))
        .where(
          'event_id',
          'in',
          events.map((e) => e.id),
        )
        .groupBy('event_id'),
    )
    .execute();
  const byEvent = new Map(latest.map((a) => [a.event_id, a]));
  return events.map((event) => toWebhookDelivery(event, byEvent.get(event.id)));
}
