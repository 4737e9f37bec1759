import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';

/** Table of migration 0017-test-mode-keys. */
export interface TestModeKeyTables {
  test_mode_keys: {
    /** Whose keys: `wallet-test-issuer`, `test-bank`. */
    name: string;
    /** JSON, as `create` made it. */
    value: string;
    created_at: number;
  };
}

const keysDb = (db: Kysely<Database>) => db as unknown as Kysely<TestModeKeyTables>;

/** Read once per process and database: a row is never changed once written. */
const loaded = new WeakMap<Kysely<Database>, Map<string, Promise<unknown>>>();

/**
 * The keys of one of test mode's stand-ins (the digital wallet's test issuer, the test bank), the
 * same for every instance on the database. The first instance that needs them makes them with
 * `create` and stores them; one that made its own at the same moment loses the insert (the name
 * is the primary key) and reads the winner's back, as every later instance does. So a credential
 * the test issuer signed on one instance verifies on another, and the test bank's cookies and ID
 * tokens do too.
 *
 * @example methods/digital-wallet/test-issuer.ts
 * ```ts
 * const stored = await testModeKeys(ctx.db, 'wallet-test-issuer', ctx.now(), makeIssuer);
 * ```
 */
export function testModeKeys<T>(
  db: Kysely<Database>,
  name: string,
  now: number,
  create: () => Promise<T>,
): Promise<T> {
  let byName = loaded.get(db);
  if (!byName) loaded.set(db, (byName = new Map()));
  let keys = byName.get(name) as Promise<T> | undefined;
  if (!keys) {
    keys = loadOrCreate(db, name, now, create);
    byName.set(name, keys);
    // A database that was down is asked again next time.
    keys.catch(() => byName.delete(name));
  }
  return keys;
}

async function loadOrCreate<T>(
  db: Kysely<Database>,
  name: string,
  now: number,
  create: () => Promise<T>,
): Promise<T> {
  const kdb = keysDb(db);
  const read = async (): Promise<T | undefined> => {
    const row = await kdb
      .selectFrom('test_mode_keys')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : undefined;
  };
  const stored = await read();
  if (stored !== undefined) return stored;
  const made = await create();
  await kdb
    .insertInto('test_mode_keys')
    .values({ name, value: JSON.stringify(made), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const agreed = await read();
  if (agreed === undefined) {
    throw new ServiceError('DATABASE_UNAVAILABLE', `the test-mode keys ${name} were not stored`);
  }
  return agreed;
}
