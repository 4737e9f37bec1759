import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, PRIVATE_FILE_MODE, restrictFiles } from './private-files';
import type { BatchOptions } from './delete-in-batches';
import { reclaimSqliteSpace } from './reclaim-sqlite-space';
import type { Database } from './schema';
import { ServiceError } from '../errors/service-error';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human-readable location without credentials, for logs. */
  location: string;
  /** PostgreSQL only: the connection pool's use now (metrics). */
  poolStats?(): PoolStats;
  /**
   * SQLite only: gives the pages deletes freed back to the file system and empties the WAL
   * (`reclaimSqliteSpace`); run after each purge. Answers the pages given back.
   */
  reclaimSpace?(options?: BatchOptions): Promise<number>;
  /**
   * SQLite only: `incremental` when the file can shrink after purges; `none` for a database
   * too large to switch at start-up (`SQLITE_VACUUM_SWITCH_MAX_BYTES`): a start with
   * `OFAGE_SQLITE_VACUUM_ON_START=true` switches it.
   */
  autoVacuum?: 'incremental' | 'none';
  close(): Promise<void>;
}

/** A PostgreSQL pool's connections: open, idle, queries waiting for one, and its size. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside `dataDir`; `:memory:` for an in-memory database. */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** How long to wait for PostgreSQL to accept a connection (default 10 s). */
  connectTimeoutMs?: number;
  /** SQLite page cache of the service's connection, in MiB (default `DEFAULT_SQLITE_CACHE_MB`). */
  sqliteCacheMb?: number;
  /**
   * SQLite: the largest existing file switched to `auto_vacuum = INCREMENTAL` on opening
   * (default `SQLITE_VACUUM_SWITCH_MAX_BYTES`; `OFAGE_SQLITE_VACUUM_ON_START` makes it any size).
   */
  vacuumSwitchMaxBytes?: number;
}

/** The SQLite database's file name in the data directory. */
export const SQLITE_FILE = 'ofage.db';

/** The default wait for a PostgreSQL connection (`OFAGE_DB_CONNECT_TIMEOUT_MS`). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

// int8 (bigint) holds epoch milliseconds: well inside Number's exact range.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the database named by the options: PostgreSQL when a URL is given, SQLite otherwise. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const url = options.databaseUrl;
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new ServiceError(
        'CONFIG_INVALID',
        `DATABASE_URL must start with postgres:// or postgresql:// (got "${redactUrl(url)}")`,
      );
    }
    // Without a connect timeout, a server that accepts the TCP connection and never answers
    // (a stuck PostgreSQL, a firewall that swallows packets) holds start-up forever.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    // An idle client's error (the server restarted) must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const max = options.poolSize ?? 10;
    return {
      db,
      dialect: 'postgres',
      location: redactUrl(url),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      close: () => db.destroy(),
    };
  }

  const file = options.sqliteFile ?? SQLITE_FILE;
  let filename = file;
  if (file !== ':memory:') {
    // The database holds the signing private key, the console secret and webhook secrets:
    // owner-only directory, and the file created 0600 before SQLite opens it. SQLite gives its
    // -wal and -shm files the database file's mode; existing files are tightened as well.
    ensurePrivateDir(options.dataDir);
    // The data directory is chosen at run time; keep it out of Next.js output file tracing.
    filename = path.join(/*turbopackIgnore: true*/ options.dataDir, file);
    fs.closeSync(fs.openSync(/*turbopackIgnore: true*/ filename, 'a', PRIVATE_FILE_MODE));
    restrictFiles([filename, `${filename}-wal`, `${filename}-shm`]);
  }
  const sqlite = new SQLite(filename);
  sqlite.pragma('busy_timeout = 5000');
  // Before WAL and before any table: a new database is created able to shrink.
  const autoVacuum = switchToIncrementalVacuum(
    sqlite,
    filename,
    options.vacuumSwitchMaxBytes ?? SQLITE_VACUUM_SWITCH_MAX_BYTES,
  );
  sqlite.pragma('journal_mode = WAL');
  if (file !== ':memory:') restrictFiles([`${filename}-wal`, `${filename}-shm`]);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A checkpoint cuts a WAL that a large write left behind back to this size.
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma(`cache_size = -${(options.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB) * 1024}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    location: filename,
    reclaimSpace: (batches) => reclaimSqliteSpace(db, sqlite, batches),
    autoVacuum,
    close: () => db.destroy(),
  };
}

/** The WAL's size after a checkpoint, at most (`journal_size_limit`). */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** The default SQLite page cache (`OFAGE_SQLITE_CACHE_MB`); SQLite's own is 2 MB. */
export const DEFAULT_SQLITE_CACHE_MB = 64;

/**
 * The largest existing database switched to `auto_vacuum = INCREMENTAL` at start-up: the switch
 * is a `VACUUM`, which rewrites the whole file while nothing else runs (about a second per
 * 100 MB on a quiet machine). A larger one is switched at a start with
 * `OFAGE_SQLITE_VACUUM_ON_START=true`.
 */
export const SQLITE_VACUUM_SWITCH_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Makes the database one whose file can shrink (`auto_vacuum = INCREMENTAL`, then
 * `reclaimSqliteSpace` after each purge). SQLite takes the setting on a database without tables
 * as it is; an existing one needs a `VACUUM`, done here when the file is small enough.
 */
function switchToIncrementalVacuum(
  sqlite: SQLite.Database,
  filename: string,
  maxBytes: number,
): 'incremental' | 'none' {
  if (sqlite.pragma('auto_vacuum', { simple: true }) === 2) return 'incremental';
  const tables = sqlite.prepare('select count(*) from sqlite_master').pluck().get() as number;
  const size = filename === ':memory:' ? 0 : fs.statSync(filename).size;
  if (tables > 0 && size > maxBytes) return 'none';
  sqlite.pragma('auto_vacuum = INCREMENTAL');
  if (tables > 0) sqlite.exec('VACUUM');
  return 'incremental';
}

/**
 * Kysely prepares every query anew; preparing costs as much as running a small insert. The
 * service issues a few dozen distinct SQL strings, so a bounded cache of prepared statements
 * removes that cost from the hot path.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  max = 500,
): { prepare: (sql: string) => SQLite.Statement; close: () => void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let stmt = cache.get(sql);
      if (!stmt) {
        if (cache.size >= max) cache.clear();
        stmt = sqlite.prepare(sql);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    close: () => {
      cache.clear();
      sqlite.close();
    },
  };
}

/** Drops the password from a connection URL so it can be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<unparseable url>';
  }
}
