import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { VerificationMethod } from '../../../protocol/verification-result';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';

/** Table of migration 0007-method-sessions. */
export interface MethodSessionTables {
  method_sessions: {
    id: string;
    verification_id: string;
    method: string;
    purpose: string;
    /** JSON: the method's own state (a challenge, a nonce, a PKCE verifier). */
    data: string;
    created_at: number;
    expires_at: number;
  };
}

const sessionsDb = (db: Kysely<Database>) => db as unknown as Kysely<MethodSessionTables>;

/** Open sessions per verification and method: enough for retries, not for filling the table. */
export const MAX_OPEN_METHOD_SESSIONS = 20;

export interface MethodSessionKey {
  method: VerificationMethod;
  /** What the session may be used for, e.g. `face-attempt`, `wallet-request`, `bank-login`. */
  purpose: string;
}

export interface OpenedMethodSession {
  /** 256 random bits, base64url: the single-use nonce / state value itself. */
  id: string;
  expiresAt: number;
}

/**
 * Stores a method's state for one step of one verification and returns its id, which the
 * browser, wallet or bank hands back. Expired sessions are swept on the way.
 */
export async function openMethodSession(
  ctx: ServiceContext,
  key: MethodSessionKey & { verificationId: string; data: unknown; ttlMs: number },
): Promise<OpenedMethodSession> {
  const db = sessionsDb(ctx.db);
  const now = ctx.now();
  await db.deleteFrom('method_sessions').where('expires_at', '<=', now).execute();
  const open = await db
    .selectFrom('method_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('verification_id', '=', key.verificationId)
    .where('method', '=', key.method)
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= MAX_OPEN_METHOD_SESSIONS) {
    throw new ServiceError(
      'TOO_MANY_REQUESTS',
      'too many attempts started for this verification: finish one or wait a few minutes',
      { headers: { 'Retry-After': String(Math.ceil(key.ttlMs / 1000)) } },
    );
  }
  const id = randomBytes(32).toString('base64url');
  const expiresAt = now + key.ttlMs;
  await db
    .insertInto('method_sessions')
    .values({
      id,
      verification_id: key.verificationId,
      method: key.method,
      purpose: key.purpose,
      data: JSON.stringify(key.data),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { id, expiresAt };
}

export interface TakenMethodSession<T> {
  verificationId: string;
  data: T;
  createdAt: number;
}

/**
 * Takes a session out of the store: it works once, whether or not what it authorises then
 * succeeds (no replay, no second guess). `null` when unknown, used, expired, or issued for
 * another method, purpose or verification (pass `verificationId` when the caller knows it).
 *
 * The check and the consumption are one statement (`DELETE … WHERE` every condition
 * `RETURNING`): a take that does not match leaves the session to its owner — another
 * verification's token cannot burn someone else's nonce — and of two concurrent takes of one
 * session exactly one gets it, on SQLite (writes are serialised) as on PostgreSQL (the second
 * DELETE waits for the first's row lock, re-checks, and finds the row gone).
 */
export async function takeMethodSession<T>(
  ctx: ServiceContext,
  id: unknown,
  key: MethodSessionKey & { verificationId?: string },
): Promise<TakenMethodSession<T> | null> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  let take = sessionsDb(ctx.db)
    .deleteFrom('method_sessions')
    .where('id', '=', id)
    .where('method', '=', key.method)
    .where('purpose', '=', key.purpose)
    .where('expires_at', '>', ctx.now());
  if (key.verificationId !== undefined) {
    take = take.where('verification_id', '=', key.verificationId);
  }
  const row = await take.returningAll().executeTakeFirst();
  return row ? present<T>(row) : null;
}

/**
 * Moves a session on to its next step: its purpose (and data, when given) change in one
 * statement, only while it still has `key`'s purpose and has not expired — so once moved it can
 * no longer be taken for what it was (a wallet request the person declined), and of two
 * concurrent moves or takes exactly one succeeds. `false` when it was not there to move.
 */
export async function moveMethodSession(
  ctx: ServiceContext,
  id: unknown,
  key: MethodSessionKey & { verificationId?: string },
  next: { purpose: string; data?: unknown },
): Promise<boolean> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(id)) return false;
  let move = sessionsDb(ctx.db)
    .updateTable('method_sessions')
    .set({
      purpose: next.purpose,
      ...(next.data === undefined ? {} : { data: JSON.stringify(next.data) }),
    })
    .where('id', '=', id)
    .where('method', '=', key.method)
    .where('purpose', '=', key.purpose)
    .where('expires_at', '>', ctx.now());
  if (key.verificationId !== undefined) {
    move = move.where('verification_id', '=', key.verificationId);
  }
  const result = await move.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Reads a session without using it up, for a step that may be repeated before the one that
 * consumes it (a wallet fetching its request object again).
 */
export async function readMethodSession<T>(
  ctx: ServiceContext,
  id: unknown,
  key: MethodSessionKey & { verificationId?: string },
): Promise<TakenMethodSession<T> | null> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = await sessionsDb(ctx.db)
    .selectFrom('method_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return matches(ctx, row, key) ? present<T>(row) : null;
}

type Row = MethodSessionTables['method_sessions'];

function matches(
  ctx: ServiceContext,
  row: Row | undefined,
  key: MethodSessionKey & { verificationId?: string },
): row is Row {
  return (
    row !== undefined &&
    row.method === key.method &&
    row.purpose === key.purpose &&
    (key.verificationId === undefined || row.verification_id === key.verificationId) &&
    Number(row.expires_at) > ctx.now()
  );
}

function present<T>(row: Row): TakenMethodSession<T> {
  return {
    verificationId: row.verification_id,
    data: JSON.parse(row.data) as T,
    createdAt: Number(row.created_at),
  };
}

/** Deletes expired method sessions (called by the periodic purge). */
export async function purgeMethodSessions(ctx: ServiceContext): Promise<number> {
  const result = await sessionsDb(ctx.db)
    .deleteFrom('method_sessions')
    .where('expires_at', '<=', ctx.now())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
