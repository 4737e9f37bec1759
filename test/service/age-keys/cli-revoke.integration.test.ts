import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import { runCli } from '../../../src/service/cli/main';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness } from './support/age-key-harness';

describe.each(testDialects())('ofage age-keys revoke on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  beforeAll(async () => {
    t = await startTestService(dialect);
    h = ageKeyHarness(t);
  });
  afterAll(async () => t.close());

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const { config } = t.service.ctx;
    const env = {
      OFAGE_DATA_DIR: config.dataDir,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    };
    const code = await runCli(argv, {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      env,
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };

  it('revokes a key by credential id; the key then no longer passes', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];

    const revoked = await run('age-keys', 'revoke', `--credential=${id!}`, '--json');
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: id });
    const row = await ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .select('revoked_at')
      .where('credential_id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    const v = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(auth, v.token)).toEqual({ outcome: 'refused', reason: 'revoked' });

    // In the operator's (service-wide) audit log, by "cli".
    expect(JSON.parse((await run('audit', 'list', '--json')).stdout)).toEqual([
      expect.objectContaining({ action: 'age_key.revoked', accountEmail: 'cli', detail: id }),
    ]);

    expect((await run('age-keys', 'revoke', `--credential=${id!}`)).code).toBe(2);
    expect((await run('age-keys', 'revoke')).stderr).toContain('--credential');
  });

  // Credential ids are random base64url, so one in 32 starts with "-": the = form must carry it,
  // and the space form must say how to pass it rather than fail obscurely.
  it('revokes a key whose credential id starts with "-"', async () => {
    // 0xf8 is 111110…: base64url's 63rd letter, "-", comes first.
    const auth = h.authenticator(Buffer.from('f8' + '11'.repeat(15), 'hex'));
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];
    expect(id!.startsWith('-')).toBe(true);

    const spaced = await run('age-keys', 'revoke', '--credential', id!);
    expect(spaced.code).toBe(2);
    expect(spaced.stderr).toContain(`--credential=`);

    const revoked = await run('age-keys', 'revoke', `--credential=${id!}`, '--json');
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: id });
  });
});
