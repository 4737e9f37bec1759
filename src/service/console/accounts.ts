import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../context';
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
    throw new ConsoleError('invalid_input', 'enter a valid e-mail address, e.g. you@example.com');
  }
  return email;
}

/**
 * Sign-up: a new account after the password rules pass. An address that already has an account
 * answers `email_taken` (sign-up forms reveal this anyway; the rate limit is on sign-in).
 */
export async function createAccount(
  ctx: ServiceContext,
  input: { email: string; password: string },
): Promise<Account> {
  const email = normalizeEmail(input.email);
  const check = checkPassword(input.password, email);
  if (!check.ok) throw new ConsoleError('weak_password', check.message);
  const db = consoleDb(ctx.db);
  const taken = await db
    .selectFrom('console_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  const row: AccountRow = {
    id: randomUUID(),
    email,
    password_hash: await hashPassword(input.password),
    created_at: ctx.now(),
  };
  try {
    await db.insertInto('console_accounts').values(row).execute();
  } catch (err) {
    // Lost a race with a concurrent sign-up for the same address (unique index).
    const again = await db
      .selectFrom('console_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (again) throw emailTaken();
    throw err;
  }
  return { id: row.id, email };
}

const emailTaken = () =>
  new ConsoleError('email_taken', 'an account with this e-mail address exists: sign in instead');

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
