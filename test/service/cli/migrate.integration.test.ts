import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { createDatabase } from '../../../src/service/db/create-database';
import { provisionDatabase, testDialects, type ProvisionedDatabase } from '../../support/databases';

/** This version's migrations, from its files (what `ofage migrate` should apply to an empty database). */
const ALL = Object.keys(import.meta.glob('../../../src/service/db/migrations/*.ts'))
  .map((file) => file.split('/').pop()!.replace(/\.ts$/, ''))
  .sort();

const run = async (env: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

interface StatusJson {
  applied: { name: string; appliedAt: string }[];
  pending: string[];
  newer: { name: string; contract: boolean }[];
  problem: { code: string; message: string } | null;
}

describe.each(testDialects())('ofage migrate as a step of its own on $dialect', ({ dialect }) => {
  let db: ProvisionedDatabase;
  let env: Record<string, string>;
  /** Writes what a newer version's `ofage migrate` leaves in the migrations table. */
  const recordNewer = async (name: string) => {
    const handle = createDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    try {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        handle.db,
      );
    } finally {
      await handle.close();
    }
  };
  beforeAll(async () => {
    db = await provisionDatabase(dialect);
    env = {
      OFAGE_DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    };
  });
  afterAll(async () => db.dispose());

  it('--status lists every migration as pending on an empty database, exits 3, and changes nothing', async () => {
    if (dialect === 'sqlite') {
      // Without the file there is no database: --status reads only, so it creates none.
      const file = path.join(db.dataDir, 'ofage.db');
      const none = await run(env, 'migrate', '--status');
      expect(none.code).toBe(1);
      expect(none.stderr).toContain(`no ofage database in ${db.dataDir}`);
      expect(fs.existsSync(file)).toBe(false);
      new SQLite(file).close();
    }
    for (const flag of ['--status', '--dry-run']) {
      const status = await run(env, 'migrate', flag, '--json');
      expect(status.code).toBe(3);
      const json = JSON.parse(status.stdout) as StatusJson;
      expect(json).toMatchObject({ applied: [], pending: ALL, newer: [] });
      expect(json.problem?.code).toBe('SCHEMA_BEHIND');
    }
    const human = await run(env, 'migrate', '--status');
    expect(human.code).toBe(3);
    expect(human.stdout).toMatch(/^pending {2}0001-initial +not applied$/m);
    expect(human.stdout).toContain('run `ofage migrate` with this version first');
  });

  it('with OFAGE_MIGRATE_ON_START=false, serve and the commands refuse a database behind this version and say to run ofage migrate', async () => {
    const off = {
      ...env,
      OFAGE_MIGRATE_ON_START: 'false',
      OFAGE_METHOD_WORKERS: '0',
      HOST: '127.0.0.1',
    };
    const create = await run(off, 'products', 'create', '--name', 'Shop');
    expect(create.code).toBe(1);
    expect(create.stderr).toContain(`lacks ${ALL.length} migrations of this version`);
    expect(create.stderr).toContain('`ofage migrate`');
    // A command that only reads refuses a database without tables before that.
    const list = await run(off, 'products', 'list');
    expect(list.code).toBe(1);
    expect(list.stderr).toContain('`ofage migrate`');
    const serve = await run(off, 'serve', '--port', '0');
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain('`ofage migrate`');
    expect(serve.stdout).not.toContain('listening');
    expect((await run(env, 'migrate', '--status')).code).toBe(3);
  });

  it('applies what is pending, saying which before and after; then it is up to date and --status exits 0', async () => {
    const first = await run(env, 'migrate');
    expect(first.code).toBe(0);
    // What it is about to apply goes to stderr first; the result to stdout.
    expect(first.stderr).toMatch(
      new RegExp(`^applying to (PostgreSQL|SQLite), \\S+ \\(a new database\\): ${ALL.join(', ')}$`),
    );
    expect(first.stdout).toMatch(
      new RegExp(`^applied: ${ALL.join(', ')} \\(\\d+ ms\\); database is up to date$`),
    );
    const again = await run(env, 'migrate', '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ applied: [], newer: [] });
    const status = await run(env, 'migrate', '--status', '--json');
    expect(status.code).toBe(0);
    const json = JSON.parse(status.stdout) as StatusJson;
    expect(json.applied.map((m) => m.name)).toEqual(ALL);
    expect(json).toMatchObject({ pending: [], newer: [], problem: null });
    const off = { ...env, OFAGE_MIGRATE_ON_START: 'false' };
    expect((await run(off, 'products', 'list')).code).toBe(0);
  });

  it('a newer version’s expand migration: nothing to apply, exit 0, and the commands keep working', async () => {
    await recordNewer('0099-newer-table');
    const migrate = await run(env, 'migrate');
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toBe(
      'database is up to date (it also has 0099-newer-table of a newer version, expand only: this version serves beside it)',
    );
    const status = await run(env, 'migrate', '--status');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(
      /^newer {4}0099-newer-table .* expand: this version serves beside it$/m,
    );
    expect((await run(env, 'products', 'list')).code).toBe(0);
    expect((await run({ ...env, OFAGE_MIGRATE_ON_START: '0' }, 'products', 'list')).code).toBe(0);
  });

  it('a newer version’s contract migration: exit 4, nothing applied, and the commands refuse the database saying why', async () => {
    await recordNewer('0100-contract-drop-allowed-origins');
    const migrate = await run(env, 'migrate');
    expect(migrate.code).toBe(4);
    expect(migrate.stderr).toContain('0100-contract-drop-allowed-origins');
    expect(migrate.stderr).toContain('restore the backup');
    const status = await run(env, 'migrate', '--status', '--json');
    expect(status.code).toBe(4);
    const json = JSON.parse(status.stdout) as StatusJson;
    expect(json.newer).toEqual([
      expect.objectContaining({ name: '0099-newer-table', contract: false }),
      expect.objectContaining({ name: '0100-contract-drop-allowed-origins', contract: true }),
    ]);
    expect(json.problem?.code).toBe('SCHEMA_AHEAD');
    const list = await run(env, 'products', 'list');
    expect(list.code).toBe(1);
    expect(list.stderr).toContain('restore the backup');
  });
});
