import type { CliCommand } from './command';

/** `ofage migrate`: every command migrates first, so this one only reports what that applied. */
export const migrateCommand: CliCommand = {
  database: true,
  run: async ({ applied, print }) => {
    print(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date', {
      applied,
    });
    return 0;
  },
};
