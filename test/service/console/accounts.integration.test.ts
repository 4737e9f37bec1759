import { describe, expect, it } from 'vitest';
import {
  createAccount,
  findAccountByEmail,
  SIGN_UP_WINDOW_MS,
  SIGN_UPS_PER_ADDRESS,
  signUp,
} from '../../../src/service/console/accounts';
import {
  authenticate,
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ACCOUNT_ADDRESS,
  FREE_FAILURES_PER_ADDRESS,
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
type Ctx = Parameters<typeof authenticate>[0];

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
    ).toBe('EMAIL_TAKEN');
    expect(await codeOf(createAccount(ctx, { email: 'not-an-email', password: PASSWORD }))).toBe(
      'INVALID_INPUT',
    );
    expect(await codeOf(createAccount(ctx, { email: 'bob@example.com', password: 'short' }))).toBe(
      'WEAK_PASSWORD',
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
    ).toBe('BAD_CREDENTIALS');
    // An unknown address fails the same way (no account enumeration through sign-in).
    expect(
      await codeOf(
        authenticate(ctx, { email: 'nobody@example.com', password: PASSWORD, ip: '1.2.3.4' }),
      ),
    ).toBe('BAD_CREDENTIALS');
  });

  const attempt = (ctx: Ctx, email: string, password: string, ip: string) =>
    authenticate(ctx, { email, password, ip });
  const wrong = (ctx: Ctx, ip: string, email = 'alice@example.com') =>
    codeOf(attempt(ctx, email, 'wrong horse battery', ip));

  it('slows down instead of locking: 5 free failures per e-mail and address, then a growing delay; the owner signs in once it is over', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
      expect(await wrong(ctx, '203.0.113.9')).toBe('BAD_CREDENTIALS');
    }
    // The 6th attempt from that address waits 1 s after the 5th failure — even the right password.
    const limited = await attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.9').catch(
      (e: unknown) => e as ConsoleError,
    );
    expect(limited).toBeInstanceOf(ConsoleError);
    expect((limited as ConsoleError).code).toBe('TOO_MANY_REQUESTS');
    expect((limited as ConsoleError).retryAfterSeconds).toBe(BACKOFF_BASE_MS / 1000);
    expect((limited as ConsoleError).message).toBe(
      'Too many failed sign-in attempts. Wait 1 second and try again.',
    );

    // Each further failure doubles the wait: 1 s, 2 s, 4 s …
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      h.clock.advance(waits.at(-1) ?? BACKOFF_BASE_MS);
      expect(await wrong(ctx, '203.0.113.9')).toBe('BAD_CREDENTIALS');
      const next = await attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.9').catch(
        (e: unknown) => e as ConsoleError,
      );
      waits.push(((next as ConsoleError).retryAfterSeconds ?? 0) * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16].map((s) => s * 1000));

    // …and never beyond the cap, however many failures: nobody is locked out for long.
    expect(backoffDelay(10_000, FREE_FAILURES_PER_ACCOUNT_ADDRESS)).toBe(BACKOFF_CAP_MS);
    expect(BACKOFF_CAP_MS).toBeLessThanOrEqual(15 * 60 * 1000);

    // Once the delay is over, the owner's right password works, and success resets the count.
    h.clock.advance(waits.at(-1)!);
    await expect(attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.9')).resolves.toMatchObject(
      { email: 'alice@example.com' },
    );
    expect(await wrong(ctx, '203.0.113.9')).toBe('BAD_CREDENTIALS');
  });

  it('attempts made during a delay are refused unchecked and do not lengthen it', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_ADDRESS; i++) await wrong(ctx, '203.0.113.9');
    for (let i = 0; i < 50; i++) expect(await wrong(ctx, '203.0.113.9')).toBe('TOO_MANY_REQUESTS');
    h.clock.advance(BACKOFF_BASE_MS);
    await expect(attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.9')).resolves.toBeDefined();
  });

  it('counts a parallel burst atomically: of 40 wrong attempts at once, only the free 5 are checked', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    const codes = await Promise.all(Array.from({ length: 40 }, () => wrong(ctx, '203.0.113.9')));
    // Each attempt counts the others in flight as failures, so a burst may even be refused
    // whole; what it can never do is have more than the free number checked.
    const checked = codes.filter((c) => c === 'BAD_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_ACCOUNT_ADDRESS);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(40 - checked);
    // Refused attempts leave nothing behind; checked ones are the failures on record.
    const rows = await consoleDb(ctx.db).selectFrom('console_login_attempts').selectAll().execute();
    expect(rows).toHaveLength(checked);
    expect(rows.every((r) => r.succeeded === 0)).toBe(true);
    // The burst cost the owner a short wait, no more.
    h.clock.advance(BACKOFF_BASE_MS);
    await expect(attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.9')).resolves.toBeDefined();
  });

  it('many addresses guessing one account are slowed after 10 failures — but not the owner at an address they signed in from', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    // The owner signed in from home before the attack.
    await attempt(ctx, 'alice@example.com', PASSWORD, '198.51.100.7');
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      expect(await wrong(ctx, `192.0.2.${i + 1}`)).toBe('BAD_CREDENTIALS');
    }
    // A fresh address of the attacker's is slowed: the account-wide counter is spent…
    expect(await wrong(ctx, '192.0.2.200')).toBe('TOO_MANY_REQUESTS');
    // …while the owner at home is not slowed at all.
    await expect(
      attempt(ctx, 'alice@example.com', PASSWORD, '198.51.100.7'),
    ).resolves.toBeDefined();
    // A new address of the owner's waits for the delay only.
    expect(await codeOf(attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.50'))).toBe(
      'TOO_MANY_REQUESTS',
    );
    h.clock.advance(BACKOFF_BASE_MS);
    await expect(
      attempt(ctx, 'alice@example.com', PASSWORD, '203.0.113.50'),
    ).resolves.toBeDefined();
  });

  it('one client address trying many accounts is slowed after 30 failures', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await createAccount(ctx, { email: 'victim@example.com', password: PASSWORD });
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++) {
      expect(await wrong(ctx, '203.0.113.9', `user${i}@example.com`)).toBe('BAD_CREDENTIALS');
    }
    expect(await codeOf(attempt(ctx, 'victim@example.com', PASSWORD, '203.0.113.9'))).toBe(
      'TOO_MANY_REQUESTS',
    );
    await expect(
      attempt(ctx, 'victim@example.com', PASSWORD, '198.51.100.7'),
    ).resolves.toBeDefined();
  });

  it('public sign-up is closed unless the operator opens it (OFAGE_OPEN_SIGNUP)', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    expect(ctx.config.openSignup).toBe(false);
    expect(
      await codeOf(
        signUp(ctx, { email: 'mallory@example.com', password: PASSWORD, ip: '192.0.2.1' }),
      ),
    ).toBe('SIGN_UP_CLOSED');
    expect(await findAccountByEmail(ctx, 'mallory@example.com')).toBeUndefined();
  });

  it('sign-up answers a known e-mail exactly like an unknown one, and changes nothing for the known one', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    ctx.config.openSignup = true;
    const owner = await createAccount(ctx, { email: 'alice@example.com', password: PASSWORD });
    const known = await signUp(ctx, {
      email: 'Alice@Example.com',
      password: 'an entirely different one',
      ip: '192.0.2.1',
    }).then(
      (value) => ({ resolved: value }),
      (e: unknown) => ({ rejected: String(e) }),
    );
    const unknown = await signUp(ctx, {
      email: 'bob@example.com',
      password: 'an entirely different one',
      ip: '192.0.2.1',
    }).then(
      (value) => ({ resolved: value }),
      (e: unknown) => ({ rejected: String(e) }),
    );
    expect(known).toEqual(unknown);
    expect(known).toEqual({ resolved: undefined });
    // The existing account keeps its password; the new one was created.
    await expect(
      authenticate(ctx, { email: 'alice@example.com', password: PASSWORD, ip: '192.0.2.2' }),
    ).resolves.toEqual(owner);
    await expect(
      authenticate(ctx, {
        email: 'bob@example.com',
        password: 'an entirely different one',
        ip: '192.0.2.2',
      }),
    ).resolves.toMatchObject({ email: 'bob@example.com' });
  });

  it('sign-up is rate limited per client address, counted atomically', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    ctx.config.openSignup = true;
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        codeOf(signUp(ctx, { email: `user${i}@example.com`, password: PASSWORD, ip: '192.0.2.1' })),
      ),
    );
    expect(codes.filter((c) => c === undefined).length).toBeLessThanOrEqual(SIGN_UPS_PER_ADDRESS);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(
      12 - SIGN_UPS_PER_ADDRESS,
    );
    // Another address is not affected; the window ends.
    expect(
      await codeOf(signUp(ctx, { email: 'x@example.com', password: PASSWORD, ip: '192.0.2.9' })),
    ).toBeUndefined();
    h.clock.advance(SIGN_UP_WINDOW_MS);
    expect(
      await codeOf(signUp(ctx, { email: 'y@example.com', password: PASSWORD, ip: '192.0.2.1' })),
    ).toBeUndefined();
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
