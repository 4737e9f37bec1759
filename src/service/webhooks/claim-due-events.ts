import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database, WebhookEventRow } from '../db/schema';

export interface ClaimOptions {
  now: number;
  /** The lease: until `now + leaseMs` no other worker may take these rows. */
  leaseMs: number;
  limit: number;
  /** Only these events, due or not (an explicit "deliver now"). */
  ids?: readonly string[];
  /** Leave out the events of these receivers (`receiverKey`): no room for them, or paused. */
  skipReceivers?: readonly string[];
  /** Only the events of these receivers (an empty list claims nothing). */
  onlyReceivers?: readonly string[];
}

/**
 * Takes up to `limit` deliverable events and leases them by setting `locked_until`. An expired
 * lease (a worker that died mid-attempt) makes the row claimable again, so nothing is lost;
 * delivered and failed rows are never claimed, so nothing acknowledged is sent again.
 *
 * PostgreSQL: `FOR UPDATE SKIP LOCKED` inside a transaction, so instances sharing the outbox
 * each take different rows without waiting on one another. SQLite has one writer at a time, so a
 * single conditional UPDATE is atomic; the outer condition repeats the inner one so the claim
 * holds even if another writer got in between.
 */
export async function claimDueEvents(
  db: Kysely<Database>,
  dialect: Dialect,
  options: ClaimOptions,
): Promise<WebhookEventRow[]> {
  const { now, leaseMs, limit, ids, onlyReceivers } = options;
  if (ids !== undefined && ids.length === 0) return [];
  if (onlyReceivers !== undefined && onlyReceivers.length === 0) return [];
  const skip = options.skipReceivers ?? [];
  const claimable = (eb: ExpressionBuilder<Database, 'webhook_events'>) =>
    eb.and([
      eb('state', '=', 'pending'),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
      ids === undefined ? eb('next_attempt_at', '<=', now) : eb('id', 'in', ids),
      // A row an older version wrote has no receiver: it is claimed, and sorted out by the caller.
      ...(skip.length === 0
        ? []
        : [eb.or([eb('receiver', 'is', null), eb('receiver', 'not in', [...skip])])]),
      ...(onlyReceivers === undefined ? [] : [eb('receiver', 'in', [...onlyReceivers])]),
    ]);

  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('webhook_events')
        .select('id')
        .where(claimable)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return [];
      return trx
        .updateTable('webhook_events')
        .set({ locked_until: now + leaseMs })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .returningAll()
        .execute();
    });
  }

  return db
    .updateTable('webhook_events')
    .set({ locked_until: now + leaseMs })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_events')
        .select('id')
        .where(claimable)
        .orderBy('next_attempt_at')
        .limit(limit),
    )
    .where(claimable)
    .returningAll()
    .execute();
}

/**
 * Gives claimed events back unattempted (their endpoint had no free slot after all), so this or
 * another worker takes them as soon as there is room. Only while the lease is still ours.
 */
export async function releaseClaims(
  db: Kysely<Database>,
  events: readonly Pick<WebhookEventRow, 'id' | 'locked_until'>[],
): Promise<void> {
  const byLease = new Map<number, string[]>();
  for (const event of events) {
    if (event.locked_until === null) continue;
    byLease.set(event.locked_until, [...(byLease.get(event.locked_until) ?? []), event.id]);
  }
  for (const [lease, ids] of byLease) {
    await db
      .updateTable('webhook_events')
      .set({ locked_until: null })
      .where('id', 'in', ids)
      .where('locked_until', '=', lease)
      .where('state', '=', 'pending')
      .execute();
  }
}
