import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../src/service/console/accounts';
import {
  authenticate,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
} from '../../../src/service/console/authenticate';
import { consoleDb } from '../../../src/service/console/console-database';
import { ConsoleError } from '../../../src/service/console/console-error';
import {
  createSession,
  deleteSession,
  SESSION_TTL_MS,
  sessionAccount,
} from '../../../src/service/console/sessions';
import { testDialects } from '../../support/databases';
import { codeOf, useConsoleHarness } from './support';

const PASSWORD = 'correct horse battery';

describe.each(testDialects())('console accounts on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('sign-up stores a scrypt hash, normalises the e-mail and refuses a second account', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    const account = await createAccount(ctx, { email: '  Alice@Example.COM ', password: PASSWORD });
    expect(account.email).toBe('alice@example.com');
    const row = await consoleDb(ctx.db)
      .selectFrom('console_accounts')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(
      await codeOf(createAccount(ctx, { email: 'alice@example.com', password: PASSWORD })),
    ).toBe('email_taken');
    expect(await codeOf(createAccount(ctx, { email: 'not-an-email', password: PASSWORD }))).toBe(
      'invalid_input',
    );
    expect(await codeOf(createAccount(ctx, { email: 'bob@example.com', password: 'short' }))).toBe(
      'weak_password',
    );
  });

  it('sign-in accepts the right password only, case-insensitively by e-mail', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    await expect(
      authenticate(ctx, { email: 'ALICE@example.com', password: PASSWORD, ip: '1.2.3.4' }),
    ).resolves.toEqual(account);
    expect(
      await codeOf(
        authenticate(ctx, {
          email: 'alice@example.com',
          password: 'wrong horse battery',
          ip: '1.2.3.4',
        }),
      ),
    ).toBe('bad_credentials');
    // An unknown address fails the same way (no account enumeration through sign-in).
    expect(
      await codeOf(
        authenticate(ctx, { email: 'nobody@example.com', password: PASSWORD, ip: '1.2.3.4' }),
      ),
    ).toBe('bad_credentials');
  });

  it('rate limits failed sign-ins per e-mail, even with the right password, with a clear message', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect(
        await codeOf(
          authenticate(ctx, {
            email: 'alice@example.com',
            password: `guess number ${i}`,
            ip: `10.0.0.${i}`,
          }),
        ),
      ).toBe('bad_credentials');
      h.clock.advance(1000);
    }
    const limited = await authenticate(ctx, {
      email: 'alice@example.com',
      password: PASSWORD,
      ip: '10.0.1.1',
    }).catch((e: unknown) => e as ConsoleError);
    expect(limited).toBeInstanceOf(ConsoleError);
    expect((limited as ConsoleError).code).toBe('rate_limited');
    expect((limited as ConsoleError).message).toBe(
      'Too many failed sign-in attempts. Wait 15 minutes and try again.',
    );
    expect((limited as ConsoleError).retryAfterSeconds).toBe(LOGIN_WINDOW_MS / 1000 - 5);

    // Another account is not affected; the window ends and the right password works again.
    await createAccount(ctx, { email: 'bob@example.com', password: PASSWORD });
    await expect(
      authenticate(ctx, { email: 'bob@example.com', password: PASSWORD, ip: '10.0.1.1' }),
    ).resolves.toBeDefined();
    h.clock.advance(LOGIN_WINDOW_MS);
    await expect(
      authenticate(ctx, { email: 'alice@example.com', password: PASSWORD, ip: '10.0.1.1' }),
    ).resolves.toBeDefined();
  });

  it('rate limits one client address guessing across many accounts', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'victim@example.com', password: PASSWORD });
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await codeOf(
        authenticate(ctx, {
          email: `user${i}@example.com`,
          password: 'guess guess guess',
          ip: '203.0.113.9',
        }),
      );
    }
    expect(
      await codeOf(
        authenticate(ctx, { email: 'victim@example.com', password: PASSWORD, ip: '203.0.113.9' }),
      ),
    ).toBe('rate_limited');
    await expect(
      authenticate(ctx, { email: 'victim@example.com', password: PASSWORD, ip: '198.51.100.7' }),
    ).resolves.toBeDefined();
  });

  it('a session row ends with sign-out and with its expiry', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    const account = await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    const sid = await createSession(ctx, account.id);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionAccount(ctx, sid)).toEqual(account);
    await deleteSession(ctx, sid);
    expect(await sessionAccount(ctx, sid)).toBeUndefined();

    const other = await createSession(ctx, account.id);
    h.clock.advance(SESSION_TTL_MS);
    expect(await sessionAccount(ctx, other)).toBeUndefined();
    expect(await sessionAccount(ctx, 'made-up')).toBeUndefined();
  });
});
