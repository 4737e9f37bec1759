import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { createLogger } from '../../../src/service/logger';
import { createService, type Service } from '../../../src/service/service';
import {
  retireSigningKeys,
  SIGNED_TOKENS_LIVE_MS,
} from '../../../src/service/tokens/signing-key-rotation';
import { SIGNING_KEY_PUBLISH_AHEAD_MS } from '../../../src/service/tokens/signing-keys';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import { handleStatus } from '../../../src/service/widget/handlers/status';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { waitFor } from '../../support/wait';
import { pageContext, perform, simulateRequest, STATUS } from '../widget/support';

/**
 * Widget signing keys rotate without a restart: `ofage signing-keys rotate` on one side, two
 * running instances (A serves perform, B has not restarted since before the rotation) on the
 * other. Widget links signed before keep opening and completing; links signed by the new key
 * open on B; a key is retired only once no link it signed can be live, or at once with --key.
 */
describe.each(testDialects())('widget signing key rotation on $dialect', ({ dialect }) => {
  let a: TestService;
  let b: Service;

  beforeAll(async () => {
    a = await startTestService(dialect, { signingKeysReloadMs: 100 });
    b = await createService({
      config: { ...a.service.ctx.config },
      logger: createLogger('silent'),
      deliverWebhooks: false,
      signingKeysReloadMs: 100,
    });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const { config } = a.service.ctx;
    const code = await runCli([...argv, '--json'], {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      env: {
        OFAGE_DATA_DIR: config.dataDir,
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
        OFAGE_LOG_LEVEL: 'silent',
      },
    });
    return { code, json: out.length ? (JSON.parse(out.join('\n')) as never) : undefined, err };
  };
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  /**
   * The time a new key waits before it signs, passed: every key's row says it was added that
   * much earlier (the instances and the command all read the real clock).
   */
  const aheadPassed = () =>
    a.service.ctx.db
      .updateTable('signing_keys')
      .set((eb) => ({ created_at: eb('created_at', '-', SIGNING_KEY_PUBLISH_AHEAD_MS) }))
      .execute();
  const statusOn = async (service: Service, token: string) =>
    (await handleStatus(service, new Request(`http://localhost/api/widget/status?token=${token}`)))
      .status;
  const signingKid = (service: Service) => service.ctx.signingKeys.current.kid;
  const open = async (service: Service, token: string) => {
    const page = pageContext();
    const { props } = await widgetPageProps(
      service,
      page.context,
      await sessionFromToken(service, token),
      false,
    );
    return props;
  };
  const complete = async (service: Service, token: string) => {
    const res = await handleSimulate(
      service,
      simulateRequest({ token, method: 'id-document', outcome: 'adult' }),
    );
    return { status: res.status, body: (await res.json()) as { decision?: string } };
  };
  const getStatus = async (id: string) =>
    ((await (await a.call(`${STATUS}?id=${id}`)).json()) as { status: string }).status;

  let first: string;
  let second: string;
  let signedBefore: Awaited<ReturnType<typeof perform>>;
  let signedByNew: Awaited<ReturnType<typeof perform>>;

  it('a widget opened before the rotation completes after it; links the new key signs open on an instance that did not restart', async () => {
    signedBefore = await perform(a);
    first = kidOf(signedBefore.token)!;
    expect((await open(a.service, signedBefore.token)).ok).toBe(true);
    expect(await getStatus(signedBefore.id)).toBe('IN_PROGRESS');

    const rotated = await cli('signing-keys', 'rotate');
    expect(rotated.code).toBe(0);
    second = (rotated.json as unknown as { kid: string; replaces: string }).kid;
    expect(rotated.json).toMatchObject({ replaces: first });

    // Both instances verify with the new key before any of them signs with it.
    await waitFor(
      () => a.service.ctx.signingKeys.keyFor(second) && b.ctx.signingKeys.keyFor(second),
      {
        message: 'both instances to read the new key',
      },
    );
    const stillOld = await perform(a);
    expect(kidOf(stillOld.token)).toBe(first);

    await aheadPassed();
    await waitFor(() => signingKid(a.service) === second && signingKid(b) === second, {
      message: 'both instances to sign with the new key',
    });
    signedByNew = await perform(a);
    expect(kidOf(signedByNew.token)).toBe(second);

    // B, running since before the rotation, opens and completes a link the new key signed...
    expect(await statusOn(b, signedByNew.token)).toBe(200);
    expect((await open(b, signedByNew.token)).ok).toBe(true);
    expect((await complete(b, signedByNew.token)).body.decision).toBe('pass');
    expect(await getStatus(signedByNew.id)).toBe('PASS');
    // ...and the widget opened before the rotation completes after it, on either instance.
    expect(await statusOn(b, signedBefore.token)).toBe(200);
    expect((await complete(b, signedBefore.token)).body.decision).toBe('pass');
    expect(await getStatus(signedBefore.id)).toBe('PASS');
    expect(await statusOn(a.service, stillOld.token)).toBe(200);
  });

  it('retire keeps a key while links it signed may be live, and retires it after', async () => {
    const early = await cli('signing-keys', 'retire');
    expect(early.code).toBe(0);
    expect(early.json).toMatchObject({
      retired: [],
      waiting: [{ kid: first, state: 'verifying' }],
    });
    const listed = await cli('signing-keys', 'list');
    expect(listed.json).toMatchObject([
      { kid: second, state: 'signing' },
      { kid: first, state: 'verifying' },
    ]);

    // B has verified the old link already (and remembers it); retiring the key ends that too.
    const oldLink = await perform(a);
    expect(kidOf(oldLink.token)).toBe(second);
    expect(await statusOn(b, signedBefore.token)).toBe(200);
    // The day the links the old key signed have all expired.
    const later = Date.now() + SIGNED_TOKENS_LIVE_MS;
    const { retired } = await retireSigningKeys(a.service.ctx.db, later);
    expect(retired).toEqual([first]);
    await waitFor(() => !b.ctx.signingKeys.keyFor(first), { message: 'B to drop the retired key' });
    expect(await statusOn(b, signedBefore.token)).toBe(401);
    expect(await statusOn(b, oldLink.token)).toBe(200);
    const row = await a.service.ctx.db
      .selectFrom('signing_keys')
      .select(['private_jwk', 'retired_at'])
      .where('kid', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ private_jwk: '', retired_at: later });
  });

  it('retire --key retires a leaked key at once, but never the key that signs', async () => {
    const refused = await cli('signing-keys', 'retire', '--key', second);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain('signing-keys rotate');

    const rotated = await cli('signing-keys', 'rotate');
    const third = (rotated.json as unknown as { kid: string }).kid;
    await aheadPassed();
    await waitFor(() => signingKid(a.service) === third && signingKid(b) === third, {
      message: 'both instances to sign with the third key',
    });
    expect(await statusOn(b, signedByNew.token)).toBe(200);
    const leaked = await cli('signing-keys', 'retire', '--key', second);
    expect(leaked.code).toBe(0);
    expect(leaked.json).toMatchObject({ retired: [second] });
    await waitFor(() => !b.ctx.signingKeys.keyFor(second), { message: 'B to drop the leaked key' });
    expect(await statusOn(b, signedByNew.token)).toBe(401);
    expect(await statusOn(b, (await perform(a)).token)).toBe(200);
  });
});
