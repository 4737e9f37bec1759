import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { testDatabases } from '../../support/databases';

describe.each(testDatabases())('migrations on $dialect', ({ open }) => {
  it('creates every table and is a no-op the second time', async () => {
    const handle = await open();
    try {
      const tables = await handle.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      for (const table of [
        'products',
        'api_keys',
        'verifications',
        'webhook_events',
        'signing_keys',
      ]) {
        expect(names).toContain(table);
      }
      expect(await migrateToLatest(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
