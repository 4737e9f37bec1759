import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import {
  createDatabase,
  type DatabaseHandle,
  type Dialect,
} from '../../src/service/db/create-database';
import { migrateToLatest } from '../../src/service/db/migrate';

export interface TestDatabase {
  dialect: Dialect;
  /** Opens a fresh, migrated, empty database of this dialect. */
  open(): Promise<DatabaseHandle & { url?: string; dataDir: string }>;
}

const pgAdminUrl = (): string => process.env.OFAGE_TEST_PG_ADMIN_URL ?? '';

/** The dialects this run tests: SQLite always, PostgreSQL when global setup found it. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ dialect: 'sqlite', open: openSqlite }];
  if (pgAdminUrl()) list.push({ dialect: 'postgres', open: openPostgres });
  return list;
}

async function openSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-test-'));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle);
  const close = handle.close;
  return {
    ...handle,
    dataDir,
    close: async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own per call, so test files run in parallel without meeting. */
async function openPostgres() {
  const name = `ofage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl());
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-test-'));
  const handle = createDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 5 });
  await migrateToLatest(handle);
  const close = handle.close;
  return {
    ...handle,
    url: url.toString(),
    dataDir,
    close: async () => {
      await close();
      const drop = new pg.Client({ connectionString: pgAdminUrl() });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ProvisionedDatabase {
  dialect: Dialect;
  databaseUrl: string | undefined;
  dataDir: string;
  dispose(): Promise<void>;
}

/** An empty database (not opened) for code that opens its own connection, like the service. */
export async function provisionDatabase(dialect: Dialect): Promise<ProvisionedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-test-'));
  if (dialect === 'sqlite') {
    return {
      dialect,
      databaseUrl: undefined,
      dataDir,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ofage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl());
  url.pathname = `/${name}`;
  return {
    dialect,
    databaseUrl: url.toString(),
    dataDir,
    dispose: async () => {
      const drop = new pg.Client({ connectionString: pgAdminUrl() });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The dialect names this run tests, for `describe.each`. */
export function testDialects(): { dialect: Dialect }[] {
  return testDatabases().map((d) => ({ dialect: d.dialect }));
}
