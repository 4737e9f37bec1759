import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Several webhook endpoints per product and mode (one per app that serves the product), each
 * with its own URL, secret and delivery log.
 *
 * - The first endpoint of a product and mode stays where it always was, in `webhook_endpoints`
 *   (one row per product and mode): the previous release reads and writes that row, so during a
 *   rolling upgrade both versions send the first endpoint's webhooks to the same URL and sign
 *   them with the same secret, whichever of them changed it last. Nothing is copied, so nothing
 *   can drift. It gains a `label` and an `app_origin`, which the previous release never reads.
 * - `extra_webhook_endpoints`: the endpoints after the first, which only this version knows.
 *   A URL appears at most once per product and mode.
 * - `webhook_events.endpoint_id`: the endpoint an event is for (its delivery log). Null on rows
 *   an older version wrote: those are the first endpoint's.
 *
 * Expand only: a new table and nullable columns.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('label', 'text').execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('app_origin', 'text').execute();
  await db.schema
    .createTable('extra_webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'bigint')
    .addColumn('label', 'text')
    .addColumn('app_origin', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('extra_webhook_endpoints_url')
    .on('extra_webhook_endpoints')
    .columns(['product_id', 'mode', 'url'])
    .unique()
    .execute();
  await db.schema.alterTable('webhook_events').addColumn('endpoint_id', 'text').execute();
}
