import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/create-database';
import { MIGRATIONS, isContractMigration, schemaProblem, type SchemaState } from '../db/migrate';
import { ensurePrivateDir, PRIVATE_FILE_MODE, writePrivateFile } from '../db/private-files';
import { ServiceError } from '../errors/service-error';
import {
  FILES_TABLE,
  isRestorableName,
  MANIFEST_TABLE,
  readManifest,
  type BackupManifest,
} from './backup-manifest';

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Where the database was restored; undefined when the backup carries none. */
  database: string | undefined;
  files: string[];
}

/**
 * Restores an `ofage backup` file into the data directory `dataDir`, checking everything before
 * writing anything: that it is a backup and whole (SQLite's `quick_check`), that this version
 * can serve its database by the rules of `ofage serve` (a schema a newer version contracted is
 * refused, not half understood), and that nothing it would write is there already — a restore never overwrites a
 * database or a secret, so it cannot land on a running service. The database is copied with
 * SQLite's backup and renamed into place; every file is written owner-only (0600). An older
 * database is migrated as any other (`ofage migrate`, or `serve` at start).
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
}): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  const { dataDir } = options;
  if (!fs.existsSync(file)) throw new ServiceError('INVALID_INPUT', `${file} does not exist`);
  let backup: SQLite.Database;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    backup.pragma('schema_version');
  } catch {
    throw new ServiceError('INVALID_INPUT', `${file} is not an ofage backup (not a SQLite file)`);
  }
  try {
    const manifest = readManifest(backup, file);
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') {
      throw new ServiceError('INVALID_INPUT', `${file} is damaged (SQLite: ${String(check)})`);
    }
    const database = path.join(dataDir, SQLITE_FILE);
    if (manifest.databaseIncluded) {
      if (options.dialect === 'postgres') {
        throw new ServiceError(
          'INVALID_INPUT',
          `${file} holds a SQLite database: unset DATABASE_URL to restore it into ${dataDir}`,
        );
      }
      // This version must be able to serve what it restores: the rules of `ofage serve`
      // (newer expand migrations are fine, a contracted schema is not).
      const problem = schemaProblem(schemaOf(manifest.migrations));
      if (problem?.code === 'SCHEMA_AHEAD') {
        throw new ServiceError(
          'INVALID_INPUT',
          `${file} was made by a newer ofage: ${problem.message}`,
        );
      }
    }
    const names = manifest.files;
    const unsafe = names.filter((n) => !isRestorableName(n));
    if (unsafe.length > 0) {
      throw new ServiceError('INVALID_INPUT', `${file} names files outside the data directory`);
    }
    const present = [
      ...(manifest.databaseIncluded ? [SQLITE_FILE, `${SQLITE_FILE}-wal`] : []),
      ...names,
    ].filter((n) => fs.existsSync(path.join(dataDir, n)));
    if (present.length > 0) {
      throw new ServiceError(
        'INVALID_INPUT',
        `${dataDir} already has ${present.join(', ')}: restore into a new data directory (or move these away first; stop the service that uses them)`,
      );
    }

    ensurePrivateDir(dataDir);
    if (manifest.databaseIncluded) await restoreDatabase(backup, database);
    const read = backup.prepare(`select content from ${FILES_TABLE} where name = ?`);
    for (const name of names) {
      const row = read.get(name) as { content: Buffer } | undefined;
      if (!row) throw new ServiceError('INVALID_INPUT', `${file} lacks its file ${name}`);
      writePrivateFile(path.join(dataDir, name), row.content);
    }
    return { manifest, database: manifest.databaseIncluded ? database : undefined, files: names };
  } finally {
    backup.close();
  }
}

/** Where a backed-up database's schema stands against this version (no times in a manifest). */
function schemaOf(migrations: readonly string[]): SchemaState {
  const recorded = new Set(migrations);
  const known = Object.keys(MIGRATIONS).sort();
  return {
    applied: known.filter((n) => recorded.has(n)).map((name) => ({ name, appliedAt: '' })),
    pending: known.filter((n) => !recorded.has(n)),
    newer: migrations
      .filter((n) => !(n in MIGRATIONS))
      .map((name) => ({ name, appliedAt: '', contract: isContractMigration(name) })),
  };
}

/** The backup's database, without the backup's own tables, renamed into place as `database`. */
async function restoreDatabase(backup: SQLite.Database, database: string): Promise<void> {
  const temporary = `${database}.${process.pid}.tmp`;
  fs.closeSync(fs.openSync(temporary, 'wx', PRIVATE_FILE_MODE));
  try {
    await backup.backup(temporary);
    const restored = new SQLite(temporary);
    try {
      restored.exec(`drop table ${MANIFEST_TABLE}; drop table ${FILES_TABLE};`);
    } finally {
      restored.close();
    }
    fs.renameSync(temporary, database);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
