import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { loadConfig } from '../../../src/service/config/load-config';
import {
  recordServiceSettings,
  RECORDED_SETTINGS_FILE,
} from '../../../src/service/config/recorded-settings';
import { runService } from '../../../src/service/server/run-service';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const run = async (env: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

/** A receiver that answers 200 to everything, valid signature or not. */
async function acceptEverything() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end('thanks'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('ofage commands read the configuration of the service on their data directory', () => {
  let db: ProvisionedDatabase;
  /** The command's own environment: the data directory only, as in a second terminal. */
  let env: Record<string, string>;
  let productId: string;
  beforeAll(async () => {
    db = await provisionDatabase('sqlite');
    env = { OFAGE_DATA_DIR: db.dataDir };
    productId = (
      JSON.parse((await run(env, 'products', 'create', '--name', 'Shop', '--json')).stdout) as {
        id: string;
      }
    ).id;
  });
  afterAll(async () => db.dispose());

  it('a service started with loopback webhooks records it (no secret) in its data directory', async () => {
    const running = await runService(
      loadConfig({
        OFAGE_DATA_DIR: db.dataDir,
        OFAGE_LOG_LEVEL: 'silent',
        OFAGE_METHOD_WORKERS: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
        OFAGE_CONSOLE_SECRET: 'a-console-secret-that-must-not-be-recorded-0123',
      }),
      { pages: false, detached: true },
    );
    await running.stop();
    const file = path.join(db.dataDir, RECORDED_SETTINGS_FILE);
    const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    expect(recorded).toMatchObject({ OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1', database: 'sqlite' });
    expect(fs.readFileSync(file, 'utf8')).not.toContain('a-console-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('so `webhooks set` and `webhooks test` reach a receiver on localhost without the variable again', async () => {
    recordServiceSettings(
      loadConfig({ OFAGE_DATA_DIR: db.dataDir, OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' }),
    );
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    try {
      const set = await run(
        env,
        'webhooks',
        'set',
        '--product',
        productId,
        '--url',
        receiver.url,
        '--json',
      );
      expect(set.code, set.stderr).toBe(0);
      secret = (JSON.parse(set.stdout) as { secret: string }).secret;
      const tested = await run(env, 'webhooks', 'test', '--product', productId);
      expect(tested.code, tested.stdout + tested.stderr).toBe(0);
      const [valid, invalid, verdict] = tested.stdout.split('\n');
      // A receiver on this machine: its status is shown, never its body.
      expect(valid).toMatch(/^validly signed {4}→ 200 {3}expected 2xx {3}✓$/);
      expect(invalid).toMatch(/^invalidly signed {2}→ 401 {3}expected 401 {3}✓$/);
      expect(verdict).toBe(
        'receiver OK: it accepted the validly signed event and refused the invalid one',
      );
      expect(tested.stdout).not.toContain('NOT OK');
    } finally {
      await receiver.close();
    }
  });

  it('an explicit variable wins over the recorded setting', async () => {
    const refused = await run(
      { ...env, OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '0' },
      'webhooks',
      'set',
      '--product',
      productId,
      '--url',
      'http://127.0.0.1:9/hook',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('OFAGE_ALLOW_LOOPBACK_WEBHOOKS=1');
  });

  it('an event the service cannot send is "not delivered", never a verdict on the receiver', async () => {
    const receiver = await startWebhookReceiver(() => 'whatever');
    try {
      expect(
        (await run(env, 'webhooks', 'set', '--product', productId, '--url', receiver.url)).code,
      ).toBe(0);
      const tested = await run(
        { ...env, OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '0' },
        'webhooks',
        'test',
        '--product',
        productId,
        '--json',
      );
      expect(tested.code).toBe(1);
      const report = JSON.parse(tested.stdout) as { verdict: string; passed: boolean };
      expect(report.verdict).toBe('not-delivered');
      const human = await run(
        { ...env, OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '0' },
        'webhooks',
        'test',
        '--product',
        productId,
      );
      expect(human.stdout).toMatch(/NOT DELIVERED: the test events could not be sent \(.+\)/);
      expect(human.stdout).not.toMatch(/receiver (NOT )?OK|✗|✓/);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('a receiver that accepts an invalid signature: one verdict, the line that is wrong marked', async () => {
    const receiver = await acceptEverything();
    try {
      expect(
        (await run(env, 'webhooks', 'set', '--product', productId, '--url', receiver.url)).code,
      ).toBe(0);
      const tested = await run(env, 'webhooks', 'test', '--product', productId);
      expect(tested.code).toBe(1);
      const [valid, invalid, verdict] = tested.stdout.split('\n');
      expect(valid).toMatch(/✓$/);
      expect(invalid).toMatch(/^invalidly signed {2}→ 200 {3}expected 401 {3}✗$/);
      expect(verdict).toBe(
        'receiver NOT OK: it answered 200 to an invalid signature; it must refuse it with 401',
      );
    } finally {
      await receiver.close();
    }
  });

  it('a service on PostgreSQL: a command without DATABASE_URL stops instead of managing SQLite', async () => {
    fs.writeFileSync(
      path.join(db.dataDir, RECORDED_SETTINGS_FILE),
      JSON.stringify({ OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '0', database: 'postgres' }),
    );
    try {
      const listed = await run(env, 'products', 'list');
      expect(listed.code).toBe(2);
      expect(listed.stderr).toContain('runs on PostgreSQL: set DATABASE_URL');
    } finally {
      recordServiceSettings(loadConfig({ OFAGE_DATA_DIR: db.dataDir }));
    }
  });
});

describe("ofage oidc-clients create prints the issuers at the service's public URL", () => {
  let db: ProvisionedDatabase;
  let env: Record<string, string>;
  let productId: string;
  beforeAll(async () => {
    db = await provisionDatabase('sqlite');
    env = { OFAGE_DATA_DIR: db.dataDir };
    productId = (
      JSON.parse((await run(env, 'products', 'create', '--name', 'App', '--json')).stdout) as {
        id: string;
      }
    ).id;
  });
  afterAll(async () => db.dispose());

  const create = (more: Record<string, string> = {}) =>
    run(
      { ...env, ...more },
      'oidc-clients',
      'create',
      '--product',
      productId,
      '--redirect-uri',
      'https://app.example/callback',
      '--may-create',
    );

  it('before any service started on the data directory: the default, and a note on stderr saying so', async () => {
    const created = await create();
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('OIDC_USE_ISSUER=http://localhost:3000/api/v1/oidc/use');
    expect(created.stderr).toContain(
      `the issuer URLs above assume http://localhost:3000: no service has started on ${db.dataDir} and OFAGE_PUBLIC_URL is not set`,
    );
  });

  it('after the service started with OFAGE_PUBLIC_URL: that URL, from another terminal without it', async () => {
    const running = await runService(
      loadConfig({
        OFAGE_DATA_DIR: db.dataDir,
        OFAGE_LOG_LEVEL: 'silent',
        OFAGE_METHOD_WORKERS: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        OFAGE_PUBLIC_URL: 'https://age.shop.example',
      }),
      { pages: false, detached: true },
    );
    await running.stop();
    const recorded = JSON.parse(
      fs.readFileSync(path.join(db.dataDir, RECORDED_SETTINGS_FILE), 'utf8'),
    ) as Record<string, string>;
    expect(recorded.OFAGE_PUBLIC_URL).toBe('https://age.shop.example');

    const created = await create();
    expect(created.code).toBe(0);
    const lines = created.stdout.split('\n');
    expect(lines).toContain('OIDC_USE_ISSUER=https://age.shop.example/api/v1/oidc/use');
    expect(lines).toContain('OIDC_CREATE_ISSUER=https://age.shop.example/api/v1/oidc/create');
    expect(created.stderr).toBe('');
    // The command's own PORT says nothing about where the service is.
    expect((await create({ PORT: '4000' })).stdout).toContain(
      'OIDC_USE_ISSUER=https://age.shop.example/api/v1/oidc/use',
    );
    // An explicit variable still wins.
    expect((await create({ OFAGE_PUBLIC_URL: 'https://other.example' })).stdout).toContain(
      'OIDC_USE_ISSUER=https://other.example/api/v1/oidc/use',
    );
  });

  it('a service started without OFAGE_PUBLIC_URL records the URL its PORT makes', async () => {
    recordServiceSettings(loadConfig({ OFAGE_DATA_DIR: db.dataDir, PORT: '4123' }));
    expect((await create()).stdout).toContain(
      'OIDC_USE_ISSUER=http://localhost:4123/api/v1/oidc/use',
    );
  });
});
