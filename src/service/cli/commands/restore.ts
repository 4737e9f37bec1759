import { restoreBackup } from '../../backup/restore-backup';
import type { CliCommand } from './command';
import { commandConfig } from './open-command-database';
import { UsageError } from './usage-error';

/**
 * `ofage restore <file>`: an `ofage backup` file into the (new) data directory named by
 * OFAGE_DATA_DIR. Refuses a data directory that has a database or any of the files already.
 */
export const restoreCommand: CliCommand = {
  database: false,
  run: async ({ io, positionals, print }) => {
    const file = positionals[1];
    if (!file) throw new UsageError('restore needs the file: ofage restore /backups/ofage.backup');
    const config = commandConfig(io.env);
    const summary = await restoreBackup({
      file,
      dataDir: config.dataDir,
      dialect: config.databaseUrl ? 'postgres' : 'sqlite',
    });
    const { manifest } = summary;
    print(
      [
        `restored the backup of ${manifest.createdAt} into ${config.dataDir}:`,
        summary.database
          ? `  the database (${summary.database})`
          : manifest.dialect === 'postgres'
            ? '  not the database: restore it with pg_restore (docs/service/backups.md)'
            : '  not the database (a --files-only backup)',
        ...summary.files.map((name) => `  ${name}`),
        'Start the service with the same OFAGE_PUBLIC_URL and secrets from the environment as before.',
      ].join('\n'),
      { dataDir: config.dataDir, database: summary.database ?? null, ...manifest },
    );
    return 0;
  },
};
