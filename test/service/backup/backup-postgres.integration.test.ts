import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { loadConfig } from '../../../src/service/config/load-config';
import { recordServiceSettings } from '../../../src/service/config/recorded-settings';
import { createLogger } from '../../../src/service/logger';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { startServer, type RunningServer } from '../../../src/service/server/start-server';
import { createService, type Service } from '../../../src/service/service';
import { handleStatus } from '../../../src/service/widget/handlers/status';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform, PERFORM, SET_STATUS, STATUS } from '../widget/support';

const pgReady = Boolean(process.env.OFAGE_TEST_PG_ADMIN_URL);
const hasTool = (tool: string) => spawnSync(tool, ['--version']).status === 0;

/**
 * The PostgreSQL backup as docs/service/backups.md gives it: `pg_dump --format=custom` for the
 * database, `ofage backup --files-only` for the data directory's files (which `ofage backup`
 * alone refuses to leave out silently), then `pg_restore` into a new database and `ofage restore`
 * into a new data directory. The service started there has the verifications, keys and signing
 * keys: a widget link signed before opens.
 */
describe.skipIf(!pgReady || !hasTool('pg_dump') || !hasTool('pg_restore'))(
  'backup and restore on PostgreSQL',
  () => {
    let t: TestService;
    let target: ProvisionedDatabase;
    let restored: Service | undefined;
    let server: RunningServer | undefined;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-pg-backup-'));
    const files = path.join(scratch, 'files.backup');
    const dump = path.join(scratch, 'ofage.dump');
    let passedId: string;
    let pending: Awaited<ReturnType<typeof perform>>;
    let demoKey: string;

    beforeAll(async () => {
      t = await startTestService('postgres');
      const { ctx } = t.service;
      pending = await perform(t);
      const passed = await perform(t);
      passedId = passed.id;
      expect(
        (await t.call(SET_STATUS, { method: 'POST', json: { id: passedId, status: 'PASS' } }))
          .status,
      ).toBe(200);
      demoKey = (await seedDemo(ctx, { allowedOrigins: ['http://localhost:3000'] })).apiKey;
      recordServiceSettings(ctx.config);
      target = await provisionDatabase('postgres');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await restored?.close();
      await t?.close();
      await target?.dispose();
      fs.rmSync(scratch, { recursive: true, force: true });
    });

    const ofage = async (env: Record<string, string>, ...argv: string[]) => {
      const out: string[] = [];
      const code = await runCli(argv, {
        stdout: (l) => out.push(l),
        stderr: (l) => out.push(l),
        env: { OFAGE_LOG_LEVEL: 'silent', ...env },
      });
      return { code, output: out.join('\n') };
    };

    it('ofage backup says to use pg_dump, and keeps the files with --files-only', async () => {
      const env = {
        OFAGE_DATA_DIR: t.service.ctx.config.dataDir,
        DATABASE_URL: t.service.ctx.config.databaseUrl!,
      };
      const refused = await ofage(env, 'backup', files);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('pg_dump --format=custom');
      expect(fs.existsSync(files)).toBe(false);
      const kept = await ofage(env, 'backup', '--files-only', files);
      expect(kept.code).toBe(0);
      expect(fs.statSync(files).mode & 0o777).toBe(0o600);
    });

    it('pg_dump and pg_restore as documented, then ofage restore: the service there has it all', async () => {
      const dumped = spawnSync(
        'pg_dump',
        ['--format=custom', `--file=${dump}`, t.service.ctx.config.databaseUrl!],
        { encoding: 'utf8' },
      );
      expect(dumped.stderr).toBe('');
      expect(dumped.status).toBe(0);
      const restoredDb = spawnSync(
        'pg_restore',
        ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl!}`, dump],
        { encoding: 'utf8' },
      );
      expect(restoredDb.stderr).toBe('');
      expect(restoredDb.status).toBe(0);
      const env = { OFAGE_DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl! };
      const back = await ofage(env, 'restore', files);
      expect(back.code).toBe(0);
      expect(back.output).toContain('pg_restore');
      for (const name of ['console-admin.json', 'demo-seed.json']) {
        expect(fs.readFileSync(path.join(target.dataDir, name), 'utf8')).toBe(
          fs.readFileSync(path.join(t.service.ctx.config.dataDir, name), 'utf8'),
        );
      }

      const config = loadConfig({ ...env, OFAGE_LOG_LEVEL: 'silent', OFAGE_METHOD_WORKERS: '0' });
      config.publicUrl = t.service.ctx.config.publicUrl;
      restored = await createService({ config, logger: createLogger('silent') });
      server = await startServer(restored, { port: 0, host: '127.0.0.1' });
      const get = (id: string, key: string) =>
        fetch(`${server!.url}${STATUS}?id=${id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(await (await get(passedId, t.testKey)).json()).toMatchObject({
        id: passedId,
        status: 'PASS',
      });
      // The demo key is in demo-seed.json and, as a hash, in the database.
      const performed = await fetch(`${server.url}${PERFORM}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${demoKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
      });
      expect(performed.status).toBe(200);
      const status = await handleStatus(
        restored,
        new Request(`http://localhost/api/widget/status?token=${pending.token}`),
      );
      expect(status.status).toBe(200);
    });
  },
);
