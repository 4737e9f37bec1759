/**
 * A rolling upgrade on one PostgreSQL, with the previous release really running: that release
 * (the commit before this version's newest migration, checked out and compiled from this clone's
 * history) migrates the database and serves; `ofage migrate` of this version applies the new
 * migrations while it keeps serving; this version starts without migrating and serves beside it;
 * a verification made on either is read, completed and delivered by the other; then the previous
 * release stops. Timings and results are printed at the end (docs/service/upgrades.md quotes them).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { decodeProtectedHeader } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { freePort } from '../../support/free-port';
import {
  buildPreviousRelease,
  findPreviousRelease,
  ROOT,
  type BuiltRelease,
  type PreviousRelease,
} from '../../support/previous-release';
import { waitFor } from '../../support/wait';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const MAIN = path.join(ROOT, 'src/service/cli/main.ts');
const adminUrl = process.env.OFAGE_TEST_PG_ADMIN_URL ?? '';
const found = findPreviousRelease();
const skip = !adminUrl
  ? 'PostgreSQL is not available (see the warning above)'
  : 'skip' in found
    ? found.skip
    : undefined;
if (skip) console.warn(`\n*** The rolling upgrade test is SKIPPED: ${skip} ***\n`);

/** One `ofage serve` process of either version, with what it printed. */
interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | string>;
}

/** A verification as get-status answers it. */
interface Status {
  id: string;
  status: string;
}

