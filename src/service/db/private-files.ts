import fs from 'node:fs';
import path from 'node:path';

/** Owner only: the data directory. */
export const PRIVATE_DIR_MODE = 0o700;
/** Owner read/write only: the database, its WAL and shared-memory files, seed files, secrets. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the data directory owner-only (0700) and tightens an existing one: it holds the
 * signing private key, the console secret and webhook secrets (in the database) and the demo
 * credentials. `mkdir`'s mode is filtered by the umask and ignored for a directory that exists,
 * so the mode is set explicitly. A directory owned by someone else (chmod refused) is left as it
 * is; the files inside are still created 0600.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch {
    // Not ours to change (EPERM): the files below are 0600 either way.
  }
}

/**
 * Writes a file readable by the owner only. `writeFileSync`'s `mode` applies only when the file
 * is created, so a file left world-readable by an earlier version is tightened too.
 */
export function writePrivateFile(file: string, content: string | Uint8Array): void {
  ensurePrivateDir(path.dirname(file));
  fs.writeFileSync(file, content, { mode: PRIVATE_FILE_MODE });
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** Sets 0600 on each of these files that exists (SQLite's `-wal` and `-shm` come and go). */
export function restrictFiles(files: readonly string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
