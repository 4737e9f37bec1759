import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { provisionDatabase, testDialects } from '../../support/databases';

const BIN = path.resolve(import.meta.dirname, '../../../bin/ofage.js');

/**
 * `ofage …` as a person types it: the real binary, in a folder of its own, with no
 * OFAGE_DATA_DIR or DATABASE_URL (the default data directory is `.data` there).
 */
async function ofageIn(
  cwd: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env.OFAGE_DATA_DIR;
  delete env.DATABASE_URL;
  delete env.OFAGE_PUBLIC_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      cwd,
      env,
    });
    return { code: 0, stdout: stdout.trim(), stderr: stderr.trim() };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout.trim(), stderr: e.stderr.trim() };
  }
}

const run = async (env: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const folders: string[] = [];
const emptyFolder = (): string => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-cwd-')));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Commands that only read or change what a database already holds. */
const MANAGING: string[][] = [
  ['products', 'list'],
  ['keys', 'list', '--product', 'p-1'],
  ['keys', 'create', '--product', 'p-1'],
  ['webhooks', 'test', '--product', 'p-1'],
  ['webhooks', 'list'],
  ['webhooks', 'add', 'https://hooks.example.com/', '--product', 'p-1'],
  ['webhooks', 'remove', 'we_0123'],
  ['webhooks', 'rotate-secret', 'we_0123'],
  ['audit', 'list'],
  ['signing-keys', 'list'],
  ['signing-keys', 'rotate'],
  ['oidc-keys', 'list'],
  ['oidc-clients', 'pending'],
  ['console-secret', 'rotate'],
  ['age-keys', 'revoke', '--credential=abc'],
  ['migrate', '--status'],
];

describe('ofage in a folder without a database', () => {
  it.each(MANAGING.map((argv) => [argv.join(' '), argv]))(
    '`ofage %s` refuses, names the data directory it looked at, and creates nothing',
    async (_, argv) => {
      const cwd = emptyFolder();
      const result = await ofageIn(cwd, argv as string[]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        `ofage: no ofage database in ${path.join(cwd, '.data')} (OFAGE_DATA_DIR is not set: .data in the current directory). Nothing was created.`,
      );
      expect(result.stderr).toContain('OFAGE_DATA_DIR=<its data directory>');
      expect(result.stderr).not.toMatch(/Usage/);
      expect(fs.readdirSync(cwd)).toEqual([]);
    },
  );

  it('a data directory that exists but holds no database is refused too, and stays empty', async () => {
    const dataDir = emptyFolder();
    const result = await run({ OFAGE_DATA_DIR: dataDir }, 'products', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`no ofage database in ${dataDir} (OFAGE_DATA_DIR)`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('`ofage products create` sets up the database, says where on stderr; then `products list` reads it', async () => {
    const cwd = emptyFolder();
    const created = await ofageIn(cwd, ['products', 'create', '--name', 'Shop', '--json']);
    expect(created.code).toBe(0);
    expect(created.stderr).toBe(
      `ofage: created a new database: SQLite, ${path.join(cwd, '.data', 'ofage.db')} (OFAGE_DATA_DIR is not set: .data in the current directory)`,
    );
    const { id } = JSON.parse(created.stdout) as { id: string };
    const listed = await ofageIn(cwd, ['products', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}  Shop`);
    expect(listed.stderr).toBe('');
  });

  it('`ofage accounts create` and `ofage migrate` may start a new database as well', async () => {
    const account = await ofageIn(emptyFolder(), ['accounts', 'create', '--email', 'a@shop.test']);
    expect(account.code).toBe(0);
    expect(account.stderr).toMatch(/^ofage: created a new database: SQLite, /);
    const migrated = await ofageIn(emptyFolder(), ['migrate']);
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toMatch(
      /^applying to SQLite, \/.*\/\.data\/ofage\.db \(a new database\): 0001-initial, /,
    );
  });

  it('an empty product list says which database it read', async () => {
    const cwd = emptyFolder();
    await ofageIn(cwd, ['migrate']);
    const listed = await ofageIn(cwd, ['products', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe(`no products in SQLite, ${path.join(cwd, '.data', 'ofage.db')}`);
  });
});

describe.each(testDialects().filter((d) => d.dialect === 'postgres'))(
  'ofage on a PostgreSQL database nothing has started on',
  ({ dialect }) => {
    const disposers: (() => Promise<void>)[] = [];
    afterEach(async () => {
      await Promise.all(disposers.splice(0).map((d) => d()));
    });

    it('refuses a managing command, naming the database, and creates no table', async () => {
      const db = await provisionDatabase(dialect);
      disposers.push(db.dispose);
      const admin = new URL(db.databaseUrl!);
      const result = await run(
        { OFAGE_DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl! },
        'products',
        'list',
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`(DATABASE_URL) has no ofage tables`);
      expect(result.stderr).toContain(`${admin.host}${admin.pathname}`);
      const client = new pg.Client({ connectionString: db.databaseUrl });
      await client.connect();
      try {
        const tables = await client.query(
          `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        expect(tables.rows[0]).toEqual({ n: 0 });
      } finally {
        await client.end();
      }
      const created = await run(
        { OFAGE_DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl! },
        'products',
        'create',
        '--name',
        'Shop',
      );
      expect(created.code).toBe(0);
      expect(created.stderr).toMatch(/^ofage: created a new database: PostgreSQL, /);
    });
  },
);

describe('the usage, on request only', () => {
  it('an error names the command’s help instead of printing every command', async () => {
    const cwd = emptyFolder();
    const missing = await ofageIn(cwd, ['products', 'create']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'ofage: products create needs --name\nRun `ofage products create --help` for its options.',
    );
    expect(fs.readdirSync(cwd)).toEqual([]);
    const flag = await ofageIn(cwd, ['keys', 'list', '--prodcut', 'x']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/^ofage: Unknown option '--prodcut'/);
    expect(flag.stderr).toMatch(/Run `ofage keys list --help` for its options\.$/);
    expect(flag.stderr.split('\n')).toHaveLength(2);
  });

  it('`ofage <command> --help` prints that command’s usage; `ofage --help` every command', async () => {
    const one = await run({}, 'keys', 'create', '--help');
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(
      /^Usage:\n {2}ofage keys create --product <id> \[--mode test\|live\] \[--name <label>\]\n\n/,
    );
    expect(one.stdout).not.toContain('products create');
    const group = await run({}, 'oidc-clients', '--help');
    expect(group.stdout).toContain('ofage oidc-clients create --product <id>');
    expect(group.stdout).toContain('ofage oidc-clients approve --client <client id>');
    expect(group.stdout).not.toContain('keys create');
    const all = await run({}, '--help');
    expect(all.stdout).toMatch(/^Usage: ofage <command> \[options\]/);
    expect(all.stdout).toContain('products create');
    expect(all.stdout).toContain('oidc-clients create');
  });
});
