import { sql } from 'kysely';
import { ServiceError } from '../errors/service-error';
import type { DatabaseHandle } from './create-database';

/**
 * Asks the database for one row before anything else runs, so that an unreachable or stuck
 * PostgreSQL stops start-up with a message that says what to check — after the connect timeout
 * (`OFAGE_DB_CONNECT_TIMEOUT_MS`), not never.
 *
 * @example `src/service/service.ts`
 * ```ts
 * const database = createDatabase({ databaseUrl, dataDir, connectTimeoutMs });
 * await checkConnection(database, connectTimeoutMs);
 * ```
 */
export async function checkConnection(
  handle: DatabaseHandle,
  connectTimeoutMs: number,
): Promise<void> {
  try {
    await sql`select 1`.execute(handle.db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const timedOut = /timeout/i.test(reason);
    const what = handle.dialect === 'postgres' ? 'PostgreSQL' : 'the SQLite database';
    throw new ServiceError(
      'DATABASE_UNAVAILABLE',
      timedOut
        ? `could not connect to ${what} at ${handle.location}: no answer within ${connectTimeoutMs} ms (OFAGE_DB_CONNECT_TIMEOUT_MS). Check DATABASE_URL and that the server is up and accepting connections.`
        : `could not connect to ${what} at ${handle.location}: ${reason}. Check DATABASE_URL and that the server is up and accepting connections.`,
      { cause: error },
    );
  }
}
