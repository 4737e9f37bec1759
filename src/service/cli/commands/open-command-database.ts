import { loadConfig, type ServiceConfig } from '../../config/load-config';
import { commandEnvironment } from '../../config/recorded-settings';
import { redactUrl, type DatabaseHandle } from '../../db/create-database';
import type { SchemaState } from '../../db/migrate';
import {
  openMigratedDatabase,
  schemaStepOf,
  type SchemaStep,
} from '../../db/open-migrated-database';
import { ServiceError } from '../../errors/service-error';
import { UsageError } from './usage-error';

/** Where a command's `OFAGE_PUBLIC_URL` came from: its environment, the service, or the default. */
export type PublicUrlSource = 'environment' | 'service' | 'default';

/**
 * The database of the service that runs on this data directory, connected and migrated (or,
 * with `OFAGE_MIGRATE_ON_START` off, refused while it lacks migrations; `step` overrides), for a
 * command that manages it (closed again if that fails). Where the environment is silent, the
 * settings are that service's: `npm start` allows loopback webhooks, and so do the commands that
 * manage it. A database that is not there is created only with `mayCreate` (a command that makes
 * the first product or account, or `ofage migrate`), saying so through `notice`; any other
 * command is refused, naming where it looked (with `readsEmpty`, an existing database without
 * tables is read as it is: `ofage migrate --status`). The caller closes `handle`.
 */
export async function openCommandDatabase(
  env: Record<string, string | undefined>,
  options: {
    step?: SchemaStep;
    mayCreate?: boolean;
    readsEmpty?: boolean;
    notice?: (line: string) => void;
  } = {},
): Promise<{
  handle: DatabaseHandle;
  config: ServiceConfig;
  applied: string[];
  schema: SchemaState;
  publicUrlFrom: PublicUrlSource;
}> {
  const { config, publicUrlFrom } = commandSettings(env);
  let opened;
  try {
    opened = await openMigratedDatabase(config, options.step ?? schemaStepOf(config), {
      existing: options.mayCreate ? undefined : options.readsEmpty ? 'file' : 'tables',
    });
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'NO_DATABASE') {
      throw new ServiceError('NO_DATABASE', noDatabaseMessage(config, env), { cause: error });
    }
    throw error;
  }
  // Every migration the database has, this call applied: it was not there before.
  const { applied, schema, handle } = opened;
  if (applied.length > 0 && applied.length === schema.applied.length) {
    options.notice?.(`ofage: created a new database: ${whereFrom(handle, env)}`);
  }
  return { ...opened, config, publicUrlFrom };
}

/**
 * The settings of the service on this data directory, for a command (the environment first,
 * then what the service recorded); refused when that service runs on PostgreSQL and the
 * command was not told where.
 */
export function commandConfig(env: Record<string, string | undefined>): ServiceConfig {
  return commandSettings(env).config;
}

function commandSettings(env: Record<string, string | undefined>): {
  config: ServiceConfig;
  publicUrlFrom: PublicUrlSource;
} {
  const { env: settings, recorded } = commandEnvironment(env);
  const config = loadConfig(settings);
  if (recorded?.database === 'postgres' && !config.databaseUrl) {
    throw new UsageError(
      `the service on ${config.dataDir} runs on PostgreSQL: set DATABASE_URL for ofage commands too`,
    );
  }
  const publicUrlFrom: PublicUrlSource = env.OFAGE_PUBLIC_URL
    ? 'environment'
    : settings.OFAGE_PUBLIC_URL
      ? 'service'
      : 'default';
  return { config, publicUrlFrom };
}

/** Where the data directory comes from, as a person reads it: the variable, or the default. */
function dataDirOrigin(config: ServiceConfig, env: Record<string, string | undefined>): string {
  return env.OFAGE_DATA_DIR
    ? `${config.dataDir} (OFAGE_DATA_DIR)`
    : `${config.dataDir} (OFAGE_DATA_DIR is not set: .data in the current directory)`;
}

function whereFrom(handle: DatabaseHandle, env: Record<string, string | undefined>): string {
  return handle.dialect === 'postgres'
    ? `PostgreSQL, ${handle.location} (DATABASE_URL)`
    : `SQLite, ${handle.location}${env.OFAGE_DATA_DIR ? '' : ' (OFAGE_DATA_DIR is not set: .data in the current directory)'}`;
}

function noDatabaseMessage(config: ServiceConfig, env: Record<string, string | undefined>): string {
  const where = config.databaseUrl
    ? `the PostgreSQL database ${redactUrl(config.databaseUrl)} (DATABASE_URL) has no ofage tables: no service has started on it`
    : `no ofage database in ${dataDirOrigin(config, env)}`;
  return [
    `${where}. Nothing was created.`,
    'Run the command where the service runs, or name its database: OFAGE_DATA_DIR=<its data directory> (SQLite) or DATABASE_URL=postgres://… (PostgreSQL).',
    'A new service starts with `ofage serve`; `ofage products create`, `ofage accounts create` and `ofage migrate` also set up a new database.',
  ].join('\n');
}
