import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  toWebhookAttempt,
  toWebhookDelivery,
  type WebhookAttempt,
  type WebhookDelivery,
} from './webhook-delivery';

/**
 * One event with every attempt, oldest first; `undefined` when it does not exist or belongs to
 * another product (the two are indistinguishable on purpose).
 *
 * @example `src/service/console/delivery-page.ts`
 * ```ts
 * const delivery = await getDelivery(db, params.eventId, session.productId);
 * if (!delivery) return notFound();
 * ```
 */
export async function getDelivery(
  db: Kysely<Database>,
  eventId: string,
  productId: string,
): Promise<(WebhookDelivery & { attempts: WebhookAttempt[] }) | undefined> {
  const event = await db
    .selectFrom('webhook_events')
    .selectAll()
    .where('id', '=', eventId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!event) return undefined;
  const attempts = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id', 'asc')
    .execute();
  return { ...toWebhookDelivery(event, attempts.at(-1)), attempts: attempts.map(toWebhookAttempt) };
}
