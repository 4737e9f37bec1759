import type { ServiceContext } from '../context';
import { deleteOldestFirst, type BatchOptions } from '../db/delete-in-batches';
import { purgeMethodSessions } from '../methods/kit/method-sessions';
import { METHODS } from '../methods/registry';
import { purgeWebhookEvents } from '../webhooks/purge-webhook-events';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes PENDING verifications past their 14-day expiry, and finished ones older than their
 * product's retention period (privacy: retention is finite), with what hangs off them: their
 * events and hand-off links (FK cascade), the product's delivered and failed webhook events past
 * the same retention (`purgeWebhookEvents`), expired method sessions and what each method keeps
 * (its `purge` hook). Returns the number of verifications deleted; the caller then gives SQLite's
 * freed pages back to the file system (`DatabaseHandle.reclaimSpace`).
 *
 * Rows go in small batches, each a statement of its own (`deleteInBatches`): the API keeps
 * serving while a million rows are purged, and a purge that stops half way resumes at the next.
 */
export async function purgeExpired(
  ctx: ServiceContext,
  options: BatchOptions = {},
): Promise<number> {
  const now = ctx.now();
  // `id in (select … limit n)`: SQLite's DELETE takes no LIMIT (unless built with it), and
  // PostgreSQL's never does. Each inner select is a range of an index, oldest first.
  let deleted = await deleteOldestFirst(async (limit, from) => {
    const rows = await ctx.db
      .deleteFrom('verifications')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('verifications')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('expires_at', '>=', from)
          .where('expires_at', '<=', now)
          .orderBy('expires_at')
          .limit(limit),
      )
      .returning('expires_at')
      .execute();
    return rows.map((r) => r.expires_at);
  }, options);
  const products = await ctx.db.selectFrom('products').select(['id', 'retention_days']).execute();
  let webhookEvents = 0;
  for (const p of products) {
    const cutoff = now - p.retention_days * DAY_MS;
    deleted += await deleteOldestFirst(async (limit, from) => {
      const rows = await ctx.db
        .deleteFrom('verifications')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('verifications')
            .select('id')
            .where('product_id', '=', p.id)
            .where('created_at', '>=', from)
            .where('created_at', '<=', cutoff)
            .orderBy('created_at')
            .limit(limit),
        )
        .returning('created_at')
        .execute();
      return rows.map((r) => r.created_at);
    }, options);
    webhookEvents += await purgeWebhookEvents(ctx.db, p.id, cutoff, options);
  }
  if (webhookEvents > 0) ctx.logger.info({ deleted: webhookEvents }, 'purged webhook events');
  await purgeMethodSessions(ctx);
  for (const method of Object.values(METHODS)) await method.purge?.(ctx);
  return deleted;
}
