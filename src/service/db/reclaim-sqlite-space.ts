import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { deleteInBatches, type BatchOptions } from './delete-in-batches';
import type { Database } from './schema';

/**
 * Gives the pages a purge freed back to the file system, then empties the WAL. With
 * `auto_vacuum = INCREMENTAL` (`openSqlite`), `PRAGMA incremental_vacuum(n)` moves up to `n`
 * pages from the end of the file into free ones and truncates the file; it runs in batches sized
 * like the purge's (`deleteInBatches`), each on Kysely's one connection so it never lands inside
 * a request's transaction. A database still at `auto_vacuum = NONE` only has its WAL emptied:
 * its free pages are reused by later inserts, so the file stops growing but does not shrink.
 * Returns the pages given back.
 *
 * The pragma goes through `exec`: a prepared `incremental_vacuum` run once frees a single page.
 */
export async function reclaimSqliteSpace(
  db: Kysely<Database>,
  sqlite: SQLite.Database,
  options: BatchOptions = {},
): Promise<number> {
  const onConnection = <T>(work: () => T): Promise<T> =>
    db.connection().execute(() => Promise.resolve(work()));
  const incremental = await onConnection(
    () => sqlite.pragma('auto_vacuum', { simple: true }) === 2,
  );
  const freed = incremental
    ? await deleteInBatches(
        (limit) =>
          onConnection(() => {
            const before = sqlite.pragma('freelist_count', { simple: true }) as number;
            sqlite.exec(`pragma incremental_vacuum(${limit})`);
            return before - (sqlite.pragma('freelist_count', { simple: true }) as number);
          }),
        { firstBatch: 256, ...options },
      )
    : 0;
  await onConnection(() => sqlite.pragma('wal_checkpoint(TRUNCATE)'));
  return freed;
}
