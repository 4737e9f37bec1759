import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteOldestFirst, type BatchOptions } from '../db/delete-in-batches';

/**
 * Deletes a product's webhook events created at or before `cutoff` (its retention) that are
 * done — `delivered` or `failed` — with their attempts (FK cascade), in batches
 * (`deleteInBatches`). A `pending` event is kept whatever its age: it is still being retried
 * (for about three days), and goes at the first purge after it ends. Within the retention every
 * event stays, so the console's delivery log and a replay see what they saw before. Returns the
 * number of events deleted.
 */
export async function purgeWebhookEvents(
  db: Kysely<Database>,
  productId: string,
  cutoff: number,
  options: BatchOptions = {},
): Promise<number> {
  return deleteOldestFirst(async (limit, from) => {
    const rows = await db
      .deleteFrom('webhook_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('webhook_events')
          .select('id')
          .where('product_id', '=', productId)
          .where('created_at', '>=', from)
          .where('created_at', '<=', cutoff)
          .where('state', 'in', ['delivered', 'failed'])
          .orderBy('created_at')
          .limit(limit),
      )
      .returning('created_at')
      .execute();
    return rows.map((r) => r.created_at);
  }, options);
}
