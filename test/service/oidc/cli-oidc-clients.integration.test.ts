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
      env: { OFAGE_DATA_DIR: t.service.ctx.config.dataDir, OFAGE_LOG_LEVEL: 'silent' },
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
    expect(created.stdout).toMatch(/^OIDC_USE_ISSUER=.*\/api\/v1\/oidc\/use$/m);
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
});
