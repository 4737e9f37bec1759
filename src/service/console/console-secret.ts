import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context';
import type { Database } from '../db/schema';
import { consoleDb } from './console-database';
import { SESSION_TTL_MS } from './sessions';

const NAME = 'session-secret';
/** The secret before the last rotation, as JSON `{value, until}` (epoch ms). */
const PREVIOUS = 'session-secret-previous';

/**
 * How long the secret before a rotation is still accepted: a session's whole life, so every
 * session signed in before the rotation ends as it would have, at its own expiry.
 */
export const PREVIOUS_SECRET_ACCEPTED_MS = SESSION_TTL_MS;

/** The secret that signs now, and those still accepted (the one before a rotation). */
export interface ConsoleSecrets {
  current: string;
  previous: string[];
}

/**
 * The secret that signs console session cookies and CSRF tokens: `OFAGE_CONSOLE_SECRET` when
 * set, else one generated on first use and kept in the database, so every instance on the same
 * database shares it and sessions survive restarts.
 */
export async function consoleSecret(ctx: ServiceContext): Promise<string> {
  return (await consoleSecrets(ctx)).current;
}

/**
 * The secret that signs, and the previous one while it is accepted: after `ofage console-secret
 * rotate` (kept in the database for PREVIOUS_SECRET_ACCEPTED_MS) or, with a pinned secret,
 * `OFAGE_CONSOLE_SECRET_PREVIOUS`. Read at every use, so a rotation reaches every instance at once.
 */
export async function consoleSecrets(ctx: ServiceContext): Promise<ConsoleSecrets> {
  const pinned = ctx.config.consoleSecret;
  if (pinned) {
    const previous = ctx.config.consoleSecretPrevious;
    return { current: pinned, previous: previous ? [previous] : [] };
  }
  const db = consoleDb(ctx.db);
  const read = () =>
    db
      .selectFrom('console_settings')
      .select(['name', 'value'])
      .where('name', 'in', [NAME, PREVIOUS])
      .execute();
  let rows = await read();
  if (!rows.some((r) => r.name === NAME)) {
    await db
      .insertInto('console_settings')
      .values({ name: NAME, value: newSecret() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // Another instance may have won the insert; everyone uses the stored value.
    rows = await read();
  }
  const current = rows.find((r) => r.name === NAME)!.value;
  const previous = parsePrevious(rows.find((r) => r.name === PREVIOUS)?.value);
  return {
    current,
    previous: previous && previous.until > ctx.now() ? [previous.value] : [],
  };
}

/**
 * A new console secret in the database (`ofage console-secret rotate`). The one it replaces is
 * accepted for PREVIOUS_SECRET_ACCEPTED_MS more, so signed-in sessions and open forms go on; with
 * `endSessions` it is dropped at once and every session is deleted (everyone signs in again).
 * Returns how many sessions ended.
 */
export async function rotateConsoleSecret(
  db: Kysely<Database>,
  now: number,
  options: { endSessions?: boolean } = {},
): Promise<{ endedSessions: number }> {
  return consoleDb(db)
    .transaction()
    .execute(async (trx) => {
      const old = await trx
        .selectFrom('console_settings')
        .select('value')
        .where('name', '=', NAME)
        .executeTakeFirst();
      const set = (name: string, value: string) =>
        trx
          .insertInto('console_settings')
          .values({ name, value })
          .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
          .execute();
      await set(NAME, newSecret());
      if (options.endSessions) {
        await trx.deleteFrom('console_settings').where('name', '=', PREVIOUS).execute();
        const ended = await trx.deleteFrom('console_sessions').executeTakeFirst();
        return { endedSessions: Number(ended.numDeletedRows) };
      }
      if (old) {
        await set(
          PREVIOUS,
          JSON.stringify({ value: old.value, until: now + PREVIOUS_SECRET_ACCEPTED_MS }),
        );
      }
      return { endedSessions: 0 };
    });
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function parsePrevious(value: string | undefined): { value: string; until: number } | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(value) as { value?: unknown; until?: unknown };
    return typeof parsed.value === 'string' && typeof parsed.until === 'number'
      ? { value: parsed.value, until: parsed.until }
      : undefined;
  } catch {
    return undefined;
  }
}
