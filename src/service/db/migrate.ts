import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration in order; names are stable forever once released. */
const MIGRATIONS: Record<string, DialectMigration> = {
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
};

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

/** Brings the schema up to date; safe to call on every start (and from several instances). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
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
