import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/create-database';
import { PRIVATE_FILE_MODE } from '../db/private-files';
import { ServiceError } from '../errors/service-error';
import { dataDirFiles, writeBackupTables, type BackupManifest } from './backup-manifest';

/** Pages per step of SQLite's backup: all of them, in one step (see `createBackup`). */
const ALL_PAGES = 0x7fffffff;

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * Writes a backup of the data directory `dataDir` to `target`: one file, owner-only (0600), that
 * is itself a SQLite database — a copy of the service's (unless `filesOnly`, and never on
 * PostgreSQL) plus the data directory's other files and a manifest in tables of its own.
 *
 * The copy is SQLite's online backup, safe while `ofage serve` runs and writes: it copies every
 * page in a single step, inside one read transaction, so the copy is the database as of one
 * moment (in WAL mode the writers go on meanwhile). Smaller steps would start over each time
 * another connection writes, and might never finish on a busy service. The file is written
 * beside `target` and renamed into place, so `target` is either the old file or a whole backup.
 *
 * @example
 * // src/service/cli/commands/backup.ts
 * await createBackup({ dataDir: config.dataDir, dialect: 'sqlite', target: '/backups/ofage-2026-01-01.ofage-backup', filesOnly: false, now: Date.now() });
 */
export async function createBackup(options: {
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  target: string;
  filesOnly: boolean;
  now: number;
}): Promise<BackupSummary> {
  const { dataDir, dialect } = options;
  const target = path.resolve(options.target);
  const relative = path.relative(dataDir, target);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new ServiceError(
      'INVALID_INPUT',
      `${target} is inside the data directory ${dataDir}: keep backups elsewhere (they would go with the data directory, and into the next backup)`,
    );
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new ServiceError('INVALID_INPUT', `${path.dirname(target)} does not exist`);
  }
  const includeDatabase = dialect === 'sqlite' && !options.filesOnly;
  const database = path.join(dataDir, SQLITE_FILE);
  if (includeDatabase && !fs.existsSync(database)) {
    throw new ServiceError(
      'INVALID_INPUT',
      `no database at ${database}: is OFAGE_DATA_DIR the service's data directory?`,
    );
  }

  const temporary = `${target}.${process.pid}.tmp`;
  fs.closeSync(fs.openSync(temporary, 'wx', PRIVATE_FILE_MODE));
  try {
    let migrations: string[] = [];
    if (includeDatabase) {
      const source = new SQLite(database, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(temporary, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
    }
    const names = dataDirFiles(dataDir);
    const files = new Map(names.map((name) => [name, fs.readFileSync(path.join(dataDir, name))]));
    const backup = new SQLite(temporary);
    try {
      // The copy carries the service's WAL mode; a backup is one self-contained file.
      backup.pragma('journal_mode = DELETE');
      if (includeDatabase) migrations = migrationsOf(backup);
      const manifest: BackupManifest = {
        format: 1,
        createdAt: new Date(options.now).toISOString(),
        dialect,
        databaseIncluded: includeDatabase,
        migrations,
        files: names,
      };
      backup.transaction(() => writeBackupTables(backup, manifest, files))();
      backup.close();
      fs.chmodSync(temporary, PRIVATE_FILE_MODE);
      fs.renameSync(temporary, target);
      return { file: target, manifest, bytes: fs.statSync(target).size };
    } finally {
      if (backup.open) backup.close();
    }
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** The migrations a copied database had run (Kysely's table). */
function migrationsOf(database: SQLite.Database): string[] {
  const rows = database.prepare('select name from kysely_migration order by name').all() as {
    name: string;
  }[];
  return rows.map((r) => r.name);
}
