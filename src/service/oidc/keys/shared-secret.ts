import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { oidcDb } from '../oidc-tables';

/**
 * A random secret shared by every instance (cookie signing, pairwise subjects): created by the
 * first instance that asks, and the same for all after that (a second creator's insert is
 * ignored, and it reads back the first one's).
 */
export async function sharedSecret(
  db: Kysely<Database>,
  name: 'cookies' | 'pairwise',
  now: number,
): Promise<string> {
  const odb = oidcDb(db);
  await odb
    .insertInto('oidc_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await odb
    .selectFrom('oidc_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
