import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { RENAMED_GROUP_KEYS, up } from '../../../src/service/db/migrations/0006-jurisdictions';
import { createProduct } from '../../../src/service/products/products';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
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

  it('0006-jurisdictions moves method overrides of the old US group key to the new one', async () => {
    const handle = await open();
    try {
      const [oldKey, newKey] = Object.entries(RENAMED_GROUP_KEYS)[0]!;
      // The policy's key for the United States is the new one.
      expect(jurisdictionGroupKey(resolveJurisdiction('US')!)).toBe(newKey);
      const product = await createProduct(handle.db, { name: 'Overrides' }, Date.now());
      const others = { 'DE_KJM,EU_DSA_ART28': ['id-document'] };
      await handle.db
        .updateTable('products')
        .set({ method_overrides: JSON.stringify({ [oldKey]: ['digital-wallet'], ...others }) })
        .where('id', '=', product.id)
        .execute();
      await up(handle.db as never, handle.dialect);
      const row = await handle.db
        .selectFrom('products')
        .select('method_overrides')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.method_overrides)).toEqual({ [newKey]: ['digital-wallet'], ...others });
    } finally {
      await handle.close();
    }
  });
});
