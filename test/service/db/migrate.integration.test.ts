import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { RENAMED_GROUP_KEYS, up } from '../../../src/service/db/migrations/0006-jurisdictions';
import { up as originsPerMode } from '../../../src/service/db/migrations/0016-origins-per-mode';
import {
  createProduct,
  getProduct,
  setAllowedOrigins,
} from '../../../src/service/products/products';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
import { addWebhookEndpoint } from '../../../src/service/webhooks/endpoints/add-webhook-endpoint';
import {
  findWebhookEndpoint,
  listWebhookEndpoints,
} from '../../../src/service/webhooks/endpoints/list-webhook-endpoints';
import { enqueueWebhookEvents } from '../../../src/service/webhooks/enqueue-webhook';
import { listDeliveries } from '../../../src/service/webhooks/list-deliveries';
import { provisionDatabase, testDatabases } from '../../support/databases';

/** The database as an older version's code sees it: tables by name, rows as plain records. */
type OldDatabase = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Applies this version's migrations up to `last` only, the schema an older version left, and
 * answers the database for writing rows as that version did.
 */
async function migrateUpTo(
  db: DatabaseHandle['db'],
  dialect: string,
  last: string,
): Promise<OldDatabase> {
  const files = import.meta.glob('../../../src/service/db/migrations/00*.ts');
  const migrations: Record<string, Migration> = {};
  for (const [file, load] of Object.entries(files).sort()) {
    const name = file.split('/').pop()!.replace(/\.ts$/, '');
    if (name > last) continue;
    const m = (await load()) as { up(db: Kysely<unknown>, d: string): Promise<void> };
    migrations[name] = { up: (on) => m.up(on, dialect) };
  }
  const migrated = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  }).migrateToLatest();
  expect(migrated.error).toBeUndefined();
  return db as unknown as OldDatabase;
}

/** Product `p1` as the code of an older version inserted it, with `columns` of its time. */
async function insertOldProduct(old: OldDatabase, columns: Record<string, unknown> = {}) {
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
      ...columns,
    })
    .execute();
}

/** A fresh, unmigrated database of the dialect for `test`, closed and dropped after it. */
async function withEmptyDatabase(
  dialect: string,
  test: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const provisioned = await provisionDatabase(dialect as 'sqlite' | 'postgres');
  const handle = createDatabase({
    dataDir: provisioned.dataDir,
    ...(provisioned.databaseUrl ? { databaseUrl: provisioned.databaseUrl } : {}),
  });
  try {
    await test(handle);
  } finally {
    await handle.close();
    await provisioned.dispose();
  }
}

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
    await withEmptyDatabase(dialect, async (handle) => {
      // The schema as 0012 left it, with what the code of then wrote.
      const old = await migrateUpTo(handle.db, dialect, '0012-oidc');
      await insertOldProduct(old);
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
    });
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

  it('0018-webhook-endpoints-per-app: the single endpoint of before is the first endpoint, its events in its log, and stays what the previous version reads', async () => {
    await withEmptyDatabase(dialect, async (handle) => {
      const old = await migrateUpTo(handle.db, dialect, '0017-test-mode-keys');
      // Rows as the previous version writes them.
      await insertOldProduct(old, { test_origins: '[]', live_origins: '[]' });
      const hook = 'https://shop.example.com/api/age-gate/webhook';
      await old
        .insertInto('webhook_endpoints')
        .values([
          { product_id: 'p1', mode: 'test', url: hook, secret: 'whsec_old', updated_at: 1 },
          { product_id: 'p1', mode: 'live', url: null, secret: 'whsec_live', updated_at: 1 },
        ])
        .execute();
      await old
        .insertInto('webhook_events')
        .values({
          id: 'msg_old',
          product_id: 'p1',
          mode: 'test',
          verification_id: null,
          event_type: 'Test',
          payload: '{}',
          url: hook,
          signing: 'sign',
          state: 'pending',
          attempt_count: 0,
          next_attempt_at: 1,
          locked_until: null,
          created_at: 1,
          delivered_at: null,
          receiver: 'https://shop.example.com',
        })
        .execute();

      expect(await migrateToLatest(handle)).toEqual([
        '0018-webhook-endpoints-per-app',
        '0019-languages',
        '0020-widget-token-alg',
      ]);
      const first = 'we_test_p1';
      expect(await listWebhookEndpoints(handle.db, 'p1', 'test')).toEqual([
        expect.objectContaining({ id: first, url: hook, secret: 'whsec_old', first: true }),
      ]);
      expect(await listWebhookEndpoints(handle.db, 'p1', 'live')).toEqual([]);
      // The event written before (no endpoint) is the first endpoint's, signed with its secret.
      const log = await listDeliveries(handle.db, {
        productId: 'p1',
        endpointId: first,
        limit: 10,
      });
      expect(log.map((d) => d.id)).toEqual(['msg_old']);
      expect((await findWebhookEndpoint(handle.db, 'p1', first))?.secret).toBe('whsec_old');

      // A second app's endpoint leaves the row the previous version reads as it was.
      const blog = await addWebhookEndpoint(
        handle.db,
        { productId: 'p1', mode: 'test', url: 'https://blog.example.com/hook' },
        2,
      );
      expect(blog.endpoint.first).toBe(false);
      const row = await old
        .selectFrom('webhook_endpoints')
        .select(['url', 'secret'])
        .where('product_id', '=', 'p1')
        .where('mode', '=', 'test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ url: hook, secret: 'whsec_old' });
      const ids = await enqueueWebhookEvents(
        handle.db,
        { productId: 'p1', mode: 'test', eventType: 'Test', data: {} },
        3,
      );
      const events = await handle.db
        .selectFrom('webhook_events')
        .select(['url', 'endpoint_id'])
        .where('id', 'in', ids)
        .orderBy('url', 'desc')
        .execute();
      expect(events).toEqual([
        { url: hook, endpoint_id: first },
        { url: 'https://blog.example.com/hook', endpoint_id: blog.endpoint.id },
      ]);
    });
  });

  it('0019-languages: a product and a verification of before have no default or picked language', async () => {
    await withEmptyDatabase(dialect, async (handle) => {
      const old = await migrateUpTo(handle.db, dialect, '0018-webhook-endpoints-per-app');
      await insertOldProduct(old, { test_origins: '[]', live_origins: '[]' });
      expect(await migrateToLatest(handle)).toEqual(['0019-languages', '0020-widget-token-alg']);
      expect((await getProduct(handle.db, 'p1'))!.defaultLocale).toBeNull();
      await handle.db
        .updateTable('products')
        .set({ default_locale: 'fr' })
        .where('id', '=', 'p1')
        .execute();
      expect((await getProduct(handle.db, 'p1'))!.defaultLocale).toBe('fr');
      // What the previous version reads of the product is as it was.
      expect(
        await old.selectFrom('products').select(['name']).where('id', '=', 'p1').execute(),
      ).toEqual([{ name: 'Then' }]);
    });
  });
});
