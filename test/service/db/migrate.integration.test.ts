import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { RENAMED_GROUP_KEYS, up } from '../../../src/service/db/migrations/0006-jurisdictions';
import { up as originsPerMode } from '../../../src/service/db/migrations/0016-origins-per-mode';
import {
  createProduct,
  getProduct,
  setAllowedOrigins,
} from '../../../src/service/products/products';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
import { provisionDatabase, testDatabases } from '../../support/databases';

describe.each(testDatabases())('migrations on $dialect', ({ dialect, open }) => {
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
        'test_mode_keys',
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

  it('0013-key-vouchers: an existing key is vouched for by the client that created it, else by the service; no live client is approved', async () => {
    const provisioned = await provisionDatabase(dialect);
    const handle = createDatabase({
      dataDir: provisioned.dataDir,
      ...(provisioned.databaseUrl ? { databaseUrl: provisioned.databaseUrl } : {}),
    });
    try {
      // The schema as 0012 left it, with what the code of then wrote.
      const before = import.meta.glob('../../../src/service/db/migrations/00*.ts');
      const migrations: Record<string, Migration> = {};
      for (const [file, load] of Object.entries(before).sort()) {
        const name = file.split('/').pop()!.replace(/\.ts$/, '');
        if (name > '0012-oidc') continue;
        const m = (await load()) as { up(db: Kysely<unknown>, d: string): Promise<void> };
        migrations[name] = { up: (db) => m.up(db, dialect) };
      }
      const migrated = await new Migrator({
        db: handle.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      }).migrateToLatest();
      expect(migrated.error).toBeUndefined();
      const old = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await old
        .insertInto('products')
        .values({
          id: 'p1',
          name: 'Then',
          allowed_origins: '[]',
          enabled_methods: '[]',
          method_overrides: '{}',
          retention_days: 90,
          allow_dob: 0,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await old
        .insertInto('oidc_clients')
        .values({
          client_id: 'agekey_live_minter',
          product_id: 'p1',
          mode: 'live',
          name: 'Minter',
          redirect_uris: '["https://mint.example/cb"]',
          thresholds: '[18]',
          may_create: 1,
          secret_hash: 'x',
          created_at: 1,
        })
        .execute();
      for (const id of ['from-widget', 'from-client']) {
        await old
          .insertInto('age_keys')
          .values({
            credential_id: id,
            public_key: 'k',
            counter: 0,
            transports: '[]',
            age_floor: 25,
            method: 'id-document',
            assurance: 'substantial',
            verified_at: 0,
            test_mode: 0,
            revoked_at: null,
          })
          .execute();
      }
      await old
        .insertInto('oidc_key_provenance')
        .values({
          credential_id: 'from-client',
          client_id: 'agekey_live_minter',
          method: 'id_doc_scan',
          created_at: 0,
        })
        .execute();

      expect(await migrateToLatest(handle)).toContain('0013-key-vouchers');
      const keys = await old
        .selectFrom('age_keys')
        .select(['credential_id', 'voucher'])
        .orderBy('credential_id')
        .execute();
      expect(keys).toEqual([
        { credential_id: 'from-client', voucher: 'client:agekey_live_minter' },
        { credential_id: 'from-widget', voucher: 'service' },
      ]);
      const client = await old
        .selectFrom('oidc_clients')
        .select(['create_approved_at', 'create_quota'])
        .executeTakeFirstOrThrow();
      expect(client).toEqual({ create_approved_at: null, create_quota: null });
      // A key an older instance inserts during the upgrade is vouched for by no one.
      await old
        .insertInto('age_keys')
        .values({
          credential_id: 'written-by-old-code',
          public_key: 'k',
          counter: 0,
          transports: '[]',
          age_floor: 25,
          method: 'id-document',
          assurance: 'substantial',
          verified_at: 0,
          test_mode: 0,
          revoked_at: null,
        })
        .execute();
      expect(
        await old
          .selectFrom('age_keys')
          .select('voucher')
          .where('credential_id', '=', 'written-by-old-code')
          .executeTakeFirstOrThrow(),
      ).toEqual({ voucher: 'unattributed' });
    } finally {
      await handle.close();
      await provisioned.dispose();
    }
  });

  it('0016-origins-per-mode keeps every origin a test origin and https sites live ones, and keeps the list the previous version reads', async () => {
    const handle = await open();
    try {
      const product = await createProduct(handle.db, { name: 'Before 0016' }, Date.now());
      const empty = await createProduct(handle.db, { name: 'No origins' }, Date.now());
      // The database as 0012 left it: one list of origins for both modes.
      await sql`alter table products drop column live_origins`.execute(handle.db);
      await sql`alter table products drop column test_origins`.execute(handle.db);
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
      // 0016 run again on that shape (deleting its row for the migrator to rerun it would put
      // it after the migrations that followed it, which the migrator refuses).
      await originsPerMode(handle.db as never, handle.dialect);
      expect((await getProduct(handle.db, product.id))!.allowedOrigins).toEqual({
        test: shared,
        live: ['https://shop.example.com', 'https://m.shop.example.com:8443'],
      });
      expect((await getProduct(handle.db, empty.id))!.allowedOrigins).toEqual({
        test: [],
        live: [],
      });

      // Expand only: an instance of the previous version, serving beside this one during a
      // rolling upgrade, reads `allowed_origins`, which every change keeps as both lists' union.
      const previousVersionReads = async () =>
        JSON.parse(
          (
            await sql<{ allowed_origins: string }>`
              select allowed_origins from products where id = ${product.id}`.execute(handle.db)
          ).rows[0]!.allowed_origins,
        ) as string[];
      expect(await previousVersionReads()).toEqual(shared);
      await setAllowedOrigins(handle.db, product.id, 'test', ['http://localhost:3002'], 1, {
        allowLoopbackLive: false,
      });
      expect((await previousVersionReads()).sort()).toEqual(
        [
          'http://localhost:3002',
          'https://m.shop.example.com:8443',
          'https://shop.example.com',
        ].sort(),
      );
    } finally {
      await handle.close();
    }
  });
});
