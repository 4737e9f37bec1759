import { createBackup } from '../../backup/create-backup';
import type { CliCommand } from './command';
import { commandConfig } from './open-command-database';
import { UsageError } from './usage-error';

/**
 * `ofage backup <file> [--files-only]`: the SQLite database (SQLite's online backup, safe while
 * the service runs) and the data directory's files in one owner-only file. On PostgreSQL the
 * database is pg_dump's to copy: the command says so, and `--files-only` keeps the files.
 */
export const backupCommand: CliCommand = {
  database: false,
  run: async ({ io, positionals, flags, print }) => {
    const target = positionals[1];
    if (!target) throw new UsageError('backup needs the file: ofage backup /backups/ofage.backup');
    const config = commandConfig(io.env);
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (dialect === 'postgres' && !flags['files-only']) {
      io.stderr(
        [
          'ofage: the database is on PostgreSQL, which `ofage backup` does not copy. Back it up with',
          '  pg_dump --format=custom --file=ofage.dump "$DATABASE_URL"',
          'and keep what is not in the database with `ofage backup --files-only <file>`',
          '(docs/service/backups.md).',
        ].join('\n'),
      );
      return 1;
    }
    const summary = await createBackup({
      dataDir: config.dataDir,
      dialect,
      target,
      filesOnly: flags['files-only'],
      now: Date.now(),
    });
    const { manifest } = summary;
    print(
      [
        `backed up to ${summary.file} (${summary.bytes} bytes, owner-only):`,
        manifest.databaseIncluded
          ? `  the database (${manifest.migrations.length} migrations)`
          : `  not the database (${dialect === 'postgres' ? 'PostgreSQL: pg_dump it' : '--files-only'})`,
        ...manifest.files.map((name) => `  ${name}`),
        'It holds the signing keys and secrets: store it as you store the secrets themselves.',
      ].join('\n'),
      { file: summary.file, bytes: summary.bytes, ...manifest },
    );
    return 0;
  },
};
