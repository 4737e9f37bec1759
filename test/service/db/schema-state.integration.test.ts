import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { MIGRATIONS, migrateToLatest, readSchemaState } from '../../../src/service/db/migrate';
import { openMigratedDatabase } from '../../../src/service/db/open-migrated-database';
import { ServiceError } from '../../../src/service/errors/service-error';
import { provisionDatabase, testDatabases } from '../../support/databases';

const ALL = Object.keys(MIGRATIONS);

/** What a newer version leaves behind: a row for a migration this version does not have. */
const recordNewer = (db: DatabaseHandle['db'], name: string) =>
  sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
    db,
  );

const rejection = async (promise: Promise<unknown>): Promise<ServiceError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
};

describe.each(testDatabases())(
  'the schema against this version on $dialect',
  ({ dialect, open }) => {
    const settingsOf = (handle: { url?: string; dataDir: string }) => ({
      dataDir: handle.dataDir,
      databaseUrl: handle.url,
      databaseConnectTimeoutMs: 5_000,
    });

    it('a database a newer version migrated with expand migrations only: nothing to apply, and it opens with or without migrating', async () => {
      const handle = await open();
      try {
        await recordNewer(handle.db, '0099-newer-table');
        // kysely's migrator alone refuses this: "corrupted migrations: previously executed
        // migration 0099-newer-table is missing", and the older version stops at start.
        expect(await migrateToLatest(handle)).toEqual([]);
        const state = await readSchemaState(handle);
        expect(state.pending).toEqual([]);
        expect(state.applied.map((m) => m.name)).toEqual(ALL);
        expect(state.newer).toEqual([
          { name: '0099-newer-table', appliedAt: expect.any(String), contract: false },
        ]);
        for (const step of ['migrate', 'require-current'] as const) {
          const opened = await openMigratedDatabase(settingsOf(handle), step);
          expect(opened.applied).toEqual([]);
          expect(opened.schema.newer.map((m) => m.name)).toEqual(['0099-newer-table']);
          await opened.handle.close();
        }
      } finally {
        await handle.close();
      }
    });

    it('after a newer version’s contract migration this version neither migrates nor opens it, and says what to do', async () => {
      const handle = await open();
      try {
        await recordNewer(handle.db, '0099-newer-table');
        await recordNewer(handle.db, '0100-contract-drop-allowed-origins');
        const direct = await rejection(migrateToLatest(handle));
        expect(direct.code).toBe('SCHEMA_AHEAD');
        expect(direct.message).toContain('0100-contract-drop-allowed-origins');
        expect(direct.message).toMatch(/restore the backup/);
        for (const step of ['migrate', 'require-current'] as const) {
          const refused = await rejection(openMigratedDatabase(settingsOf(handle), step));
          expect(refused.code).toBe('SCHEMA_AHEAD');
        }
        // Reading where it stands still works (`ofage migrate --status`).
        const asIs = await openMigratedDatabase(settingsOf(handle), 'as-is');
        expect(asIs.schema.newer.map((m) => [m.name, m.contract])).toEqual([
          ['0099-newer-table', false],
          ['0100-contract-drop-allowed-origins', true],
        ]);
        await asIs.handle.close();
      } finally {
        await handle.close();
      }
    });

    it('a database that lacks a migration of this version and has one it does not know is refused, not half-migrated', async () => {
      const handle = await open();
      try {
        await sql`delete from kysely_migration where name = '0016-origins-per-mode'`.execute(
          handle.db,
        );
        await recordNewer(handle.db, '0099-newer-table');
        const refused = await rejection(migrateToLatest(handle));
        expect(refused.code).toBe('SCHEMA_AHEAD');
        expect(refused.message).toMatch(/lacks 0016-origins-per-mode/);
      } finally {
        await handle.close();
      }
    });

    it('without migrating on start, a database behind this version is refused, naming what is missing and `ofage migrate`, and left as it was', async () => {
      const provisioned = await provisionDatabase(dialect);
      const settings = {
        dataDir: provisioned.dataDir,
        databaseUrl: provisioned.databaseUrl,
        databaseConnectTimeoutMs: 5_000,
      };
      try {
        const empty = await rejection(openMigratedDatabase(settings, 'require-current'));
        expect(empty.code).toBe('SCHEMA_BEHIND');
        expect(empty.message).toContain(`lacks ${ALL.length} migrations`);
        expect(empty.message).toContain('`ofage migrate`');
        // Nothing was created: not even kysely's own tables.
        const peek = createDatabase(settings);
        try {
          expect(await peek.db.introspection.getTables({ withInternalKyselyTables: true })).toEqual(
            [],
          );
          expect((await readSchemaState(peek)).pending).toEqual(ALL);

          expect(await migrateToLatest(peek)).toEqual(ALL);
          await sql`delete from kysely_migration where name = '0016-origins-per-mode'`.execute(
            peek.db,
          );
          const one = await rejection(openMigratedDatabase(settings, 'require-current'));
          expect(one.code).toBe('SCHEMA_BEHIND');
          expect(one.message).toContain(
            'lacks a migration of this version (0016-origins-per-mode)',
          );
        } finally {
          await peek.close();
        }
      } finally {
        await provisioned.dispose();
      }
    });
  },
);
