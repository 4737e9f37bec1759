import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_TABLE, MANIFEST_TABLE } from '../../../src/service/backup/backup-manifest';
import { runCli } from '../../../src/service/cli/main';
import { createDatabase } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';

/**
 * What `ofage backup` and `ofage restore` refuse, before writing anything: a backup inside the
 * data directory, a file that is no backup (or a damaged one), one from a newer version, one that
 * names files outside the data directory, and a data directory that has a database or a file
 * the backup would write.
 */
describe('backup and restore refusals', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-restore-checks-'));
  const dataDir = path.join(scratch, 'data');
  const good = path.join(scratch, 'good.backup');

  const ofage = async (dir: string, ...argv: string[]) => {
    const out: string[] = [];
    const code = await runCli(argv, {
      stdout: (l) => out.push(l),
      stderr: (l) => out.push(l),
      env: { OFAGE_DATA_DIR: dir, OFAGE_LOG_LEVEL: 'silent' },
    });
    return { code, output: out.join('\n') };
  };
  /** A copy of the good backup, changed by `edit` through SQLite. */
  const edited = (name: string, edit: (db: SQLite.Database) => void) => {
    const file = path.join(scratch, name);
    fs.copyFileSync(good, file);
    const db = new SQLite(file);
    edit(db);
    db.close();
    return file;
  };
  const fresh = () => fs.mkdtempSync(path.join(scratch, 'target-'));

  beforeAll(async () => {
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle);
    await handle.close();
    fs.writeFileSync(path.join(dataDir, 'demo-seed.json'), '{"apiKey":"x","webhookSecret":"y"}');
    expect(await ofage(dataDir, 'backup', good)).toMatchObject({ code: 0 });
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('never writes a backup into the data directory', async () => {
    const inside = await ofage(dataDir, 'backup', path.join(dataDir, 'copy.backup'));
    expect(inside.code).toBe(1);
    expect(inside.output).toContain('inside the data directory');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['demo-seed.json', 'ofage.db']);
  });

  it('restores nothing from a file that is not a backup, or a damaged one', async () => {
    const notSqlite = path.join(scratch, 'notes.txt');
    fs.writeFileSync(notSqlite, 'hello');
    const plainDb = path.join(dataDir, 'ofage.db');
    const damaged = path.join(scratch, 'damaged.backup');
    const bytes = fs.readFileSync(good);
    bytes.fill(0xff, 4096, 12288);
    fs.writeFileSync(damaged, bytes);
    for (const [file, message] of [
      [notSqlite, 'not an ofage backup'],
      [plainDb, 'not an ofage backup'],
      [damaged, 'damaged'],
    ] as const) {
      const target = fresh();
      const answer = await ofage(target, 'restore', file);
      expect(answer.code, file).toBe(1);
      expect(answer.output).toMatch(new RegExp(`${message}|malformed`));
      expect(fs.readdirSync(target)).toEqual([]);
    }
  });

  it('refuses a backup whose schema a newer version contracted, and one naming files outside the data directory', async () => {
    const newer = edited('newer.backup', (db) => {
      const { manifest } = db.prepare(`select manifest from ${MANIFEST_TABLE}`).get() as {
        manifest: string;
      };
      const parsed = JSON.parse(manifest) as { migrations: string[] };
      parsed.migrations.push('9999-contract-from-the-future');
      db.prepare(`update ${MANIFEST_TABLE} set manifest = ?`).run(JSON.stringify(parsed));
    });
    const target = fresh();
    const refused = await ofage(target, 'restore', newer);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('9999-contract-from-the-future');

    const climbing = edited('climbing.backup', (db) => {
      const { manifest } = db.prepare(`select manifest from ${MANIFEST_TABLE}`).get() as {
        manifest: string;
      };
      const parsed = JSON.parse(manifest) as { files: string[] };
      parsed.files.push('../outside.json');
      db.prepare(`update ${MANIFEST_TABLE} set manifest = ?`).run(JSON.stringify(parsed));
      db.prepare(`insert into ${FILES_TABLE} (name, content) values (?, ?)`).run(
        '../outside.json',
        Buffer.from('{}'),
      );
    });
    const escaped = await ofage(target, 'restore', climbing);
    expect(escaped.code).toBe(1);
    expect(escaped.output).toContain('outside the data directory');
    expect(fs.existsSync(path.join(scratch, 'outside.json'))).toBe(false);
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('never overwrites a database or a file already in the data directory', async () => {
    const refused = await ofage(dataDir, 'restore', good);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already has ofage\.db, .*demo-seed\.json/);

    const target = fresh();
    fs.writeFileSync(path.join(target, 'demo-seed.json'), 'mine');
    const kept = await ofage(target, 'restore', good);
    expect(kept.code).toBe(1);
    expect(fs.readFileSync(path.join(target, 'demo-seed.json'), 'utf8')).toBe('mine');
    expect(fs.existsSync(path.join(target, 'ofage.db'))).toBe(false);

    const empty = fresh();
    expect(await ofage(empty, 'restore', good)).toMatchObject({ code: 0 });
    expect(fs.readdirSync(empty).sort()).toEqual(['demo-seed.json', 'ofage.db']);
    // The restored database is the service's own: no backup tables left in it.
    const db = new SQLite(path.join(empty, 'ofage.db'), { readonly: true });
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name like 'ofage_backup%'")
      .all();
    db.close();
    expect(tables).toEqual([]);
  });
});
