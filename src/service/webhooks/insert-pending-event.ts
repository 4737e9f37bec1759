import type { Kysely } from 'kysely';
import type { Database, WebhookEventsTable } from '../db/schema';
import { receiverKey } from './receiver-key';

/** Writes an outbox row that is due now and has no attempts yet (enqueue and replay). */
export async function insertPendingEvent(
  db: Kysely<Database>,
  event: Pick<
    WebhookEventsTable,
    | 'id'
    | 'product_id'
    | 'mode'
    | 'verification_id'
    | 'event_type'
    | 'payload'
    | 'url'
    | 'signing'
    | 'endpoint_id'
  >,
  now: number,
): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({
      ...event,
      receiver: receiverKey(event.url),
      state: 'pending',
      attempt_count: 0,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      delivered_at: null,
    })
    .execute();
}
