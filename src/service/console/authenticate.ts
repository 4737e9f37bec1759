import type { ServiceContext } from '../context';
import type { Account } from './accounts';
import { consoleDb } from './console-database';
import { ConsoleError } from './console-error';
import { DUMMY_HASH, verifyPassword } from './password-hash';

/** Failed sign-ins allowed per e-mail address within the window. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failed sign-ins allowed per client address within the window (many accounts, one attacker). */
export const MAX_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in with e-mail and password, rate limited (OWASP Authentication Cheat Sheet: "limit
 * failed login attempts"). Failures are counted in the database, so the limit holds across
 * restarts and across instances. While an address or client is limited, even the right password
 * is refused, with a message that says how long to wait.
 */
export async function authenticate(
  ctx: ServiceContext,
  input: { email: string; password: string; ip: string },
): Promise<Account> {
  const db = consoleDb(ctx.db);
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const now = ctx.now();
  const since = now - LOGIN_WINDOW_MS;
  await db.deleteFrom('console_login_attempts').where('created_at', '<', since).execute();

  const lastSuccess = await db
    .selectFrom('console_login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('email', '=', email)
    .where('succeeded', '=', 1)
    .executeTakeFirst();
  const failures = (column: 'email' | 'ip', value: string, after: number) =>
    db
      .selectFrom('console_login_attempts')
      .select(['created_at'])
      .where(column, '=', value)
      .where('succeeded', '=', 0)
      .where('created_at', '>', after)
      .orderBy('created_at', 'asc')
      .execute();
  const byEmail = await failures('email', email, Math.max(since, Number(lastSuccess?.at ?? 0)));
  const byIp = await failures('ip', input.ip, since);
  const limited =
    byEmail.length >= MAX_FAILURES_PER_EMAIL
      ? byEmail[byEmail.length - MAX_FAILURES_PER_EMAIL]
      : byIp.length >= MAX_FAILURES_PER_IP
        ? byIp[byIp.length - MAX_FAILURES_PER_IP]
        : undefined;
  if (limited) {
    const retryAfter = Math.max(1, Math.ceil((limited.created_at + LOGIN_WINDOW_MS - now) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new ConsoleError(
      'rate_limited',
      `Too many failed sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      retryAfter,
    );
  }

  const account = await db
    .selectFrom('console_accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  await db
    .insertInto('console_login_attempts')
    .values({ email, ip: input.ip, succeeded: ok && account ? 1 : 0, created_at: now })
    .execute();
  if (!ok || !account) {
    throw new ConsoleError('bad_credentials', 'Wrong e-mail address or password.');
  }
  return { id: account.id, email: account.email };
}
