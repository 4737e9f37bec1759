import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { SigningKeyRing } from '../../../src/service/tokens/signing-keys';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';

const pgReady = Boolean(process.env.OFAGE_TEST_PG_ADMIN_URL);

/**
 * Several instances starting together on an empty database: each would make a first key of its
 * own, and sign widget tokens the others never loaded (a widget opened on one refused by the
 * next). Under the advisory lock they all end up with the one key.
 */
describe.skipIf(!pgReady)('the first signing key on PostgreSQL', () => {
  let database: ProvisionedDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
    await database?.dispose();
  });

  it('is made once when five instances load the ring at the same moment', async () => {
    database = await provisionDatabase('postgres');
    for (let i = 0; i < 5; i++) {
      handles.push(
        createDatabase({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          poolSize: 1,
        }),
      );
    }
    await migrateToLatest(handles[0]!);
    const now = Date.now();
    const rings = await Promise.all(handles.map((h) => SigningKeyRing.load(h.db, now, 'postgres')));
    const kids = new Set(rings.map((r) => r.current.kid));
    expect(kids.size).toBe(1);
    const rows = await handles[0]!.db.selectFrom('signing_keys').select('kid').execute();
    expect(rows).toHaveLength(1);
    for (const ring of rings) expect(ring.keyFor([...kids][0])).toBeDefined();
  });
});
