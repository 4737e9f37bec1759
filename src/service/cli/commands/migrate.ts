import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../../db/create-database';
import { migrateToLatest, schemaProblem, type SchemaState } from '../../db/migrate';
import type { CliCommand } from './command';
import { openCommandDatabase } from './open-command-database';

/**
 * `ofage migrate`'s exit codes (docs/service/upgrades.md): `ok` the database is what this version
 * serves; `failed` it could not be reached or a migration failed; `usage` a bad command line;
 * `pending` (`--status` only) migrations of this version are not applied; `ahead` a newer version
 * contracted the schema, so this one neither migrates nor serves it.
 */
export const MIGRATE_EXIT = { ok: 0, failed: 1, usage: 2, pending: 3, ahead: 4 } as const;

/**
 * `ofage migrate [--status | --dry-run]`: the database step of an upgrade, run once before the
 * new version's instances start (which, with `OFAGE_MIGRATE_ON_START=false`, do not migrate).
 * Applies this version's pending migrations, saying which before (stderr) and after (stdout);
 * `--status` changes nothing and lists the applied, the pending and a newer version's migrations.
 */
export const migrateCommand: CliCommand = {
  database: false,
  run: async ({ io, flags, print }) => {
    // --status reads only: it creates no database where there is none.
    const readOnly = flags.status || flags['dry-run'];
    const { handle, schema } = await openCommandDatabase(io.env, {
      step: 'as-is',
      mayCreate: !readOnly,
      readsEmpty: true,
    });
    try {
      const database = { dialect: handle.dialect, location: handle.location };
      const problem = schemaProblem(schema);
      if (flags.status || flags['dry-run']) {
        print(formatStatus(handle, schema, problem?.message), {
          database,
          ...schema,
          problem: problem ? { code: problem.code, message: problem.message } : null,
        });
        if (problem?.code === 'SCHEMA_AHEAD') return MIGRATE_EXIT.ahead;
        return schema.pending.length > 0 ? MIGRATE_EXIT.pending : MIGRATE_EXIT.ok;
      }
      if (problem?.code === 'SCHEMA_AHEAD') {
        io.stderr(`ofage: ${problem.message}`);
        return MIGRATE_EXIT.ahead;
      }
      const newer = newerNote(schema);
      if (schema.pending.length === 0) {
        print(`database is up to date${newer}`, { database, applied: [], newer: schema.newer });
        return MIGRATE_EXIT.ok;
      }
      // Before it runs, on stderr (stdout keeps the result): a migration waiting on a lock or a
      // long one shows which it is.
      const fresh = schema.applied.length === 0 && schema.newer.length === 0;
      io.stderr(
        `applying to ${where(handle)}${fresh ? ' (a new database)' : ''}: ${schema.pending.join(', ')}`,
      );
      const started = performance.now();
      const applied = await migrateToLatest(handle);
      const ms = Math.round(performance.now() - started);
      print(
        applied.length > 0
          ? `applied: ${applied.join(', ')} (${ms} ms); database is up to date${newer}`
          : `database is up to date (another process applied them)${newer}`,
        { database, applied, ms, newer: schema.newer },
      );
      return MIGRATE_EXIT.ok;
    } finally {
      await handle.close();
    }
  },
};

function where(handle: DatabaseHandle): string {
  return `${handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${handle.location}`;
}

function newerNote(schema: SchemaState): string {
  if (schema.newer.length === 0) return '';
  return ` (it also has ${schema.newer.map((m) => m.name).join(', ')} of a newer version, expand only: this version serves beside it)`;
}

/** `--status`: every migration, one a line, then what the state means. */
function formatStatus(
  handle: DatabaseHandle,
  schema: SchemaState,
  problem: string | undefined,
): string {
  const width = Math.max(
    24,
    ...[...schema.applied, ...schema.newer].map((m) => m.name.length),
    ...schema.pending.map((n) => n.length),
  );
  const row = (label: string, name: string, note: string) =>
    `${label.padEnd(9)}${name.padEnd(width + 2)}${note}`.trimEnd();
  const lines = [`database ${where(handle)}`];
  schema.applied.forEach((m, i) => lines.push(row(i === 0 ? 'applied' : '', m.name, m.appliedAt)));
  if (schema.applied.length === 0) lines.push(row('applied', '(none)', ''));
  schema.pending.forEach((n, i) => lines.push(row(i === 0 ? 'pending' : '', n, 'not applied')));
  if (schema.pending.length === 0) lines.push(row('pending', '(none)', ''));
  schema.newer.forEach((m, i) =>
    lines.push(
      row(
        i === 0 ? 'newer' : '',
        m.name,
        `${m.appliedAt}  ${m.contract ? 'contract: this version cannot serve it' : 'expand: this version serves beside it'}`,
      ),
    ),
  );
  lines.push(
    problem
      ? `\n${problem}`
      : schema.newer.length > 0
        ? '\nahead of this version, expand only: it serves this database'
        : '\nup to date: nothing to apply',
  );
  return lines.join('\n');
}
