import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { hashClientSecret } from '../../../src/service/oidc/clients/client-secret';
import { oidcDb } from '../../../src/service/oidc/oidc-tables';
import { startTestService, type TestService } from '../../support/test-service';

describe('ofage oidc-clients', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService('sqlite');
  });
  afterAll(async () => t.close());

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      // As in the service's own environment: its public URL is the issuers' (without it, and
      // with no service start recorded on the data directory, create says it assumes one).
      env: {
        OFAGE_DATA_DIR: t.service.ctx.config.dataDir,
        OFAGE_PUBLIC_URL: t.service.ctx.config.publicUrl,
        OFAGE_LOG_LEVEL: 'silent',
      },
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };

  it('creates a client that may create keys: the settings and the secret, shown once, stored hashed', async () => {
    const created = await run(
      'oidc-clients',
      'create',
      '--product',
      t.product.id,
      '--redirect-uri',
      'https://app.example/callback',
      '--thresholds',
      '13,18',
      '--may-create',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      `OIDC_USE_ISSUER=${t.service.ctx.config.publicUrl}/api/v1/oidc/use\n`,
    );
    expect(created.stdout).toMatch(/^OIDC_CREATE_ISSUER=.*\/api\/v1\/oidc\/create$/m);
    const clientId = /^OIDC_CLIENT_ID=(\S+)$/m.exec(created.stdout)![1]!;
    const secret = /^OIDC_CLIENT_SECRET=(\S+)$/m.exec(created.stdout)![1]!;
    const row = await oidcDb(t.service.ctx.db)
      .selectFrom('oidc_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashClientSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.parse(row.thresholds)).toEqual([13, 18]);

    const listed = await run('oidc-clients', 'list', '--product', t.product.id, '--json');
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ clientId, mayCreate: true, thresholds: [13, 18] }),
    ]);
    expect(listed.stdout).not.toContain(secret);

    const deleted = await run(
      'oidc-clients',
      'delete',
      '--product',
      t.product.id,
      '--client',
      clientId,
    );
    expect(deleted.code).toBe(0);
    expect((await run('oidc-clients', 'list', '--product', t.product.id)).stdout).toBe(
      'no OpenID clients',
    );
  });

  it('refuses what a client may not be: thresholds outside 1–120, http off loopback, two hosts', async () => {
    const base = ['oidc-clients', 'create', '--product', t.product.id];
    const bad = [
      [...base, '--redirect-uri', 'https://app.example/cb', '--thresholds', '0,18'],
      [...base, '--redirect-uri', 'http://app.example/cb'],
      [...base, '--redirect-uri', 'https://a.example/cb', '--redirect-uri', 'https://b.example/cb'],
      [...base, '--redirect-uri', 'http://localhost:3000/cb', '--mode', 'live'],
    ];
    for (const argv of bad) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).not.toBe(0);
      expect(result.stderr).toMatch(/^ofage: /);
    }
  });

  it('approve, withdraw and pending: the operator decides which live clients create keys, audited; refused for what needs no decision', async () => {
    const base = ['oidc-clients', 'create', '--product', t.product.id, '--json'];
    const idOf = (r: { stdout: string }) => (JSON.parse(r.stdout) as { clientId: string }).clientId;
    const live = idOf(
      await run(
        ...base,
        '--mode',
        'live',
        '--redirect-uri',
        'https://p.example/cb',
        '--may-create',
      ),
    );
    const test = idOf(await run(...base, '--redirect-uri', 'https://p.example/t', '--may-create'));
    const useOnly = idOf(
      await run(...base, '--mode', 'live', '--redirect-uri', 'https://p.example/u'),
    );

    const listed = await run('oidc-clients', 'list', '--product', t.product.id);
    expect(listed.stdout).toContain(`${live}  live  use+create (awaiting operator approval)`);
    expect(listed.stdout).toContain(`${test}  test  use+create (test keys)  100 creates/hour`);
    expect((await run('oidc-clients', 'pending')).stdout).toMatch(
      new RegExp(
        `awaiting approval[^]*${live}  OpenID client  p\\.example[^]*Approved[^]*none`,
        'i',
      ),
    );

    for (const [argv, message] of [
      [['--client', test], /test client/],
      [['--client', useOnly], /without the create permission/],
      [['--client', 'agekey_live_nobody'], /no OpenID client/],
      [[], /needs --client/],
      [['--client', live, '--keys-per-hour', '0'], /1 to 1000000/],
      [['--client', live, '--keys-per-hour', 'many'], /1 to 1000000/],
    ] as const) {
      const refused = await run('oidc-clients', 'approve', ...argv);
      expect(refused.code, argv.join(' ')).not.toBe(0);
      expect(refused.stderr).toMatch(message);
    }
    expect((await run('oidc-clients', 'withdraw', '--client', live)).stderr).toMatch(
      /is not approved/,
    );

    const approved = await run(
      'oidc-clients',
      'approve',
      '--client',
      live,
      '--keys-per-hour',
      '50',
    );
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(/50 create requests an hour/);
    expect((await run('oidc-clients', 'pending', '--json')).stdout).toContain('"quota": 50');
    const withdrawn = await run('oidc-clients', 'withdraw', '--client', live);
    expect(withdrawn.code).toBe(0);
    const audit = JSON.parse((await run('audit', 'list', '--json')).stdout) as {
      action: string;
      detail: string;
    }[];
    expect(audit.slice(0, 2).map((e) => e.action)).toEqual([
      'oidc_client.create_withdrawn',
      'oidc_client.create_approved',
    ]);
    const productLog = JSON.parse(
      (await run('audit', 'list', '--product', t.product.id, '--json')).stdout,
    ) as { action: string; detail: string }[];
    expect(productLog[0]).toMatchObject({ action: 'oidc_client.create_withdrawn' });
    expect(productLog[1]!.detail).toContain(`${live} may create live age keys (50`);
  });

  it('products age-key-providers: all, none, or providers the operator trusts; audited', async () => {
    const show = await run('products', 'age-key-providers', '--product', t.product.id);
    expect(show.stdout).toMatch(/every provider the operator trusts/);
    const notTrusted = await run(
      'products',
      'age-key-providers',
      '--product',
      t.product.id,
      '--providers',
      'agekey_live_whoever',
    );
    expect(notTrusted.code).toBe(2);
    expect(notTrusted.stderr).toMatch(/agekey_live_whoever is not a provider the operator trusts/);
    const none = await run(
      'products',
      'age-key-providers',
      '--product',
      t.product.id,
      '--providers',
      'none',
      '--json',
    );
    expect(JSON.parse(none.stdout)).toEqual({ productId: t.product.id, ageKeyProviders: [] });
    const productLog = JSON.parse(
      (await run('audit', 'list', '--product', t.product.id, '--json')).stdout,
    ) as { action: string; detail: string }[];
    expect(productLog[0]).toMatchObject({
      action: 'product.updated',
      detail: "age keys accepted from the service's own verifications only",
    });
  });
});
