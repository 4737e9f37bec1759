import type { ServiceContext } from '../context';
import type { Account } from './accounts';
import { consoleDb } from './console-database';
import { ConsoleError } from './console-error';
import { DUMMY_HASH, verifyPassword } from './password-hash';

/** Failures of one e-mail address from one client address before sign-in slows down. */
export const FREE_FAILURES_PER_ACCOUNT_ADDRESS = 5;
/** Failures of one e-mail address from addresses it never signed in from (a spread-out attack). */
export const FREE_FAILURES_PER_ACCOUNT = 10;
/** Failures from one client address over all e-mail addresses (one attacker, many accounts). */
export const FREE_FAILURES_PER_ADDRESS = 30;
/** The first delay past the free failures; it doubles with every further failure… */
export const BACKOFF_BASE_MS = 1_000;
/** …up to this. A counter's delay never exceeds it, so no one is locked out for longer. */
export const BACKOFF_CAP_MS = 15 * 60 * 1000;
/** Failures are remembered this long (and, per e-mail, only since its last sign-in). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** An address the account signed in from within this long is the owner's ("known"). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** How long to wait after `failures` failures of a counter that allows `free` without delay. */
export function backoffDelay(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(failures - free, 30));
}

/**
 * Sign-in with e-mail and password, slowed down rather than locked (OWASP Authentication Cheat
 * Sheet, "Protect against automated attacks"; NIST SP 800-63B §5.2.2 rate limiting). Three
 * counters of failed attempts, each with a few free failures and then an exponential delay
 * (1 s, 2 s, 4 s … at most 15 minutes) from its latest failure:
 *
 * - one e-mail from one client address (5 free): one attacker guessing one account;
 * - one e-mail from every address it has not signed in from within 30 days (10 free): many
 *   addresses guessing one account. An address the owner signed in from is not counted here, so
 *   an attacker elsewhere cannot keep the owner out at all;
 * - one client address over every e-mail (30 free): one attacker trying many accounts.
 *
 * Attempts made while a delay runs are refused without checking the password and are not
 * counted, so hammering does not lengthen the delay; per e-mail, only failures since the last
 * sign-in count. Client addresses are the connection's unless a proxy is trusted
 * (`OFAGE_TRUST_PROXY`); failures are counted in the database, across restarts and instances.
 *
 * Counting is atomic: each attempt is written (as a failure) *before* the counters are read and
 * becomes a success only after the password checked out. Of any number of parallel attempts, the
 * one written last sees all the others, so no more than the free number is ever evaluated.
 */
export async function authenticate(
  ctx: ServiceContext,
  input: { email: string; password: string; ip: string },
): Promise<Account> {
  const db = consoleDb(ctx.db);
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const ip = input.ip.slice(0, 64);
  const now = ctx.now();
  await db
    .deleteFrom('console_login_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('succeeded', '=', 0), eb('created_at', '<', now - FAILURE_MEMORY_MS)]),
        eb('created_at', '<', now - KNOWN_ADDRESS_MS),
      ]),
    )
    .execute();

  const mine = await db
    .insertInto('console_login_attempts')
    .values({ email, ip, succeeded: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  const waitUntil = await nextAllowedAttempt(ctx, { email, ip, exclude: mine.id, now });
  if (waitUntil > now) {
    await db.deleteFrom('console_login_attempts').where('id', '=', mine.id).execute();
    const retryAfter = Math.max(1, Math.ceil((waitUntil - now) / 1000));
    throw new ConsoleError('TOO_MANY_REQUESTS', tooManyMessage(retryAfter), retryAfter);
  }

  const account = await db
    .selectFrom('console_accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  if (!ok || !account) {
    throw new ConsoleError('BAD_CREDENTIALS', 'Wrong e-mail address or password.');
  }
  await db
    .updateTable('console_login_attempts')
    .set({ succeeded: 1 })
    .where('id', '=', mine.id)
    .execute();
  return { id: account.id, email: account.email };
}

/** When the next attempt for this e-mail from this address may be checked (≤ now: at once). */
async function nextAllowedAttempt(
  ctx: ServiceContext,
  q: { email: string; ip: string; exclude: number; now: number },
): Promise<number> {
  const db = consoleDb(ctx.db);
  const successes = await db
    .selectFrom('console_login_attempts')
    .select(['ip', 'created_at'])
    .where('email', '=', q.email)
    .where('succeeded', '=', 1)
    .execute();
  const lastSuccess = Math.max(0, ...successes.map((s) => s.created_at));
  const knownAddresses = new Set(successes.map((s) => s.ip));

  const failures = await db
    .selectFrom('console_login_attempts')
    .select(['email', 'ip', 'created_at'])
    .where('succeeded', '=', 0)
    .where('id', '!=', q.exclude)
    .where('created_at', '>=', q.now - FAILURE_MEMORY_MS)
    .where((eb) => eb.or([eb('email', '=', q.email), eb('ip', '=', q.ip)]))
    .execute();
  const ofAccount = failures.filter((f) => f.email === q.email && f.created_at >= lastSuccess);

  const counters = [
    {
      free: FREE_FAILURES_PER_ACCOUNT_ADDRESS,
      times: ofAccount.filter((f) => f.ip === q.ip).map((f) => f.created_at),
    },
    {
      free: FREE_FAILURES_PER_ACCOUNT,
      // The owner's own addresses are exempt from what other addresses did.
      times: knownAddresses.has(q.ip)
        ? []
        : ofAccount.filter((f) => !knownAddresses.has(f.ip)).map((f) => f.created_at),
    },
    {
      free: FREE_FAILURES_PER_ADDRESS,
      times: failures.filter((f) => f.ip === q.ip).map((f) => f.created_at),
    },
  ];
  let until = 0;
  for (const { free, times } of counters) {
    const delay = backoffDelay(times.length, free);
    if (delay > 0) until = Math.max(until, Math.max(...times) + delay);
  }
  return until;
}

function tooManyMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Wait ${wait} and try again.`;
}
