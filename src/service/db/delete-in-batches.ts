import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one batch may hold the database (and, on SQLite, the event loop). */
export const BATCH_BUDGET_MS = 10;
const MIN_BATCH = 10;
const MAX_BATCH = 5000;

export interface BatchOptions {
  /** The time one batch aims to take (default `BATCH_BUDGET_MS`). */
  budgetMs?: number;
  /** Rows of the first batch (default 100); later ones grow or shrink to fit the budget. */
  firstBatch?: number;
  /** Called between batches; resolves when the next may run (default: the next event-loop turn). */
  pause?: () => Promise<unknown>;
  now?: () => number;
}

/**
 * Runs `deleteBatch(limit)` (one statement, atomic, deleting at most `limit` rows and answering
 * how many it deleted) until a batch comes back short, and answers the total. A batch's size
 * follows its time: doubled while it takes under half the budget, halved while over it, so that
 * no batch holds the database long. Between batches it gives the event loop a turn: on SQLite
 * every statement runs on the thread that serves the API, and one `DELETE` of a million rows
 * stopped it for minutes (docs/benchmarks.md, "Data growth").
 *
 * Each batch commits on its own, so a run stopped half way (a crash, a restart) leaves whole
 * batches deleted and the rest as it was; the next run deletes what is left.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  options: BatchOptions = {},
): Promise<number> {
  const budget = options.budgetMs ?? BATCH_BUDGET_MS;
  const pause = options.pause ?? (() => nextTurn());
  const now = options.now ?? (() => performance.now());
  let size = options.firstBatch ?? 100;
  let total = 0;
  for (;;) {
    const started = now();
    const deleted = await deleteBatch(size);
    total += deleted;
    if (deleted < size) return total;
    const took = now() - started;
    if (took < budget / 2) size = Math.min(MAX_BATCH, size * 2);
    else if (took > budget) size = Math.max(MIN_BATCH, Math.floor(size / 2));
    await pause();
  }
}

/**
 * `deleteInBatches` over one index range read oldest first: `deleteBatch(limit, from)` deletes
 * the first `limit` rows whose key is at least `from` (`order by` the key) and answers their
 * keys; each batch starts at the largest key the last one deleted. On PostgreSQL a deleted row
 * stays in the index until vacuum, and batches that all began at the range's start stepped over
 * every row deleted before them (a million-row purge slowed to 720 rows a second half way).
 */
export function deleteOldestFirst(
  deleteBatch: (limit: number, from: number) => Promise<number[]>,
  options: BatchOptions = {},
): Promise<number> {
  let from = 0;
  return deleteInBatches(async (limit) => {
    const keys = await deleteBatch(limit, from);
    from = keys.reduce((largest, key) => Math.max(largest, key), from);
    return keys.length;
  }, options);
}
