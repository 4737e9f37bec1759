import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { RENAMED_GROUP_KEYS, up } from '../../../src/service/db/migrations/0006-jurisdictions';
import { createProduct, getProduct } from '../../../src/service/products/products';
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

  it('0016-origins-per-mode keeps every origin a test origin, and https sites live ones', async () => {
    const handle = await open();
    try {
      const product = await createProduct(handle.db, { name: 'Before 0016' }, Date.now());
      const empty = await createProduct(handle.db, { name: 'No origins' }, Date.now());
      // The database as 0012 left it: one list of origins for both modes.
      await sql`alter table products drop column live_origins`.execute(handle.db);
      await sql`alter table products rename column test_origins to allowed_origins`.execute(
        handle.db,
      );
      const shared = [
        'https://shop.example.com',
        'http://shop.example.com',
        'http://localhost:3001',
        'https://localhost:8443',
        'http://127.0.0.1:3000',
        'https://app.localhost',
        'https://m.shop.example.com:8443',
      ];
      await sql`update products set allowed_origins = ${JSON.stringify(shared)} where id = ${product.id}`.execute(
        handle.db,
      );
      await sql`delete from kysely_migration where name = '0016-origins-per-mode'`.execute(
        handle.db,
      );
      expect(await migrateToLatest(handle)).toEqual(['0016-origins-per-mode']);
      expect((await getProduct(handle.db, product.id))!.allowedOrigins).toEqual({
        test: shared,
        live: ['https://shop.example.com', 'https://m.shop.example.com:8443'],
      });
      expect((await getProduct(handle.db, empty.id))!.allowedOrigins).toEqual({
        test: [],
        live: [],
      });
    } finally {
      await handle.close();
    }
  });
});
