import fs from 'node:fs';
import path from 'node:path';
import { ServiceError } from '../errors/service-error';
import { checkConnection } from './check-connection';
import { createDatabase, SQLITE_FILE, type DatabaseHandle } from './create-database';
import { migrateToLatest, readSchemaState, schemaProblem, type SchemaState } from './migrate';

/**
 * What opening does to the schema: `migrate` applies what is pending (the default at every
 * start); `require-current` applies nothing and refuses a database this version cannot serve
 * (`OFAGE_MIGRATE_ON_START=false`: migrations are a step of their own, `ofage migrate`); `as-is`
 * only reads where it stands (`ofage migrate` itself).
 */
export type SchemaStep = 'migrate' | 'require-current' | 'as-is';

/** The step a start takes under `OFAGE_MIGRATE_ON_START`. */
export const schemaStepOf = (config: { migrateOnStart: boolean }): SchemaStep =>
  config.migrateOnStart ? 'migrate' : 'require-current';

/**
 * The database the settings name (PostgreSQL at `databaseUrl`, else SQLite in `dataDir`),
 * reachable within the connect timeout and, unless `step` says otherwise, migrated to the latest
 * schema; closed again if any of it fails. `applied` lists the migrations this call ran; `schema`
 * is where the schema stands now (`schema.newer`: migrations of a newer version, expand only).
 * With `existing`, a database that is not there is refused with `NO_DATABASE` and nothing is
 * created: `file`, no SQLite file; `tables`, that or no migration ever applied (either dialect).
 * The caller closes `handle`.
 */
export async function openMigratedDatabase(
  config: {
    databaseUrl?: string | undefined;
    dataDir: string;
    databaseConnectTimeoutMs: number;
    sqliteCacheMb?: number;
    sqliteVacuumOnStart?: boolean;
  },
  step: SchemaStep = 'migrate',
  options: { existing?: 'file' | 'tables' } = {},
): Promise<{ handle: DatabaseHandle; applied: string[]; schema: SchemaState }> {
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (options.existing && !config.databaseUrl && !fs.existsSync(sqliteFile)) {
    throw new ServiceError('NO_DATABASE', `there is no ${sqliteFile}`);
  }
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    ...(config.sqliteCacheMb === undefined ? {} : { sqliteCacheMb: config.sqliteCacheMb }),
    ...(config.sqliteVacuumOnStart ? { vacuumSwitchMaxBytes: Infinity } : {}),
  });
  try {
    await checkConnection(handle, config.databaseConnectTimeoutMs);
    if (options.existing === 'tables') {
      const before = await readSchemaState(handle);
      if (before.applied.length === 0 && before.newer.length === 0) {
        throw new ServiceError('NO_DATABASE', `${handle.location} has no ofage tables`);
      }
    }
    const applied = step === 'migrate' ? await migrateToLatest(handle) : [];
    const schema = await readSchemaState(handle);
    const problem = step === 'require-current' ? schemaProblem(schema) : undefined;
    if (problem) throw problem;
    return { handle, applied, schema };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
