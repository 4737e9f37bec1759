import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context';
import type { Account } from './accounts';
import { consoleDb } from './console-database';

/** Console sessions last a working week; signing in again starts a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates the database row behind a session cookie; returns its id (256 random bits). */
export async function createSession(ctx: ServiceContext, accountId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await consoleDb(ctx.db)
    .insertInto('console_sessions')
    .values({ id, account_id: accountId, created_at: now, expires_at: now + SESSION_TTL_MS })
    .execute();
  return id;
}

/**
 * The account of a live session row. The signed cookie alone is not enough: sign-out deletes the
 * row, so a copied cookie stops working at once.
 */
export async function sessionAccount(
  ctx: ServiceContext,
  sessionId: string,
): Promise<Account | undefined> {
  const row = await consoleDb(ctx.db)
    .selectFrom('console_sessions')
    .innerJoin('console_accounts', 'console_accounts.id', 'console_sessions.account_id')
    .select(['console_accounts.id as id', 'console_accounts.email as email'])
    .where('console_sessions.id', '=', sessionId)
    .where('console_sessions.expires_at', '>', ctx.now())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email } : undefined;
}

export async function deleteSession(ctx: ServiceContext, sessionId: string): Promise<void> {
  await consoleDb(ctx.db).deleteFrom('console_sessions').where('id', '=', sessionId).execute();
}