describe.skipIf(skip !== undefined)(
  'rolling upgrade from the previous release on one PostgreSQL',
  // Its tests start and stop service processes of both versions: on a loaded 2-core machine one
  // start took 17–60 s, past vitest's 30 s default.
  { timeout: 180_000 },
  () => {
    const previous = found as PreviousRelease;
    const report: string[] = [];
    const note = (line: string) => report.push(line);
    const dataDirs: string[] = [];
    const instances: Instance[] = [];
    let built: BuiltRelease;
    let database: { name: string; url: string };
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let secret = '';
    let key = '';
    let productId = '';
    let oldServe: Instance;
    let newServe: Instance;
    /** Verifications by where they were made and completed, checked again at the end. */
    const made: { id: string; story: string }[] = [];

    /** Settings both versions share: the database, loopback webhooks, no method workers. */
    const sharedEnv = (): Record<string, string> => ({
      DATABASE_URL: database.url,
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      OFAGE_METHOD_WORKERS: '0',
      OFAGE_LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // One public URL for every instance, as behind a load balancer: a widget link's issuer.
      OFAGE_PUBLIC_URL: 'https://verify.example.com',
    });
    const ownDataDir = (): string => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-upgrade-'));
      dataDirs.push(dir);
      return dir;
    };

    /** The previous release's `ofage <args>`, as a process (its compiled CLI). */
    const oldOfage = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          [built.bin, ...args],
          {
            cwd: built.dir,
            env: { ...process.env, ...sharedEnv(), OFAGE_DATA_DIR: ownDataDir() },
          },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    };

    /** This version's `ofage <args>`, in this process. */
    const newOfage = async (env: Record<string, string>, ...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(args, {
        stdout: (l) => out.push(l),
        stderr: (l) => err.push(l),
        env: { ...sharedEnv(), OFAGE_DATA_DIR: ownDataDir(), ...env },
      });
      return { code, stdout: out.join('\n'), stderr: err.join('\n') };
    };

    const start = async (
      name: string,
      command: string[],
      cwd: string,
      env: Record<string, string>,
    ): Promise<Instance> => {
      const port = await freePort();
      const child = spawn(process.execPath, [...command, 'serve', '--port', String(port)], {
        cwd,
        env: { ...process.env, ...sharedEnv(), OFAGE_DATA_DIR: ownDataDir(), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise<number | string>((resolve) =>
        child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
      );
      const instance = {
        name,
        child,
        url: `http://127.0.0.1:${port}`,
        output: () => output,
        exited,
      };
      instances.push(instance);
      return instance;
    };
    const startOld = (env: Record<string, string> = {}) =>
      start('previous release', [built.bin], built.dir, env);
    const startNew = (env: Record<string, string> = {}) =>
      start('this version', ['--import', 'tsx', MAIN], ROOT, env);

    /** Resolves with the ms it took once `instance` answers ready; fails if it exits first. */
    const ready = async (instance: Instance, started: number): Promise<number> => {
      let exit: number | string | undefined;
      void instance.exited.then((code) => (exit = code));
      await waitFor(
        async () => {
          if (exit !== undefined) throw new Error(`${instance.name} exited with ${exit}`);
          return (await fetch(`${instance.url}/api/health/ready`)).status === 200;
        },
        {
          timeout: 180_000,
          interval: 100,
          message: () =>
            `${instance.name} to be ready (exit ${exit}); it printed:\n${instance.output()}`,
        },
      );
      return Math.round(performance.now() - started);
    };

    const call = async (instance: Instance, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${instance.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Record<string, unknown>;
      expect(response.status, `${instance.name} ${method} ${path}: ${JSON.stringify(json)}`).toBe(
        200,
      );
      return json;
    };
    const perform = async (on: Instance): Promise<string> =>
      (
        await call(on, 'POST', '/api/v1/age-verification/perform', {
          jurisdiction: 'US-CA',
          criteria: { ageCategory: 'ADULT' },
        })
      ).id as string;
    const statusOf = async (on: Instance, id: string) =>
      (await call(on, 'GET', `/api/v1/age-verification/get-status?id=${id}`)) as unknown as Status;
    const complete = (on: Instance, id: string) =>
      call(on, 'POST', '/api/v1/test/set-age-verification-status', {
        id,
        status: 'PASS',
        method: 'id-document',
        age: { low: 34, high: 34 },
      });
    /** The signed `Verification.Result` webhook of `id`, once it arrived; ms since `since`. */
    const delivered = async (id: string, since: number): Promise<number> => {
      const webhook = await receiver.waitForMatch(
        (w) => (JSON.parse(w.body) as { data?: { id?: string } }).data?.id === id,
        30_000,
      );
      expect(webhook.validHmac && webhook.validStandard).toBe(true);
      expect(JSON.parse(webhook.body)).toMatchObject({
        eventType: 'Verification.Result',
        data: { id, status: 'PASS' },
      });
      return Math.round(performance.now() - since);
    };
    /** Pauses `instance` (SIGSTOP) for `work`, so that only the other one can deliver meanwhile. */
    const whilePaused = async <T>(instance: Instance, work: () => Promise<T>): Promise<T> => {
      instance.child.kill('SIGSTOP');
      try {
        return await work();
      } finally {
        instance.child.kill('SIGCONT');
      }
    };
    const migrationsRecorded = async (): Promise<string[]> => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const rows = await client.query<{ name: string }>(
          'select name from kysely_migration order by name',
        );
        return rows.rows.map((r) => r.name);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      const started = performance.now();
      built = await buildPreviousRelease(previous, undefined, (line) => console.log(line));
      note(
        `previous release ${previous.commit.slice(0, 10)} (${previous.subject.slice(0, 70)}), the ` +
          `commit before ${previous.newestMigration} (${previous.addedBy.slice(0, 10)})`,
      );
      note(
        built.cached
          ? `  build: reused from ${built.dir}`
          : `  build: ${built.ms.total} ms (worktree ${built.ms.worktree} ms, node_modules ` +
              `${built.dependencies} ${built.ms.dependencies} ms, compile ${built.ms.build} ms)`,
      );
      const name = `ofage_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      database = { name, url: url.toString() };
      receiver = await startWebhookReceiver(() => secret);
      note(`  prepared in ${Math.round(performance.now() - started)} ms`);
    }, 900_000);

    afterAll(async () => {
      for (const instance of instances) {
        instance.child.kill('SIGCONT');
        instance.child.kill('SIGKILL');
        await instance.exited;
      }
      await receiver?.close();
      if (database) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${database.name} with (force)`);
        await admin.end();
      }
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      console.log(`\nRolling upgrade, as run:\n${report.join('\n')}\n`);
    });

    it('the previous release migrates the database, sets up a product and serves: perform, get-status, webhook', async () => {
      const product = await oldOfage('products', 'create', '--name', 'Rolling', '--json');
      expect(product.code, product.stderr).toBe(0);
      productId = (JSON.parse(product.stdout) as { id: string }).id;
      const created = await oldOfage(
        'keys',
        'create',
        '--product',
        productId,
        '--mode',
        'test',
        '--json',
      );
      key = (JSON.parse(created.stdout) as { key: string }).key;
      const hook = await oldOfage(
        'webhooks',
        'set',
        '--product',
        productId,
        '--mode',
        'test',
        '--url',
        receiver.url,
        '--json',
      );
      expect(hook.code, hook.stderr).toBe(0);
      secret = (JSON.parse(hook.stdout) as { secret: string }).secret;
      const before = await migrationsRecorded();
      expect(before).not.toContain(previous.newestMigration);

      const started = performance.now();
      oldServe = await startOld();
      note(`previous release: ready ${await ready(oldServe, started)} ms after start`);
      const id = await perform(oldServe);
      expect((await statusOf(oldServe, id)).status).toBe('PENDING');
      const completed = performance.now();
      await complete(oldServe, id);
      note(
        `  its own verification delivered ${await delivered(id, completed)} ms after completion`,
      );
      made.push({ id, story: 'made and completed by the previous release, before the migration' });
    });

    it('this version with OFAGE_MIGRATE_ON_START=false refuses to start on the database behind it, saying to run ofage migrate', async () => {
      const refused = await startNew({ OFAGE_MIGRATE_ON_START: 'false' });
      const code = await refused.exited;
      expect(code).toBe(1);
      expect(refused.output()).toContain(previous.newestMigration);
      expect(refused.output()).toContain('run `ofage migrate` with this version first');
      expect(await migrationsRecorded()).not.toContain(previous.newestMigration);
      note(
        `this version without migrating, before ofage migrate: exit ${code}, "${refused.output().trim().split('\n').pop()}"`,
      );
    });

    it('ofage migrate of this version applies the new migrations while the previous release serves', async () => {
      const status = await newOfage({}, 'migrate', '--status', '--json');
      expect(status.code).toBe(3);
      const pending = (JSON.parse(status.stdout) as { pending: string[] }).pending;
      expect(pending).toContain(previous.newestMigration);
      const migrate = await newOfage({}, 'migrate', '--json');
      expect(migrate.code, migrate.stderr).toBe(0);
      const result = JSON.parse(migrate.stdout) as { applied: string[]; ms: number };
      expect(result.applied).toEqual(pending);
      expect(await migrationsRecorded()).toContain(previous.newestMigration);
      note(`ofage migrate (this version): applied ${result.applied.join(', ')} in ${result.ms} ms`);
      expect((await newOfage({}, 'migrate', '--status')).code).toBe(0);
    });

    it('the previous release keeps serving on the migrated database: perform, get-status and its own webhook delivery', async () => {
      const [first] = made;
      expect((await statusOf(oldServe, first!.id)).status).toBe('PASS');
      const id = await perform(oldServe);
      const completed = performance.now();
      await complete(oldServe, id);
      expect((await statusOf(oldServe, id)).status).toBe('PASS');
      note(
        `previous release after the migration: its verification delivered ${await delivered(id, completed)} ms after completion`,
      );
      made.push({ id, story: 'made and completed by the previous release, after the migration' });
    });

    it('a fresh process of the previous release on the migrated database: refused before this version, served from it on', async () => {
      // Releases from this one on skip migrations they do not know; the ones before stopped at
      // kysely's "corrupted migrations" (docs/service/upgrades.md#rolling-back).
      const help = await oldOfage('--help');
      const tolerant = help.stdout.includes('migrate [--status]');
      const restart = await oldOfage('products', 'list', '--json');
      if (tolerant) {
        expect(restart.code, restart.stderr).toBe(0);
      } else {
        expect(restart.code).toBe(1);
        expect(restart.stderr).toContain(
          `corrupted migrations: previously executed migration ${previous.newestMigration} is missing`,
        );
      }
      note(
        `a new process of the previous release (its CLI) after the migration: exit ${restart.code}${restart.code ? `, "${restart.stderr.trim()}"` : ''}`,
      );
    });

    it('this version starts without migrating and serves beside the previous release; each reads, completes and delivers what the other made', async () => {
      const started = performance.now();
      newServe = await startNew({ OFAGE_MIGRATE_ON_START: 'false' });
      note(
        `this version (OFAGE_MIGRATE_ON_START=false): ready ${await ready(newServe, started)} ms after start`,
      );
      for (const { id } of made) expect((await statusOf(newServe, id)).status).toBe('PASS');

      // Made on this version; read, completed and delivered by the previous release alone.
      const fromNew = await perform(newServe);
      const byOld = await whilePaused(newServe, async () => {
        expect((await statusOf(oldServe, fromNew)).status).toBe('PENDING');
        const completed = performance.now();
        await complete(oldServe, fromNew);
        return delivered(fromNew, completed);
      });
      note(
        `  made by this version, completed and delivered by the previous release in ${byOld} ms`,
      );
      made.push({ id: fromNew, story: 'made by this version, completed by the previous release' });

      // Made on the previous release; read, completed and delivered by this version alone.
      const fromOld = await perform(oldServe);
      const byNew = await whilePaused(oldServe, async () => {
        expect((await statusOf(newServe, fromOld)).status).toBe('PENDING');
        const completed = performance.now();
        await complete(newServe, fromOld);
        return delivered(fromOld, completed);
      });
      note(
        `  made by the previous release, completed and delivered by this version in ${byNew} ms`,
      );
      made.push({ id: fromOld, story: 'made by the previous release, completed by this version' });

      for (const { id } of made) {
        expect((await statusOf(oldServe, id)).status).toBe('PASS');
        expect((await statusOf(newServe, id)).status).toBe('PASS');
      }
    });

    it('widget links either version issues open on the other (a database the previous release made keeps its ES256 key)', async () => {
      const tokenFrom = async (on: Instance): Promise<string> => {
        const { url } = await call(on, 'POST', '/api/v1/age-verification/perform', {
          jurisdiction: 'US-CA',
          criteria: { ageCategory: 'ADULT' },
        });
        return new URL(url as string).searchParams.get('token')!;
      };
      // Past the token check, a widget call without `kind` is a 400; a token refused is a 401.
      const opens = async (on: Instance, token: string) => {
        const response = await fetch(
          `${on.url}/api/widget/methods/id-document/specimen?token=${token}`,
        );
        const body = (await response.json()) as { error?: string };
        return `${response.status} ${body.error}`;
      };
      const byNew = await tokenFrom(newServe);
      const byOld = await tokenFrom(oldServe);
      expect(decodeProtectedHeader(byNew).alg).toBe('ES256');
      for (const token of [byNew, byOld]) {
        expect(await opens(oldServe, token)).toBe('400 INVALID_INPUT');
        expect(await opens(newServe, token)).toBe('400 INVALID_INPUT');
      }
      const at = byNew.length - 10;
      const forged = `${byNew.slice(0, at)}${byNew[at] === 'A' ? 'B' : 'A'}${byNew.slice(at + 1)}`;
      expect(await opens(oldServe, forged)).toBe('401 UNAUTHORIZED');
      expect(await opens(newServe, forged)).toBe('401 UNAUTHORIZED');
      note(
        '  widget links made by either version open on both (ES256, the key the previous release made)',
      );
    });

    it('origins registered on either version are listed by the other', async () => {
      const originsOn = async (on: Instance) =>
        (await call(on, 'GET', '/api/v1/product')).allowedOrigins as string[];
      await call(oldServe, 'POST', '/api/v1/test/register-app', {
        origin: 'http://localhost:4101',
      });
      await call(newServe, 'POST', '/api/v1/test/register-app', {
        origin: 'http://localhost:4102',
      });
      // Each instance keeps a product for up to 5 seconds.
      await waitFor(async () => (await originsOn(newServe)).includes('http://localhost:4101'), {
        timeout: 20_000,
        interval: 250,
        message: 'the origin registered on the previous release, on this version',
      });
      await waitFor(async () => (await originsOn(oldServe)).includes('http://localhost:4102'), {
        timeout: 20_000,
        interval: 250,
        message: 'the origin registered on this version, on the previous release',
      });
      expect((await originsOn(newServe)).sort()).toEqual([
        'http://localhost:4101',
        'http://localhost:4102',
      ]);
      note('origins: registered on either version, listed by the other');
    });

    it('a second app’s webhook endpoint added on this version: the previous release still sends the first endpoint its results, signed with its secret; this version sends to both', async () => {
      let blogSecret = '';
      const blog = await startWebhookReceiver(() => blogSecret);
      try {
        const registered = await call(newServe, 'POST', '/api/v1/test/register-app', {
          origin: 'http://localhost:4555',
          webhookUrl: blog.url,
        });
        blogSecret = registered.webhookSecret as string;
        expect(registered.added).toEqual({ origin: true, webhook: true });
        expect(registered.webhookEndpointId).not.toBe(`we_test_${productId}`);
        expect(blogSecret).not.toBe(secret);

        // Completed by the previous release alone: the first endpoint gets it, as before.
        const byOld = await perform(oldServe);
        await whilePaused(newServe, async () => {
          const completed = performance.now();
          await complete(oldServe, byOld);
          return delivered(byOld, completed);
        });
        made.push({ id: byOld, story: 'made and completed by the previous release, two apps' });

        // Completed by this version alone: each endpoint, each signed with its own secret.
        const byNew = await perform(newServe);
        await whilePaused(oldServe, async () => {
          const completed = performance.now();
          await complete(newServe, byNew);
          await delivered(byNew, completed);
          const webhook = await blog.waitForMatch(
            (w) => (JSON.parse(w.body) as { data?: { id?: string } }).data?.id === byNew,
            30_000,
          );
          expect(webhook.validHmac && webhook.validStandard).toBe(true);
        });
        made.push({ id: byNew, story: 'made and completed by this version, two apps' });
        note('  a second endpoint added on this version: each version delivered as described');
      } finally {
        await blog.close();
      }
    });

    it('the previous release stops; this version serves everything, old and new', async () => {
      oldServe.child.kill('SIGTERM');
      expect(await oldServe.exited).toBe(0);
      for (const { id } of made) expect((await statusOf(newServe, id)).status).toBe('PASS');
      const id = await perform(newServe);
      const completed = performance.now();
      await complete(newServe, id);
      note(
        `previous release stopped (exit 0); this version alone delivered ${await delivered(id, completed)} ms after completion`,
      );
      made.push({ id, story: 'made and completed by this version alone' });
      const webhooks = receiver.received.map(
        (w) => (JSON.parse(w.body) as { data: { id: string } }).data.id,
      );
      for (const { id: each } of made) expect(webhooks).toContain(each);
      note(
        `${made.length} verifications, each answered PASS by both versions while both ran, ${receiver.received.length} signed webhooks received:`,
      );
      for (const { id: each, story } of made) note(`  ${each.slice(0, 8)}… ${story}`);
    });
  },
);
