import { sql, type SqlBool } from 'kysely';

/**
 * Keyset paging in (created_at, id) order, newest first: the rows after a page whose last row was
 * created at `at` with id `id`. Rows created in the same millisecond are neither skipped nor
 * repeated, and new rows arriving meanwhile do not shift the pages. A row-value comparison, which
 * SQLite and PostgreSQL both evaluate with the (created_at, id) index order.
 *
 * @example src/service/webhooks/list-deliveries.ts
 * ```ts
 * query = query.where(olderThan(cursor.created_at, cursor.id));
 * ```
 */
export function olderThan(at: number, id: string) {
  return sql<SqlBool>`(created_at, id) < (${at}, ${id})`;
}
