import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/create-database';
import { ServiceError } from '../errors/service-error';

/** The backup file's own tables, beside the copied database's: its manifest and the files. */
export const MANIFEST_TABLE = 'ofage_backup';
export const FILES_TABLE = 'ofage_backup_files';

const FORMAT = 1;

/** What an `ofage backup` file holds, in its `ofage_backup` table. */
export interface BackupManifest {
  format: typeof FORMAT;
  /** ISO 8601. */
  createdAt: string;
  /** Where the service's database was: SQLite is copied in, PostgreSQL never is. */
  dialect: 'sqlite' | 'postgres';
  databaseIncluded: boolean;
  /** The migrations the copied database had run (none without a database). */
  migrations: string[];
  /** The data directory's files, by name. */
  files: string[];
}

/**
 * The data directory's files a backup carries: every regular file at its top level but the
 * database's own (the database is copied with SQLite's backup, its `-wal` and `-shm` are part of
 * it) and half-written temporary files. Those files are the seed credentials and the recorded
 * settings today (and the wallet test issuer's key, from versions before migration 0017); a file
 * added later is carried without a change here, since a secret left behind is worse than a small
 * file carried along.
 */
export function dataDirFiles(dataDir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dataDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const database = new RegExp(`^${SQLITE_FILE.replace('.', '\\.')}(-wal|-shm|-journal)?$`);
  return entries
    .filter((e) => e.isFile() && !database.test(e.name) && !e.name.endsWith('.tmp'))
    .map((e) => e.name)
    .sort();
}

/**
 * A file name a backup may restore: a plain name in the data directory, nothing that climbs
 * out of it or hides (a backup file can be edited by whoever holds it).
 */
export function isRestorableName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && path.basename(name) === name;
}

/** The manifest of an opened backup file, or a clear error when it is not one. */
export function readManifest(backup: SQLite.Database, file: string): BackupManifest {
  const notBackup = () =>
    new ServiceError('INVALID_INPUT', `${file} is not an ofage backup (made by \`ofage backup\`)`);
  let row: { manifest: string } | undefined;
  try {
    row = backup.prepare(`select manifest from ${MANIFEST_TABLE}`).get() as
      { manifest: string } | undefined;
  } catch {
    throw notBackup();
  }
  if (!row) throw notBackup();
  const manifest = JSON.parse(row.manifest) as BackupManifest;
  if (manifest.format !== FORMAT) {
    throw new ServiceError(
      'INVALID_INPUT',
      `${file} is a backup of format ${String(manifest.format)}; this ofage reads format ${FORMAT}: restore it with the version that made it`,
    );
  }
  return manifest;
}

/** Writes the manifest and the files into the backup file (inside one transaction). */
export function writeBackupTables(
  backup: SQLite.Database,
  manifest: BackupManifest,
  files: ReadonlyMap<string, Buffer>,
): void {
  backup.exec(`
    create table ${MANIFEST_TABLE} (manifest text not null);
    create table ${FILES_TABLE} (name text primary key, content blob not null);
  `);
  backup
    .prepare(`insert into ${MANIFEST_TABLE} (manifest) values (?)`)
    .run(JSON.stringify(manifest));
  const insert = backup.prepare(`insert into ${FILES_TABLE} (name, content) values (?, ?)`);
  for (const [name, content] of files) insert.run(name, content);
}
