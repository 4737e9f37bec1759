import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../../src/service/db/create-database';
import { migrateToLatest } from '../../../../src/service/db/migrate';
import { testModeKeys } from '../../../../src/service/methods/kit/test-mode-keys';
import {
  provisionDatabase,
  testDialects,
  type ProvisionedDatabase,
} from '../../../support/databases';

/**
 * Two instances are two connections to one database, each with its own process memory (here:
 * its own handle, which is what the cache of `testModeKeys` is kept by).
 */
describe.each(testDialects())('test-mode keys on $dialect', ({ dialect }) => {
  let database: ProvisionedDatabase;
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    database = await provisionDatabase(dialect);
    const open = () =>
      createDatabase({
        dataDir: database.dataDir,
        ...(database.databaseUrl ? { databaseUrl: database.databaseUrl, poolSize: 2 } : {}),
      });
    a = open();
    await migrateToLatest(a);
    b = open();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it('two instances that make them at the same moment end up with the same keys', async () => {
    const [onA, onB] = await Promise.all([
      testModeKeys(a.db, 'race', Date.now(), () => Promise.resolve({ made: 'by A' })),
      testModeKeys(b.db, 'race', Date.now(), () => Promise.resolve({ made: 'by B' })),
    ]);
    expect(onA).toEqual(onB);
    expect(['by A', 'by B']).toContain(onA.made);
  });

  it('an instance that comes later reads them and makes none', async () => {
    const first = await testModeKeys(a.db, 'later', Date.now(), () =>
      Promise.resolve({ secret: 's1' }),
    );
    let made = 0;
    const later = await testModeKeys(b.db, 'later', Date.now(), () => {
      made++;
      return Promise.resolve({ secret: 's2' });
    });
    expect(later).toEqual(first);
    expect(made).toBe(0);
  });

  it('keeps each stand-in apart, and asks again after a failure', async () => {
    await expect(
      testModeKeys(a.db, 'flaky', Date.now(), () => Promise.reject(new Error('no entropy'))),
    ).rejects.toThrow('no entropy');
    expect(
      await testModeKeys(a.db, 'flaky', Date.now(), () => Promise.resolve({ second: true })),
    ).toEqual({ second: true });
    expect(await testModeKeys(a.db, 'later', Date.now(), () => Promise.resolve({}))).toEqual({
      secret: 's1',
    });
  });
});
