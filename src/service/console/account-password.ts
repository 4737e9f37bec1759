import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context';
import type { Database } from '../db/schema';
import { normalizeEmail, type Account } from './accounts';
import { authenticate } from './authenticate';
import { consoleDb } from './console-database';
import { ConsoleError } from './console-error';
import { hashPassword } from './password-hash';
import { checkPassword } from './password-rules';

/**
 * A signed-in user changes their password. The current password is checked like a sign-in (same
 * rate limit, same failure log), so a borrowed session cannot guess it or lock the owner out; the
 * new one must pass the password rules. Every other session of the account ends, so a copied
 * cookie stops working; the session that made the change stays signed in.
 */
export async function changePassword(
  ctx: ServiceContext,
  account: Account,
  input: { currentPassword: string; newPassword: string; ip: string; keepSessionId: string },
): Promise<void> {
  try {
    await authenticate(ctx, {
      email: account.email,
      password: input.currentPassword,
      ip: input.ip,
    });
  } catch (err) {
    if (err instanceof ConsoleError && err.code === 'BAD_CREDENTIALS') {
      throw new ConsoleError('BAD_CREDENTIALS', 'The current password is not right.');
    }
    throw err;
  }
  if (input.newPassword === input.currentPassword) {
    throw new ConsoleError('WEAK_PASSWORD', 'Choose a new password, not the current one.');
  }
  await replacePassword(ctx.db, account, input.newPassword, input.keepSessionId);
}

/**
 * The operator's reset (`ofage accounts set-password`): no current password, and every session
 * of the account ends. An unknown address is `not_found`.
 */
export async function setAccountPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<Account> {
  const normalized = normalizeEmail(email);
  const row = await consoleDb(db)
    .selectFrom('console_accounts')
    .select(['id', 'email'])
    .where('email', '=', normalized)
    .executeTakeFirst();
  if (!row) throw new ConsoleError('NOT_FOUND', `no console account has the address ${normalized}`);
  const account = { id: row.id, email: row.email };
  await replacePassword(db, account, password, null);
  return account;
}

async function replacePassword(
  db: Kysely<Database>,
  account: Account,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  const check = checkPassword(password, account.email);
  if (!check.ok) throw new ConsoleError('WEAK_PASSWORD', check.message);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await consoleDb(trx)
      .updateTable('console_accounts')
      .set({ password_hash: hash })
      .where('id', '=', account.id)
      .execute();
    let ended = consoleDb(trx).deleteFrom('console_sessions').where('account_id', '=', account.id);
    if (keepSessionId !== null) ended = ended.where('id', '!=', keepSessionId);
    await ended.execute();
  });
}
