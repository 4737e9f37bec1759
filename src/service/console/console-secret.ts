import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context';
import { consoleDb } from './console-database';

const NAME = 'session-secret';

/**
 * The secret that signs console session cookies and CSRF tokens: `OFAGE_CONSOLE_SECRET` when
 * set, else one generated on first use and kept in the database, so every instance on the same
 * database shares it and sessions survive restarts.
 */
export async function consoleSecret(ctx: ServiceContext): Promise<string> {
  const pinned = ctx.config.consoleSecret;
  if (pinned) return pinned;
  const db = consoleDb(ctx.db);
  const read = () =>
    db.selectFrom('console_settings').select('value').where('name', '=', NAME).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('console_settings')
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the insert; everyone uses the stored value.
  return (await read())!.value;
}
