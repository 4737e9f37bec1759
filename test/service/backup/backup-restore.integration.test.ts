import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServiceConfig } from '../../../src/service/config/load-config';
import { recordServiceSettings } from '../../../src/service/config/recorded-settings';
import { createAccount } from '../../../src/service/console/accounts';
import { authenticate } from '../../../src/service/console/authenticate';
import { updateMethodOverrides } from '../../../src/service/console/method-overrides';
import { updateProductSettings } from '../../../src/service/console/product-settings';
import { revokeVerification } from '../../../src/service/console/revoke-verification';
import { createApiKey, revokeApiKey } from '../../../src/service/keys/api-keys';
import { createLogger } from '../../../src/service/logger';
import { testIssuer } from '../../../src/service/methods/digital-wallet/test-issuer';
import { checkClientInput } from '../../../src/service/oidc/clients/client-input';
import { createOidcClient, findOidcClient } from '../../../src/service/oidc/clients/oidc-clients';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
import { createProduct, type Product } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { startServer } from '../../../src/service/server/start-server';
import { createService } from '../../../src/service/service';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import { handleStatus } from '../../../src/service/widget/handlers/status';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness } from '../age-keys/support/age-key-harness';
import type { SoftAuthenticator } from '../age-keys/support/soft-authenticator';
import {
  pageContext,
  perform,
  PERFORM,
  SET_STATUS,
  simulateRequest,
  STATUS,
} from '../widget/support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(ROOT, 'src/service/cli/main.ts');
const PASSWORD = 'correct horse battery';

/** Every row of every table (the service's and the migrator's), each as sorted-key JSON. */
async function snapshot(t: { service: TestService['service'] }): Promise<Map<string, Set<string>>> {
  const { db } = t.service.ctx;
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const result = new Map<string, Set<string>>();
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    result.set(
      name,
      new Set(rows.rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort())))),
    );
  }
  return result;
}

