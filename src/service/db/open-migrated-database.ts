import { checkConnection } from './check-connection';
import { createDatabase, type DatabaseHandle } from './create-database';
import { migrateToLatest } from './migrate';

/**
 * The database the settings name (PostgreSQL at `databaseUrl`, else SQLite in `dataDir`),
 * reachable within the connect timeout and migrated to the latest schema; closed again if either
 * fails. `applied` lists the migrations this call ran. The caller closes `handle`.
 */
export async function openMigratedDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databaseConnectTimeoutMs: number;
}): Promise<{ handle: DatabaseHandle; applied: string[] }> {
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    await checkConnection(handle, config.databaseConnectTimeoutMs);
    return { handle, applied: await migrateToLatest(handle) };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
