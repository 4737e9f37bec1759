import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * `webhook_events.receiver`: the origin each event is sent to (`receiverKey`), so the dispatcher
 * can leave out, in the claim itself, the events of receivers that are stalling or paused.
 * Existing rows are filled in from their URL, one UPDATE per distinct URL, by a copy of
 * `receiverKey` as it is today (a migration must not change when that function does). The column
 * stays nullable: a row written by an older instance during a rolling upgrade has none, and the
 * dispatcher then works it out from the URL.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('webhook_events').addColumn('receiver', 'text').execute();
  const typed = db as Kysely<{ webhook_events: { url: string; receiver: string | null } }>;
  const urls = await typed.selectFrom('webhook_events').select('url').distinct().execute();
  for (const { url } of urls) {
    await typed
      .updateTable('webhook_events')
      .set({ receiver: receiverKey(url) })
      .where('url', '=', url)
      .execute();
  }
  await db.schema
    .createIndex('webhook_events_receiver')
    .on('webhook_events')
    .columns(['receiver', 'state', 'next_attempt_at'])
    .execute();
}

/** `receiverKey` (src/service/webhooks/receiver-key.ts) as of this migration. */
function receiverKey(url: string): string {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? url : origin;
  } catch {
    return url;
  }
}
