import type { ServiceContext } from '../context';
import { purgeMethodSessions } from '../methods/kit/method-sessions';
import { METHODS } from '../methods/registry';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes PENDING verifications past their 14-day expiry, and finished ones older than their
 * product's retention period (privacy: retention is finite), with what hangs off them: their
 * events (FK cascade), expired method sessions and what each method keeps (its `purge` hook). Returns the number
 * of verifications deleted.
 */
export async function purgeExpired(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const pending = await ctx.db
    .deleteFrom('verifications')
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  let deleted = Number(pending.numDeletedRows);
  const products = await ctx.db.selectFrom('products').select(['id', 'retention_days']).execute();
  for (const p of products) {
    const result = await ctx.db
      .deleteFrom('verifications')
      .where('product_id', '=', p.id)
      .where('created_at', '<=', now - p.retention_days * DAY_MS)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  await purgeMethodSessions(ctx);
  for (const method of Object.values(METHODS)) await method.purge?.(ctx);
  return deleted;
}
