import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { createAccount } from '../../../src/service/console/accounts';
import { consoleAuthOptions } from '../../../src/service/console/auth-options';
import {
  consoleSecrets,
  PREVIOUS_SECRET_ACCEPTED_MS,
} from '../../../src/service/console/console-secret';
import { csrfToken, verifyCsrfTokenWithAny } from '../../../src/service/console/csrf-token';
import { createSession, sessionAccount } from '../../../src/service/console/sessions';
import type { Service } from '../../../src/service/service';
import { testDialects } from '../../support/databases';
import { useConsoleHarness } from './support';

const PINNED = 'p'.repeat(40);
const PINNED_BEFORE = 'q'.repeat(40);

const cli = async (service: Service, ...argv: string[]) => {
  const err: string[] = [];
  const { config } = service.ctx;
  const code = await runCli(argv, {
    stdout: () => undefined,
    stderr: (l) => err.push(l),
    env: {
      OFAGE_DATA_DIR: config.dataDir,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      ...(config.consoleSecret ? { OFAGE_CONSOLE_SECRET: config.consoleSecret } : {}),
      OFAGE_LOG_LEVEL: 'silent',
    },
  });
  return { code, stderr: err.join('\n') };
};

/**
 * `ofage console-secret rotate` against what a signed-in browser holds: its session cookie
 * (next-auth's JWE, sealed with the secret) and the CSRF token of a form it has open. The
 * browser flow itself runs in Chromium in test/e2e/console-secret-rotation.spec.ts.
 */
describe.each(testDialects())('console secret rotation on $dialect', ({ dialect }) => {
  const harness = useConsoleHarness(dialect);

  /** A signed-in browser: its session row, its cookie as next-auth seals it, an open form. */
  async function signedIn(service: Service) {
    const account = await createAccount(service.ctx, {
      email: `someone-${Math.random()}@shop.example`,
      password: 'correct horse battery',
    });
    const sid = await createSession(service.ctx, account.id);
    const options = await consoleAuthOptions(service);
    const cookie = await encode({ token: { sid }, secret: options.secret! });
    const { current } = await consoleSecrets(service.ctx);
    return { sid, cookie, csrf: csrfToken(current, sid) };
  }
  /** What the console does with them on the next request, after whatever happened meanwhile. */
  async function accepted(service: Service, browser: Awaited<ReturnType<typeof signedIn>>) {
    const options = await consoleAuthOptions(service);
    const decode = options.jwt!.decode!;
    const payload = await Promise.resolve()
      .then(() => decode({ token: browser.cookie, secret: options.secret! }))
      .catch(() => null);
    const { current, previous } = await consoleSecrets(service.ctx);
    return {
      cookie: payload?.sid === browser.sid,
      session: (await sessionAccount(service.ctx, browser.sid)) !== undefined,
      form: verifyCsrfTokenWithAny([current, ...previous], browser.sid, browser.csrf),
    };
  }
  const all = { cookie: true, session: true, form: true };

  it('keeps signed-in sessions and open forms for 7 days after a rotation', async () => {
    const { service, clock } = await harness();
    const browser = await signedIn(service);
    const before = (await consoleSecrets(service.ctx)).current;

    expect(await cli(service, 'console-secret', 'rotate')).toEqual({ code: 0, stderr: '' });
    const after = await consoleSecrets(service.ctx);
    expect(after.current).not.toBe(before);
    expect(after.previous).toEqual([before]);
    expect(await accepted(service, browser)).toEqual(all);
    // A session signed in after the rotation is sealed with the new secret.
    const newcomer = await signedIn(service);
    expect((await consoleAuthOptions(service)).secret).toBe(after.current);
    expect(await accepted(service, newcomer)).toEqual(all);

    // The previous secret is accepted for as long as a session lives, then no more. (The command
    // ran at the real time; the service's clock is its own.)
    clock.advance(Date.now() - clock.now() + PREVIOUS_SECRET_ACCEPTED_MS + 1000);
    expect((await consoleSecrets(service.ctx)).previous).toEqual([]);
    expect(await accepted(service, browser)).toEqual({
      cookie: false,
      session: false,
      form: false,
    });
  });

  it('--end-sessions signs everyone out at once', async () => {
    const { service } = await harness();
    const browser = await signedIn(service);
    expect(await cli(service, 'console-secret', 'rotate', '--end-sessions')).toEqual({
      code: 0,
      stderr: '',
    });
    expect((await consoleSecrets(service.ctx)).previous).toEqual([]);
    expect(await accepted(service, browser)).toEqual({
      cookie: false,
      session: false,
      form: false,
    });
  });
});

describe('a pinned console secret (OFAGE_CONSOLE_SECRET)', () => {
  const harness = useConsoleHarness('sqlite', {
    OFAGE_CONSOLE_SECRET: PINNED,
    OFAGE_CONSOLE_SECRET_PREVIOUS: PINNED_BEFORE,
  });

  it('is rotated in the environment, with the one before in OFAGE_CONSOLE_SECRET_PREVIOUS', async () => {
    const { service } = await harness();
    expect(await consoleSecrets(service.ctx)).toEqual({
      current: PINNED,
      previous: [PINNED_BEFORE],
    });
    const sid = 'a-session';
    expect(
      verifyCsrfTokenWithAny([PINNED, PINNED_BEFORE], sid, csrfToken(PINNED_BEFORE, sid)),
    ).toBe(true);
    const options = await consoleAuthOptions(service);
    const sealedBefore = await encode({ token: { sid }, secret: PINNED_BEFORE });
    expect(await options.jwt!.decode!({ token: sealedBefore, secret: PINNED })).toMatchObject({
      sid,
    });
    const refused = await cli(service, 'console-secret', 'rotate');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('OFAGE_CONSOLE_SECRET_PREVIOUS');
  });
});
