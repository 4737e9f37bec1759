import { loadConfig, type ServiceConfig } from '../../config/load-config';
import { commandEnvironment } from '../../config/recorded-settings';
import type { DatabaseHandle } from '../../db/create-database';
import type { SchemaState } from '../../db/migrate';
import {
  openMigratedDatabase,
  schemaStepOf,
  type SchemaStep,
} from '../../db/open-migrated-database';
import { UsageError } from './usage-error';

/**
 * The database of the service that runs on this data directory, connected and migrated (or,
 * with `OFAGE_MIGRATE_ON_START` off, refused while it lacks migrations; `step` overrides), for a
 * command that manages it (closed again if that fails). Where the environment is silent, the
 * settings are that service's: `npm start` allows loopback webhooks, and so do the commands that
 * manage it. The caller closes `handle`.
 */
export async function openCommandDatabase(
  env: Record<string, string | undefined>,
  step?: SchemaStep,
): Promise<{
  handle: DatabaseHandle;
  config: ServiceConfig;
  applied: string[];
  schema: SchemaState;
}> {
  const config = commandConfig(env);
  const opened = await openMigratedDatabase(config, step ?? schemaStepOf(config));
  return { ...opened, config };
}

/**
 * The settings of the service on this data directory, for a command (the environment first,
 * then what the service recorded); refused when that service runs on PostgreSQL and the
 * command was not told where.
 */
export function commandConfig(env: Record<string, string | undefined>): ServiceConfig {
  const { env: settings, recorded } = commandEnvironment(env);
  const config = loadConfig(settings);
  if (recorded?.database === 'postgres' && !config.databaseUrl) {
    throw new UsageError(
      `the service on ${config.dataDir} runs on PostgreSQL: set DATABASE_URL for ofage commands too`,
    );
  }
  return config;
}
