import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ServiceContext } from '../context';
import type { Database } from '../db/schema';
import { consoleDb, type AccountRow } from './console-database';
import { ConsoleError } from './console-error';
import { hashPassword } from './password-hash';
import { checkPassword } from './password-rules';

/** A signed-in console user, as pages and console operations receive it. */
export interface Account {
  id: string;
  email: string;
}

const EmailSchema = z.email().max(254);

/** Trims and lower-cases an e-mail address; throws `invalid_input` when it is not one. */
export function normalizeEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) {
    throw new ConsoleError('INVALID_INPUT', 'enter a valid e-mail address, e.g. you@example.com');
  }
  return email;
}

/**
 * A new account after the password rules pass (the operator's `ofage accounts create`, the demo
 * seed, tests). An address that already has an account answers `email_taken`; public sign-up
 * goes through `signUp`, which never says so.
 */
export async function createAccount(
  ctx: ServiceContext,
  input: { email: string; password: string },
): Promise<Account> {
  return insertAccount(ctx.db, input, ctx.now());
}

/** `createAccount` for callers with a database but no service (the CLI). */
export async function insertAccount(
  db: Kysely<Database>,
  input: { email: string; password: string },
  now: number,
): Promise<Account> {
  const email = normalizeEmail(input.email);
  const check = checkPassword(input.password, email);
  if (!check.ok) throw new ConsoleError('WEAK_PASSWORD', check.message);
  const created = await insertIfNew(db, email, await hashPassword(input.password), now);
  if (!created) {
    throw new ConsoleError(
      'EMAIL_TAKEN',
      'an account with this e-mail address exists: reset its password with `ofage accounts set-password` instead',
    );
  }
  return created;
}

/** What sign-up answers whether or not the address had an account (no enumeration). */
export const SIGN_UP_DONE =
  'Done. If this address had no account, it has one now with this password: signing you in…';

/** Sign-ups per client address per `SIGN_UP_WINDOW_MS`. */
export const SIGN_UPS_PER_ADDRESS = 5;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/**
 * Public sign-up (`/console/sign-up`), when the operator opened it (`OFAGE_OPEN_SIGNUP`).
 *
 * The answer does not say whether the address already had an account (OWASP Authentication Cheat
 * Sheet, "Account creation"): with a new address an account is created, with a known one nothing
 * happens, and both resolve the same way after the same work (the password is hashed either way).
 * The form then signs in, which succeeds only for the account just created — the service sends no
 * mail to confirm an address, so that step can tell the two apart; the sign-in and sign-up limits
 * bound how fast anyone can use it. Sign-ups are limited per client address (5 an hour), counted
 * atomically like sign-in attempts.
 */
export async function signUp(
  ctx: ServiceContext,
  input: { email: string; password: string; ip: string },
): Promise<void> {
  if (!ctx.config.openSignup) {
    throw new ConsoleError(
      'SIGN_UP_CLOSED',
      'Sign-up is closed on this service: ask its operator for an account.',
    );
  }
  const email = normalizeEmail(input.email);
  const check = checkPassword(input.password, email);
  if (!check.ok) throw new ConsoleError('WEAK_PASSWORD', check.message);

  const db = consoleDb(ctx.db);
  const now = ctx.now();
  const ip = input.ip.slice(0, 64);
  await db
    .deleteFrom('console_sign_ups')
    .where('created_at', '<=', now - SIGN_UP_WINDOW_MS)
    .execute();
  const mine = await db
    .insertInto('console_sign_ups')
    .values({ ip, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const others = await db
    .selectFrom('console_sign_ups')
    .select('created_at')
    .where('ip', '=', ip)
    .where('id', '!=', mine.id)
    .where('created_at', '>', now - SIGN_UP_WINDOW_MS)
    .orderBy('created_at', 'asc')
    .execute();
  if (others.length >= SIGN_UPS_PER_ADDRESS) {
    await db.deleteFrom('console_sign_ups').where('id', '=', mine.id).execute();
    const oldest = others[others.length - SIGN_UPS_PER_ADDRESS]?.created_at ?? now;
    const retryAfter = Math.max(1, Math.ceil((oldest + SIGN_UP_WINDOW_MS - now) / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new ConsoleError(
      'TOO_MANY_REQUESTS',
      `Too many sign-ups from your network. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      retryAfter,
    );
  }
  await insertIfNew(ctx.db, email, await hashPassword(input.password), now);
}

/** Inserts the account unless the address has one (also when a concurrent insert won). */
async function insertIfNew(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now: number,
): Promise<Account | undefined> {
  const accounts = consoleDb(db);
  const exists = () =>
    accounts
      .selectFrom('console_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
  if (await exists()) return undefined;
  const row: AccountRow = { id: randomUUID(), email, password_hash: passwordHash, created_at: now };
  try {
    await accounts.insertInto('console_accounts').values(row).execute();
  } catch (err) {
    // Lost a race with a concurrent sign-up for the same address (unique index).
    if (await exists()) return undefined;
    throw err;
  }
  return { id: row.id, email };
}

export async function findAccountByEmail(
  ctx: ServiceContext,
  email: string,
): Promise<AccountRow | undefined> {
  return consoleDb(ctx.db)
    .selectFrom('console_accounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}
