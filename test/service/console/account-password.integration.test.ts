import { describe, expect, it } from 'vitest';
import { changePassword, setAccountPassword } from '../../../src/service/console/account-password';
import { createAccount } from '../../../src/service/console/accounts';
import {
  authenticate,
  FREE_FAILURES_PER_ACCOUNT_ADDRESS,
} from '../../../src/service/console/authenticate';
import type { ConsoleError } from '../../../src/service/console/console-error';
import { createSession, sessionAccount } from '../../../src/service/console/sessions';
import { runCli } from '../../../src/service/cli/main';
import { testDialects } from '../../support/databases';
import { codeOf, useConsoleHarness } from './support';

const OLD = 'correct horse battery';
const NEW = 'purple staple lantern';

describe.each(testDialects())('console passwords on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const { service } = await start();
    const ctx = service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: OLD });
    const here = await createSession(ctx, account.id);
    const elsewhere = await createSession(ctx, account.id);
    const change = (currentPassword: string, newPassword: string) =>
      changePassword(ctx, account, {
        currentPassword,
        newPassword,
        ip: '1.2.3.4',
        keepSessionId: here,
      });

    const wrong = await change('not my password', NEW).catch((e: unknown) => e as ConsoleError);
    expect(wrong).toMatchObject({
      code: 'BAD_CREDENTIALS',
      message: 'The current password is not right.',
    });
    expect(await codeOf(change(OLD, 'short'))).toBe('WEAK_PASSWORD');
    expect(await codeOf(change(OLD, OLD))).toBe('WEAK_PASSWORD');
    // Nothing changed so far: both sessions live, the old password signs in.
    expect(await sessionAccount(ctx, elsewhere)).toEqual(account);
    await expect(
      authenticate(ctx, { email: account.email, password: OLD, ip: '1.2.3.4' }),
    ).resolves.toEqual(account);

    await change(OLD, NEW);
    expect(await sessionAccount(ctx, here)).toEqual(account);
    expect(await sessionAccount(ctx, elsewhere)).toBeUndefined();
    expect(
      await codeOf(authenticate(ctx, { email: account.email, password: OLD, ip: '1.2.3.4' })),
    ).toBe('BAD_CREDENTIALS');
    await expect(
      authenticate(ctx, { email: account.email, password: NEW, ip: '1.2.3.4' }),
    ).resolves.toEqual(account);
  });

  it('a borrowed session cannot guess the current password: guesses hit the sign-in limit', async () => {
    const { service } = await start();
    const ctx = service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: OLD });
    const sid = await createSession(ctx, account.id);
    const change = (currentPassword: string) =>
      codeOf(
        changePassword(ctx, account, {
          currentPassword,
          newPassword: NEW,
          ip: '5.6.7.8',
          keepSessionId: sid,
        }),
      );
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_ADDRESS; i++)
      expect(await change(`guess number ${i}`)).toBe('BAD_CREDENTIALS');
    expect(await change(OLD)).toBe('TOO_MANY_REQUESTS');
    // Slowed down where the guesses came from, not locked: the owner elsewhere still signs in.
    await expect(
      authenticate(ctx, { email: account.email, password: OLD, ip: '9.9.9.9' }),
    ).resolves.toEqual(account);
  });

  it('the operator reset sets a password and signs out every session; unknown addresses are refused', async () => {
    const { service } = await start();
    const ctx = service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: OLD });
    const sid = await createSession(ctx, account.id);
    await expect(setAccountPassword(ctx.db, ' ALICE@example.com ', NEW)).resolves.toEqual(account);
    expect(await sessionAccount(ctx, sid)).toBeUndefined();
    await expect(
      authenticate(ctx, { email: account.email, password: NEW, ip: '1.2.3.4' }),
    ).resolves.toEqual(account);
    expect(await codeOf(setAccountPassword(ctx.db, 'bob@example.com', NEW))).toBe('NOT_FOUND');
    expect(await codeOf(setAccountPassword(ctx.db, account.email, 'short'))).toBe('WEAK_PASSWORD');
  });

  it('`ofage accounts set-password` prints a generated password that signs in', async () => {
    const { service } = await start();
    const ctx = service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: OLD });
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const env = {
        OFAGE_DATA_DIR: ctx.config.dataDir,
        ...(ctx.config.databaseUrl ? { DATABASE_URL: ctx.config.databaseUrl } : {}),
      };
      const code = await runCli(argv, {
        stdout: (l) => out.push(l),
        stderr: (l) => err.push(l),
        env,
      });
      return { code, stdout: out.join('\n'), stderr: err.join('\n') };
    };

    const reset = await run('accounts', 'set-password', '--email', account.email, '--json');
    expect(reset.code).toBe(0);
    const { email, password } = JSON.parse(reset.stdout) as { email: string; password: string };
    expect(email).toBe(account.email);
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await expect(authenticate(ctx, { email, password, ip: '1.2.3.4' })).resolves.toEqual(account);

    const unknown = await run('accounts', 'set-password', '--email', 'bob@example.com');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no console account has the address bob@example.com');
    expect((await run('accounts', 'set-password')).stderr).toContain('--email');
  });
});
