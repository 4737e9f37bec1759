import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { ServiceError } from '../errors/service-error';
import type { DatabaseHandle, Dialect } from './create-database';
import * as initial from './migrations/0001-initial';
import * as consoleTables from './migrations/0002-console';
import * as ageKeys from './migrations/0003-age-keys';
import * as methodOverrides from './migrations/0004-method-overrides';
import * as jurisdictions from './migrations/0006-jurisdictions';
import * as methodSessions from './migrations/0007-method-sessions';
import * as security from './migrations/0005-security';
import * as face from './migrations/0008-face';
import * as idDocument from './migrations/0009-id-document';
import * as linkSecrets from './migrations/0010-link-secrets';
import * as webhookReceivers from './migrations/0011-webhook-receivers';
import * as oidc from './migrations/0012-oidc';
import * as keyVouchers from './migrations/0013-key-vouchers';
import * as durableRevocation from './migrations/0014-durable-revocation';
import * as originsPerMode from './migrations/0016-origins-per-mode';
import * as testModeKeys from './migrations/0017-test-mode-keys';
import * as webhookEndpointsPerApp from './migrations/0018-webhook-endpoints-per-app';
import * as languages from './migrations/0019-languages';
import * as widgetTokenAlg from './migrations/0020-widget-token-alg';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/**
 * Every migration in order; names are stable forever once released. Each one only adds (tables,
 * nullable columns, columns with defaults), so the previous version keeps serving on the schema
 * it leaves (docs/service/upgrades.md). One that removes or renames what the previous version
 * reads or writes is a contract migration, and says so in its name (`isContractMigration`).
 */
export const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '0001-initial': initial,
  '0002-console': consoleTables,
  '0003-age-keys': ageKeys,
  '0004-method-overrides': methodOverrides,
  '0005-security': security,
  '0006-jurisdictions': jurisdictions,
  '0007-method-sessions': methodSessions,
  '0008-face': face,
  '0009-id-document': idDocument,
  '0010-link-secrets': linkSecrets,
  '0011-webhook-receivers': webhookReceivers,
  '0012-oidc': oidc,
  '0013-key-vouchers': keyVouchers,
  '0014-durable-revocation': durableRevocation,
  '0016-origins-per-mode': originsPerMode,
  '0017-test-mode-keys': testModeKeys,
  '0018-webhook-endpoints-per-app': webhookEndpointsPerApp,
  '0019-languages': languages,
  '0020-widget-token-alg': widgetTokenAlg,
};

/** Where kysely's `Migrator` records each migration it applied (its default table). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Whether a migration is a contract one: it drops or renames what an older version still reads
 * or writes, so no older version may serve after it. The name carries it (`0021-contract-…`)
 * because an older version, which does not have the migration, reads only its name.
 */
export function isContractMigration(name: string): boolean {
  return /^\d{4}-contract-/.test(name);
}

/** A migration the database records, and when it was applied (ISO 8601, as kysely writes it). */
export interface RecordedMigration {
  name: string;
  appliedAt: string;
}

/** Where the database's schema stands against this version's migrations. */
export interface SchemaState {
  /** This version's migrations the database has, in order. */
  applied: RecordedMigration[];
  /** This version's migrations the database lacks, in order: what `ofage migrate` applies. */
  pending: string[];
  /**
   * Migrations the database has that this version does not know: a newer version applied them
   * (a rolling upgrade under way, or a rollback). This version serves beside expand ones only.
   */
  newer: (RecordedMigration & { contract: boolean })[];
}

/** Reads what the database records, without changing anything (no table is created). */
export async function readSchemaState(handle: DatabaseHandle): Promise<SchemaState> {
  const recorded = (await hasMigrationTable(handle))
    ? (
        await sql<{ name: string; timestamp: string }>`
          select name, timestamp from ${sql.table(MIGRATION_TABLE)} order by name`.execute(
          handle.db,
        )
      ).rows
    : [];
  const known = Object.keys(MIGRATIONS).sort();
  const at = new Map(recorded.map((r) => [r.name, r.timestamp]));
  return {
    applied: known.filter((n) => at.has(n)).map((name) => ({ name, appliedAt: at.get(name)! })),
    pending: known.filter((n) => !at.has(n)),
    newer: recorded
      .filter((r) => !(r.name in MIGRATIONS))
      .map((r) => ({
        name: r.name,
        appliedAt: r.timestamp,
        contract: isContractMigration(r.name),
      })),
  };
}

async function hasMigrationTable(handle: DatabaseHandle): Promise<boolean> {
  const found =
    handle.dialect === 'postgres'
      ? await sql<{
          found: string | null;
        }>`select to_regclass(${MIGRATION_TABLE}) as found`.execute(handle.db)
      : await sql<{ found: string }>`
          select name as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(
          handle.db,
        );
  return Boolean(found.rows[0]?.found);
}

/**
 * Why this version cannot serve the database as it stands, or undefined when it can: migrations
 * of its own are missing (`SCHEMA_BEHIND`), or a newer version contracted the schema or applied
 * migrations this version's cannot follow (`SCHEMA_AHEAD`). Newer expand migrations alone are fine.
 */
export function schemaProblem(state: SchemaState): ServiceError | undefined {
  const contracted = state.newer.filter((m) => m.contract).map((m) => m.name);
  if (contracted.length > 0) {
    return new ServiceError(
      'SCHEMA_AHEAD',
      `a newer version of ofage applied ${list(contracted)}, which removes what this version uses: ` +
        'run that version (or a newer one), or restore the backup taken before it migrated ' +
        '(docs/service/upgrades.md#rolling-back)',
    );
  }
  if (state.pending.length > 0 && state.newer.length > 0) {
    return new ServiceError(
      'SCHEMA_AHEAD',
      `the database has ${list(state.newer.map((m) => m.name))} from a version this one does not know, ` +
        `but lacks ${list(state.pending)} of this one: run the version that migrated it`,
    );
  }
  if (state.pending.length > 0) {
    return new ServiceError(
      'SCHEMA_BEHIND',
      `the database lacks ${state.pending.length === 1 ? 'a migration' : `${state.pending.length} migrations`} ` +
        `of this version (${list(state.pending)}): run \`ofage migrate\` with this version first ` +
        '(with OFAGE_MIGRATE_ON_START=false, `ofage serve` and the other commands do not migrate ' +
        'themselves; docs/service/upgrades.md)',
    );
  }
  return undefined;
}

const list = (names: string[]): string =>
  names.length > 4
    ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
    : names.join(', ');

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
      name,
      { up: (db) => m.up(db, this.dialect) },
    ]);
    return Promise.resolve(Object.fromEntries(entries));
  }
}

/**
 * Brings the schema up to date; safe to call on every start (and from several instances at once:
 * kysely's migrator takes a lock, and applies all that is pending in one transaction on
 * PostgreSQL). Returns the migrations it applied. A database a newer version migrated is left as
 * it is: with expand migrations only this version serves it, and after a contract one this
 * refuses (`SCHEMA_AHEAD`). kysely's migrator refuses a recorded migration it does not know
 * ("corrupted migrations: previously executed migration … is missing", whatever
 * `allowUnorderedMigrations` says), so it runs only when something of this version is pending.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const before = await readSchemaState(handle);
  const problem = schemaProblem(before);
  if (problem?.code === 'SCHEMA_AHEAD') throw problem;
  if (before.pending.length === 0) return [];
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new ServiceError(
      'DATABASE_UNAVAILABLE',
      `database migration ${failed ?? ''} failed: ${String(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
