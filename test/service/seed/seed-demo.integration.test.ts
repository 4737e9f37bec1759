import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

describe.each(testDialects())('seedDemo on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    // The demo's webhook points at the storefront on this machine, as under `npm start`.
    t = await startTestService(dialect, { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
  });
  afterAll(async () => t.close());

  it('is idempotent: one Corner Store, the same key and secret, test origins only grow', async () => {
    const first = await seedDemo(t.service.ctx, { allowedOrigins: ['http://localhost:3001'] });
    const second = await seedDemo(t.service.ctx, { allowedOrigins: ['https://shop.example'] });
    expect(second.product.id).toBe(first.product.id);
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.webhookSecret).toBe(first.webhookSecret);
    // The demo has a test key only: its origins are test origins, never live ones.
    expect(second.product.allowedOrigins).toEqual({
      test: ['http://localhost:3001', 'https://shop.example'],
      live: [],
    });
    const demos = await t.service.ctx.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Corner Store')
      .execute();
    expect(demos).toHaveLength(1);
    const res = await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      key: second.apiKey,
      json: { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } },
    });
    expect(res.status).toBe(200);
  });

  it('sets the webhook URL only when it creates the demo product: an operator’s change survives', async () => {
    const first = await seedDemo(t.service.ctx, {
      allowedOrigins: [],
      webhookUrl: 'http://localhost:3001/api/age-gate/webhook',
    });
    // The first test above created the store without a URL; a later seed does not add one.
    const operator = 'http://localhost:4000/hooks/age';
    await setWebhookEndpoint(
      t.service.ctx.db,
      first.product.id,
      'test',
      { url: operator },
      Date.now(),
      { allowLoopback: true },
    );
    const again = await seedDemo(t.service.ctx, {
      allowedOrigins: [],
      webhookUrl: 'http://localhost:3001/api/age-gate/webhook',
    });
    expect(again.webhookUrl).toBe(operator);
    const stored = await t.service.ctx.db
      .selectFrom('webhook_endpoints')
      .select('url')
      .where('product_id', '=', first.product.id)
      .where('mode', '=', 'test')
      .executeTakeFirstOrThrow();
    expect(stored.url).toBe(operator);
  });

  it('sets the given webhook URL when it creates the demo product', async () => {
    const db = t.service.ctx.db;
    // A fresh database's first seed: remove the store the tests above made.
    const demo = await db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Corner Store')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ name: 'Old demo' }).where('id', '=', demo.id).execute();
    await db.deleteFrom('api_keys').where('product_id', '=', demo.id).execute();
    const url = 'http://localhost:3001/api/age-gate/webhook';
    const created = await seedDemo(t.service.ctx, { allowedOrigins: [], webhookUrl: url });
    expect(created.product.id).not.toBe(demo.id);
    expect(created.webhookUrl).toBe(url);
  });

  it('a data directory from an earlier version: its "Demo store" is renamed, not seeded twice', async () => {
    const db = t.service.ctx.db;
    const current = await db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Corner Store')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ name: 'Demo store' })
      .where('id', '=', current.id)
      .execute();
    const seeded = await seedDemo(t.service.ctx, { allowedOrigins: [] });
    expect(seeded.product).toMatchObject({ id: current.id, name: 'Corner Store' });
    const names = (await db.selectFrom('products').select('name').execute()).map((p) => p.name);
    expect(names).not.toContain('Demo store');
    expect(names.filter((n) => n === 'Corner Store')).toHaveLength(1);
  });
});