/** `ofage <argv>` in a process of its own, as an operator (or cron) runs it beside the service. */
function ofageProcess(argv: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...argv], {
    cwd: ROOT,
    env: { ...process.env, OFAGE_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** The restored data directory served like the original (same public URL: links name it). */
async function serveRestored(config: ServiceConfig, like: TestService): Promise<TestService> {
  const service = await createService({ config, logger: createLogger('silent') });
  const running = await startServer(service, { port: 0, host: '127.0.0.1' });
  return {
    ...like,
    service,
    url: running.url,
    call: (p, init = {}) => {
      const { key = like.testKey, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set('authorization', `Bearer ${key}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(running.url + p, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    close: async () => {
      await running.close();
      await service.close();
    },
  };
}

/**
 * `ofage backup` of a SQLite service while it runs and writes, `ofage restore` into a new data
 * directory, and the service started there: every verification, key, setting and secret of the
 * moment of the backup is back, and what a person or a merchant held before (an API key, a
 * widget link, an age key, a console password) works against the restored service.
 */
describe('backup and restore on SQLite', () => {
  let t: TestService;
  let restored: TestService;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-backup-'));
  const backupFile = path.join(scratch, 'ofage.backup');
  const restoredDir = path.join(scratch, 'restored');

  // What existed before the backup, and what was held outside the service.
  let owned: Product;
  let ownedKey: string;
  let revokedKey: string;
  let passedId: string;
  let revokedId: string;
  let pending: Awaited<ReturnType<typeof perform>>;
  let auth: SoftAuthenticator;
  let demoKey: string;
  let walletRoot: string;
  let oidcClientId: string;
  let before: Map<string, Set<string>>;
  let writesDuringBackup = 0;
  const account = { email: 'owner@backup.example', password: PASSWORD };

  beforeAll(async () => {
    t = await startTestService('sqlite');
    const { ctx } = t.service;
    const now = Date.now();
    // Products, keys (one revoked), a webhook endpoint, settings and method overrides, a
    // console account that owns a product.
    const owner = await createAccount(ctx, account);
    owned = await createProduct(
      ctx.db,
      {
        name: 'Owned shop',
        ownerAccountId: owner.id,
        allowedOrigins: { test: ['http://localhost:3001'] },
      },
      now,
    );
    ownedKey = (await createApiKey(ctx.db, { productId: owned.id, mode: 'test' }, now)).key;
    const toRevoke = await createApiKey(ctx.db, { productId: t.product.id, mode: 'test' }, now);
    revokedKey = toRevoke.key;
    await revokeApiKey(ctx.db, t.product.id, toRevoke.info.id, now);
    await setWebhookEndpoint(
      ctx.db,
      owned.id,
      'test',
      { url: 'https://hooks.example.com/ofage' },
      now,
    );
    await updateProductSettings(t.service, owner, owned.id, {
      name: 'Owned shop, renamed',
      liveOrigins: 'https://shop.example.com',
      testOrigins: 'http://localhost:3001',
      enabledMethods: ['id-document', 'age-key', 'credit-card'],
      passIfOver: '25',
      failIfUnder: '18',
      retentionDays: '30',
      allowDob: 'on',
    });
    await updateMethodOverrides(t.service, owner, owned.id, [
      { group: jurisdictionGroupKey(resolveJurisdiction('GB')!), methods: ['id-document'] },
    ]);
    t.service.invalidateCaches();
    // Verifications: one PASS, one PASS then revoked, one opened and waiting.
    const pass = async () => {
      const created = await t.call(PERFORM, {
        key: ownedKey,
        method: 'POST',
        json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
      });
      const { id } = (await created.json()) as { id: string };
      const set = await t.call(SET_STATUS, {
        key: ownedKey,
        method: 'POST',
        json: { id, status: 'PASS' },
      });
      expect(set.status).toBe(200);
      return id;
    };
    passedId = await pass();
    revokedId = await pass();
    await revokeVerification(t.service, owner, owned.id, revokedId, 'chargeback');
    pending = await perform(t);
    const page = pageContext();
    const opened = await widgetPageProps(
      t.service,
      page.context,
      await sessionFromToken(t.service, pending.token),
      false,
    );
    expect(opened.props.ok).toBe(true);
    // An age key saved from the widget after a verification passed.
    const h = ageKeyHarness(t);
    const passed = await h.passed();
    auth = h.authenticator();
    await h.register(auth, passed.token);
    // An OpenID client; the issuers' keys and secrets (made when the issuers first answer).
    const client = await createOidcClient(
      ctx.db,
      t.product.id,
      checkClientInput({ mode: 'test', redirectUris: ['https://rp.example/cb'], thresholds: [18] }),
      now,
    );
    oidcClientId = client.info.clientId;
    expect((await fetch(`${t.url}/api/v1/oidc/use/jwks`)).status).toBe(200);
    // What lives in the data directory beside the database.
    demoKey = (await seedDemo(ctx, { allowedOrigins: ['http://localhost:3000'] })).apiKey;
    const issuer = await testIssuer(ctx);
    walletRoot = Buffer.from(issuer.root).toString('base64');
    recordServiceSettings(ctx.config);

    // The backup runs in a process of its own while this one keeps writing verifications.
    const writer = await t.addProduct('Writer shop');
    let writing = true;
    const writes = (async () => {
      while (writing) {
        const res = await t.call(PERFORM, {
          key: writer.testKey,
          method: 'POST',
          json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
        });
        expect(res.status).toBe(200);
        writesDuringBackup++;
      }
    })();
    before = await snapshot(t);
    const countBefore = writesDuringBackup;
    const backup = await ofageProcess(['backup', backupFile], {
      OFAGE_DATA_DIR: ctx.config.dataDir,
    });
    writesDuringBackup -= countBefore;
    writing = false;
    await writes;
    expect(backup).toMatchObject({ code: 0 });

    const restore = await ofageProcess(['restore', backupFile], { OFAGE_DATA_DIR: restoredDir });
    expect(restore).toMatchObject({ code: 0 });
    const config = loadConfig({
      OFAGE_DATA_DIR: restoredDir,
      OFAGE_LOG_LEVEL: 'silent',
      OFAGE_METHOD_WORKERS: '0',
    });
    config.publicUrl = ctx.config.publicUrl;
    restored = await serveRestored(config, t);
  }, 120_000);
  afterAll(async () => {
    await restored?.close();
    await t?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const statusRequest = (token: string) =>
    new Request(`http://localhost/api/widget/status?token=${token}`);
  const getStatus = async (on: TestService, id: string, key?: string) =>
    (await (await on.call(`${STATUS}?id=${id}`, key ? { key } : {})).json()) as Record<
      string,
      unknown
    >;

  it('writes one owner-only file while the service writes on, and restores owner-only files', () => {
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(restoredDir).mode & 0o777).toBe(0o700);
    const names = fs.readdirSync(restoredDir).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'console-admin.json',
        'demo-seed.json',
        'ofage.db',
        'service-settings.json',
      ]),
    );
    for (const name of names)
      expect(fs.statSync(path.join(restoredDir, name)).mode & 0o777).toBe(0o600);
    for (const name of ['console-admin.json', 'demo-seed.json']) {
      expect(fs.readFileSync(path.join(restoredDir, name), 'utf8')).toBe(
        fs.readFileSync(path.join(t.service.ctx.config.dataDir, name), 'utf8'),
      );
    }
  });

  it('has every row there was when the backup started, and none the service never had', async () => {
    const after = await snapshot(t);
    const back = await snapshot(restored);
    expect([...back.keys()].sort()).toEqual([...before.keys()].sort());
    // Rows the service changes in place after the backup: the writer's key (its last use) and
    // the webhook outbox (delivery attempts); those are compared by id below.
    const changing = new Set([
      'api_keys',
      'webhook_events',
      'webhook_attempts',
      'kysely_migration_lock',
    ]);
    for (const [table, rows] of before) {
      if (changing.has(table)) continue;
      const restoredRows = back.get(table)!;
      for (const row of rows) expect(restoredRows.has(row), `${table}: ${row}`).toBe(true);
      for (const row of restoredRows)
        expect(after.get(table)!.has(row), `${table}: ${row}`).toBe(true);
    }
    const ids = (rows: Set<string> | undefined) =>
      new Set([...(rows ?? [])].map((r) => (JSON.parse(r) as { id: unknown }).id));
    for (const table of ['api_keys', 'webhook_events']) {
      const restoredIds = ids(back.get(table));
      for (const id of ids(before.get(table)))
        expect(restoredIds.has(id), `${table} ${String(id)}`).toBe(true);
    }
  });

  it('answers get-status as before (PASS, revoked, opened), and its API keys authenticate (a revoked one does not)', async () => {
    for (const id of [passedId, revokedId]) {
      const answer = await getStatus(restored, id, ownedKey);
      expect(answer).toEqual(await getStatus(t, id, ownedKey));
      expect(answer).toMatchObject({ status: id === passedId ? 'PASS' : 'FAIL' });
    }
    expect(await getStatus(restored, revokedId, ownedKey)).toMatchObject({
      revoked: { reason: 'chargeback' },
    });
    expect(await getStatus(restored, pending.id)).toEqual({
      id: pending.id,
      status: 'IN_PROGRESS',
    });
    const restoredProduct = await restored.service.getProduct(owned.id);
    expect(restoredProduct).toEqual(await t.service.getProduct(owned.id));
    expect(restoredProduct).toMatchObject({ name: 'Owned shop, renamed' });
    const performWith = (key: string) =>
      restored.call(PERFORM, {
        key,
        method: 'POST',
        json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
      });
    expect((await performWith(revokedKey)).status).toBe(401);
    // The demo storefront's key, kept only in demo-seed.json and as a hash in the database.
    expect((await performWith(demoKey)).status).toBe(200);
  });

  it('opens and completes a widget link signed before the backup', async () => {
    expect((await handleStatus(restored.service, statusRequest(pending.token))).status).toBe(200);
    const done = await handleSimulate(
      restored.service,
      simulateRequest({ token: pending.token, method: 'id-document', outcome: 'adult' }),
    );
    expect(done.status).toBe(200);
    expect(await getStatus(restored, pending.id)).toMatchObject({ status: 'PASS' });
  });

  it('recognises the age key, the OpenID client and its keys, the test wallet issuer and the console password', async () => {
    const h = ageKeyHarness(restored);
    const gate = await perform(restored, { options: { flow: 'age-key' } });
    const answer = await h.assert(auth, gate.token, 'verify');
    expect(answer).toMatchObject({ outcome: 'recorded', decision: 'pass' });
    expect(await getStatus(restored, gate.id)).toMatchObject({ status: 'PASS', method: 'age-key' });
    expect(await findOidcClient(restored.service.ctx.db, oidcClientId)).toEqual(
      await findOidcClient(t.service.ctx.db, oidcClientId),
    );
    const jwks = async (on: TestService) =>
      (await (await fetch(`${on.url}/api/v1/oidc/use/jwks`)).json()) as unknown;
    expect(await jwks(restored)).toEqual(await jwks(t));
    // The test wallets' issuer (test mode keys, in the database): wallets made before still verify.
    const issuer = await testIssuer(restored.service.ctx);
    expect(Buffer.from(issuer.root).toString('base64')).toBe(walletRoot);
    const signedIn = await authenticate(restored.service.ctx, { ...account, ip: '192.0.2.1' });
    expect(signedIn.email).toBe(account.email);
  });
});
