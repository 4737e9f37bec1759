import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { provisionDatabase, testDialects, type ProvisionedDatabase } from '../../support/databases';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const run = async (env: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

describe.each(testDialects())('ofage CLI on $dialect', ({ dialect }) => {
  let db: ProvisionedDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    db = await provisionDatabase(dialect);
    env = {
      OFAGE_DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      // The receivers below are on this machine.
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
    };
  });
  afterAll(async () => db.dispose());

  it('migrate reports what it applied, then that the database is up to date', async () => {
    const first = await run(env, 'migrate', '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ applied: expect.any(Array) });
    const second = await run(env, 'migrate');
    expect(second.stdout).toBe('database is up to date');
  });

  it('creates and lists products, keys and webhooks; revokes keys', async () => {
    const created = await run(
      env,
      'products',
      'create',
      '--name',
      'Shop',
      '--origin',
      'https://shop.example',
      '--json',
    );
    expect(created.code).toBe(0);
    const product = JSON.parse(created.stdout) as {
      id: string;
      allowedOrigins: { test: string[]; live: string[] };
    };
    // Without --mode the origins are test origins, like every command's --mode.
    expect(product.allowedOrigins).toEqual({ test: ['https://shop.example'], live: [] });

    const listed = JSON.parse((await run(env, 'products', 'list', '--json')).stdout) as {
      id: string;
    }[];
    expect(listed.map((p) => p.id)).toContain(product.id);

    const key = JSON.parse(
      (await run(env, 'keys', 'create', '--product', product.id, '--mode', 'live', '--json'))
        .stdout,
    ) as {
      key: string;
      prefix: string;
      id: string;
    };
    expect(key.key).toMatch(/^ofage_live_[A-Za-z0-9]{40}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const keys = (await run(env, 'keys', 'list', '--product', product.id, '--json')).stdout;
    expect(keys).not.toContain(key.key);
    expect(JSON.parse(keys)).toEqual([
      expect.objectContaining({ id: key.id, prefix: key.prefix, revokedAt: null }),
    ]);

    const revoked = await run(
      env,
      'keys',
      'revoke',
      '--product',
      product.id,
      '--key',
      key.prefix,
      '--json',
    );
    expect(revoked.code).toBe(0);
    const again = await run(env, 'keys', 'revoke', '--product', product.id, '--key', key.id);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already revoked/);

    const hook = JSON.parse(
      (
        await run(
          env,
          'webhooks',
          'set',
          '--product',
          product.id,
          '--mode',
          'test',
          '--url',
          'http://127.0.0.1:9/hook',
          '--json',
        )
      ).stdout,
    ) as { url: string; secret: string };
    expect(hook.url).toBe('http://127.0.0.1:9/hook');
    expect(hook.secret).toMatch(/^whsec_/);
  });

  it('refuses a private webhook URL in live mode with a clear error on stderr', async () => {
    const product = JSON.parse(
      (await run(env, 'products', 'create', '--name', 'Live shop', '--json')).stdout,
    ) as { id: string };
    const result = await run(
      env,
      'webhooks',
      'set',
      '--product',
      product.id,
      '--mode',
      'live',
      '--url',
      'https://10.0.0.5/hook',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/private/);
  });

  it('webhooks test sends one validly and one invalidly signed Test event', async () => {
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    try {
      const product = JSON.parse(
        (await run(env, 'products', 'create', '--name', 'Hooked', '--json')).stdout,
      ) as { id: string };
      secret = (
        JSON.parse(
          (
            await run(
              env,
              'webhooks',
              'set',
              '--product',
              product.id,
              '--url',
              receiver.url,
              '--json',
            )
          ).stdout,
        ) as { secret: string }
      ).secret;
      const result = await run(env, 'webhooks', 'test', '--product', product.id, '--json');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        ok: true,
        passed: true,
        valid: { statusCode: 200 },
        invalid: { statusCode: 401 },
      });
      expect(receiver.received.map((w) => w.validHmac).sort()).toEqual([false, true]);
      expect(receiver.received.every((w) => w.headers['x-event-type'] === 'Test')).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('products origins lists, adds and removes test origins, validated like the console', async () => {
    const created = await run(env, 'products', 'create', '--name', 'Origins', '--json');
    const { id } = JSON.parse(created.stdout) as { id: string };
    const list = async () =>
      (
        JSON.parse(
          (await run(env, 'products', 'origins', 'list', '--product', id, '--json')).stdout,
        ) as {
          allowedOrigins: string[];
        }
      ).allowedOrigins;
    expect(await list()).toEqual([]);

    const added = await run(
      env,
      'products',
      'origins',
      'add',
      '--product',
      id,
      '--origin',
      'https://shop.example/',
      '--origin',
      'http://localhost:3001',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('https://shop.example');
    expect(await list()).toEqual(['https://shop.example', 'http://localhost:3001']);
    // Adding one already there changes nothing.
    await run(
      env,
      'products',
      'origins',
      'add',
      '--product',
      id,
      '--origin',
      'https://shop.example',
    );
    expect(await list()).toEqual(['https://shop.example', 'http://localhost:3001']);

    const removed = await run(
      env,
      'products',
      'origins',
      'remove',
      '--product',
      id,
      '--origin',
      'http://localhost:3001',
    );
    expect(removed.code).toBe(0);
    expect(await list()).toEqual(['https://shop.example']);

    // What the console refuses, the CLI refuses, and nothing changes.
    for (const bad of [
      'https://*.shop.example',
      'https://shop.example/path',
      'ftp://shop.example',
      'shop',
    ]) {
      const res = await run(env, 'products', 'origins', 'add', '--product', id, '--origin', bad);
      expect(res.code, bad).toBe(2);
      expect(res.stderr, bad).toMatch(/origin|wildcard/);
    }
    expect(await list()).toEqual(['https://shop.example']);

    const notThere = await run(
      env,
      'products',
      'origins',
      'remove',
      '--product',
      id,
      '--origin',
      'https://other.example',
    );
    expect(notThere.code).toBe(2);
    expect(notThere.stderr).toMatch(/is a test origin/);
    const unknown = await run(env, 'products', 'origins', 'list', '--product', 'nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no product nope/);
    const noOrigin = await run(env, 'products', 'origins', 'add', '--product', id);
    expect(noOrigin.code).toBe(2);
    expect(noOrigin.stderr).toMatch(/--origin/);
  });

  it('live origins: https sites only, apart from the test origins; http://shop.example.com is refused', async () => {
    const { id } = JSON.parse(
      (await run(env, 'products', 'create', '--name', 'Live origins', '--json')).stdout,
    ) as { id: string };
    const origins = async (mode: string) =>
      (
        JSON.parse(
          (await run(env, 'products', 'origins', 'list', '--product', id, '--mode', mode, '--json'))
            .stdout,
        ) as { allowedOrigins: string[] }
      ).allowedOrigins;
    const addLive = (origin: string, more: Record<string, string> = {}) =>
      run(
        { ...env, ...more },
        'products',
        'origins',
        'add',
        '--product',
        id,
        '--mode',
        'live',
        '--origin',
        origin,
      );

    // Plain http frames nothing live: anyone on the visitor's network could pose as the site.
    const http = await addLive('http://shop.example.com');
    expect(http.code, http.stdout).toBe(2);
    expect(http.stderr).toMatch(/live origin "http:\/\/shop\.example\.com" must use https/);
    // Neither does this machine, unless the operator allows it to try live mode locally.
    for (const local of ['http://localhost:3000', 'https://localhost', 'http://127.0.0.1:3000']) {
      const res = await addLive(local);
      expect(res.code, local).toBe(2);
      expect(res.stderr, local).toMatch(/OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS/);
    }
    expect(await origins('live')).toEqual([]);
    expect((await addLive('https://shop.example.com')).code).toBe(0);
    const allowed = { OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS: '1' };
    expect((await addLive('http://localhost:3000', allowed)).code).toBe(0);
    expect((await addLive('http://shop.example.com', allowed)).code).toBe(2);
    expect(await origins('live')).toEqual(['https://shop.example.com', 'http://localhost:3000']);
    // The test origins are a list of their own, where http is fine.
    expect(await origins('test')).toEqual([]);
    const test = await run(
      env,
      'products',
      'origins',
      'add',
      '--product',
      id,
      '--origin',
      'http://shop.example.com',
    );
    expect(test.code).toBe(0);
    expect(await origins('test')).toEqual(['http://shop.example.com']);
    expect(await origins('live')).toEqual(['https://shop.example.com', 'http://localhost:3000']);

    const listed = (await run(env, 'products', 'list')).stdout;
    expect(listed).toContain(
      'live origins: https://shop.example.com http://localhost:3000  test origins: http://shop.example.com',
    );
    const created = await run(
      env,
      'products',
      'create',
      '--name',
      'Plain',
      '--mode',
      'live',
      '--origin',
      'http://plain.example',
    );
    expect(created.code).not.toBe(0);
    expect(created.stderr).toMatch(/must use https/);
  });

  it('refuses a test webhook URL on this machine unless the operator allows loopback', async () => {
    const product = JSON.parse(
      (await run(env, 'products', 'create', '--name', 'Strict shop', '--json')).stdout,
    ) as { id: string };
    const { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: _, ...strict } = env;
    for (const url of ['http://127.0.0.1:9/hook', 'https://169.254.169.254/latest/meta-data/']) {
      const result = await run(strict, 'webhooks', 'set', '--product', product.id, '--url', url);
      expect(result.code, url).toBe(1);
      expect(result.stderr).toMatch(/test webhook URLs/);
    }
  });

  it('writes what it changes to the console audit log, by "cli"', async () => {
    const product = JSON.parse(
      (await run(env, 'products', 'create', '--name', 'Audited', '--json')).stdout,
    ) as { id: string };
    const key = JSON.parse(
      (await run(env, 'keys', 'create', '--product', product.id, '--json')).stdout,
    ) as { id: string; prefix: string };
    await run(env, 'keys', 'revoke', '--product', product.id, '--key', key.id);
    await run(env, 'webhooks', 'set', '--product', product.id, '--url', 'http://127.0.0.1:9/h');
    await run(env, 'webhooks', 'set', '--product', product.id, '--rotate-secret');
    const created = JSON.parse(
      (await run(env, 'accounts', 'create', '--email', 'ops@example.com', '--json')).stdout,
    ) as { email: string; password: string };
    expect(created.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await run(env, 'accounts', 'set-password', '--email', 'ops@example.com');
    await run(env, 'age-keys', 'revoke', '--credential=AAAA');

    const productLog = JSON.parse(
      (await run(env, 'audit', 'list', '--product', product.id, '--json')).stdout,
    ) as { action: string; accountEmail: string; detail: string }[];
    expect(productLog.map((e) => e.action).reverse()).toEqual([
      'product.created',
      'key.created',
      'key.revoked',
      'webhook.url_set',
      'webhook.secret_rotated',
    ]);
    expect(productLog.every((e) => e.accountEmail === 'cli')).toBe(true);
    expect(productLog.find((e) => e.action === 'key.revoked')?.detail).toContain(key.prefix);

    const serviceLog = JSON.parse((await run(env, 'audit', 'list', '--json')).stdout) as {
      action: string;
      accountEmail: string;
      detail: string;
    }[];
    expect(serviceLog.map((e) => [e.action, e.detail, e.accountEmail]).reverse()).toEqual(
      expect.arrayContaining([
        ['account.created', 'ops@example.com', 'cli'],
        ['account.password_reset', 'ops@example.com', 'cli'],
      ]),
    );
  });

  it("products create --owner makes the product an account's, and stops at OFAGE_MAX_PRODUCTS_PER_ACCOUNT with a clear error", async () => {
    const limited = { ...env, OFAGE_MAX_PRODUCTS_PER_ACCOUNT: '2' };
    expect((await run(limited, 'accounts', 'create', '--email', 'owner@shop.example')).code).toBe(
      0,
    );
    const create = (name: string) =>
      run(limited, 'products', 'create', '--name', name, '--owner', 'Owner@Shop.example', '--json');
    for (const name of ['First', 'Second']) {
      const created = await create(name);
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({
        name,
        ownerAccountId: expect.any(String),
      });
    }
    const refused = await create('Third');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      /^ofage: this account already has 2 products, the most one account may have on this service; .*OFAGE_MAX_PRODUCTS_PER_ACCOUNT$/,
    );
    const owned = (
      JSON.parse((await run(limited, 'products', 'list', '--json')).stdout) as { name: string }[]
    ).filter((p) => ['First', 'Second', 'Third'].includes(p.name));
    expect(owned.map((p) => p.name)).toEqual(['First', 'Second']);

    const nobody = await run(
      limited,
      'products',
      'create',
      '--name',
      'X',
      '--owner',
      'nobody@shop.example',
    );
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toContain('no console account nobody@shop.example');
  });

  it('unknown commands and missing options exit 2 saying where the usage is, without printing it', async () => {
    const unknown = await run(env, 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'ofage: unknown command "frobnicate"\nRun `ofage --help` for every command.',
    );
    const missing = await run(env, 'keys', 'create');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'ofage: keys create needs --product <id>\nRun `ofage keys create --help` for its options.',
    );
    expect(missing.stderr).not.toMatch(/Usage/);
  });
});

describe('the ofage binary', () => {
  it('runs through package.json bin with --help', async () => {
    const bin = path.resolve(import.meta.dirname, '../../../bin/ofage.js');
    const { stdout } = await promisify(execFile)(process.execPath, [bin, '--help']);
    expect(stdout).toMatch(/products create/);
  });
});
