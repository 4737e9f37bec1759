import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductInfoSchema,
  RegisterTestAppResponseSchema,
} from '../../../src/protocol/product-api';
import { listAudit } from '../../../src/service/console/audit-log';
import { getProduct } from '../../../src/service/products/products';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const PRODUCT = '/api/v1/product';
const REGISTER = '/api/v1/test/register-app';
const APP = 'http://localhost:3000';
const HOOK = 'http://localhost:3000/api/age-gate/webhook';

describe.each(testDialects())('the product API of API keys on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    // The operator allows test webhooks to this machine, as `npm start` does.
    t = await startTestService(dialect, { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
  });
  afterAll(async () => t.close());

  const register = async (body: unknown, key?: string) => {
    const res = await t.call(REGISTER, { method: 'POST', json: body, ...(key ? { key } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const settings = async (productId: string) => {
    const product = await getProduct(t.service.ctx.db, productId);
    const hook = await t.service.ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('mode')
      .execute();
    return { origins: product!.allowedOrigins, hooks: hook.map((h) => [h.mode, h.url, h.secret]) };
  };

  it('GET /api/v1/product names the key’s product, its mode, that mode’s origins and webhook URL', async () => {
    for (const [key, mode, allowedOrigins] of [
      [t.testKey, 'test', ['http://localhost:3001']],
      [t.liveKey, 'live', []],
    ] as const) {
      const res = await t.call(PRODUCT, { key });
      expect(res.status).toBe(200);
      const body = ProductInfoSchema.strict().parse(await res.json());
      expect(body).toEqual({
        id: t.product.id,
        name: 'Test store',
        mode,
        allowedOrigins,
        webhookUrl: null,
      });
    }
    expect((await t.call(PRODUCT, { key: null })).status).toBe(401);
    expect((await t.call(PRODUCT, { method: 'POST', json: {} })).status).toBe(405);
  });

  it('register-app adds the test origin and a test webhook endpoint, answering its secret', async () => {
    const { product, testKey } = await t.addProduct('New shop');
    const before = await settings(product.id);
    const { status, body } = await register({ origin: APP, webhookUrl: HOOK }, testKey);
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = RegisterTestAppResponseSchema.strict().parse(body);
    expect(answer).toMatchObject({
      id: product.id,
      name: 'New shop',
      mode: 'test',
      allowedOrigins: ['http://localhost:3001', APP],
      webhookUrl: HOOK,
    });
    const after = await settings(product.id);
    // The test origins only: live ones are the console's and the ofage command's.
    expect(after.origins).toEqual({ test: ['http://localhost:3001', APP], live: [] });
    // The test endpoint changed (URL set, secret unchanged and answered); the live one did not.
    expect(after.hooks).toEqual([before.hooks[0], ['test', HOOK, answer.webhookSecret]]);
    expect(answer.webhookSecret).toBe(before.hooks[1]![2]);
    // This instance frames the widget for the new origin at once, not after its 5 s cache.
    expect((await t.service.getProduct(product.id))!.allowedOrigins.test).toContain(APP);

    const audit = await listAudit(t.service.ctx.db, product.id);
    expect(audit.map((e) => [e.accountEmail, e.action, e.detail]).reverse()).toEqual([
      ['api (test key)', 'product.updated', `test origins + ${APP} (test key)`],
      [
        'api (test key)',
        'webhook.endpoint_added',
        `test: ${answer.webhookEndpointId} ${HOOK} (test key)`,
      ],
      [
        'api (test key)',
        'webhook.secret_revealed',
        `test ${answer.webhookEndpointId} (to the test key, by register-app)`,
      ],
    ]);
    // The product's first test endpoint: the one the previous release reads.
    expect(answer.webhookEndpointId).toBe(`we_test_${product.id}`);
    expect(answer.added).toEqual({ origin: true, webhook: true });
  });

  it('registering the same app again changes nothing (safe to run twice)', async () => {
    const { product, testKey } = await t.addProduct('Twice');
    await register({ origin: APP, webhookUrl: HOOK }, testKey);
    const first = await settings(product.id);
    const again = await register({ origin: `${APP}/`, webhookUrl: HOOK }, testKey);
    expect(again.status).toBe(200);
    expect(again.body.added).toEqual({ origin: false, webhook: false });
    expect(await settings(product.id)).toEqual(first);
    const actions = (await listAudit(t.service.ctx.db, product.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'product.updated')).toHaveLength(1);
    expect(actions.filter((a) => a === 'webhook.endpoint_added')).toHaveLength(1);
  });

  it('the origin alone: the webhook URL is optional', async () => {
    const { product, testKey } = await t.addProduct('Origin only');
    const { status, body } = await register({ origin: 'https://shop.example.com' }, testKey);
    expect(status).toBe(200);
    expect(body.webhookUrl).toBeNull();
    expect((await settings(product.id)).origins.test).toContain('https://shop.example.com');
  });

  it('a live key is refused with 403, told what to set in the console, and changes nothing', async () => {
    const { product, liveKey } = await t.addProduct('Live shop');
    const before = await settings(product.id);
    const { status, body } = await register(
      {
        origin: 'https://shop.example.com',
        webhookUrl: 'https://shop.example.com/api/age-gate/webhook',
      },
      liveKey,
    );
    expect(status).toBe(403);
    expect(body.error).toBe('FORBIDDEN');
    const message = body.errorMessage as string;
    expect(message).toContain(`${t.url}/console/products/${product.id}`);
    expect(message).toContain(
      'add https://shop.example.com to "Live origins" under "Allowed embedding origins"',
    );
    expect(message).toContain(
      'Developers → Live set the webhook URL to https://shop.example.com/api/age-gate/webhook',
    );
    expect(await settings(product.id)).toEqual(before);
    expect(await listAudit(t.service.ctx.db, product.id)).toEqual([]);
    // Malformed or not, a live key never gets past the refusal.
    expect((await register({ nonsense: true }, liveKey)).status).toBe(403);
  });

  it('origins are validated as the console validates them, and nothing is half-written', async () => {
    const { product, testKey } = await t.addProduct('Strict');
    const before = await settings(product.id);
    for (const origin of [
      'https://shop.example.com/path',
      'https://*.example.com',
      'javascript:alert(1)',
      'ftp://shop.example.com',
      'https://user:pw@shop.example.com',
      'not an origin',
    ]) {
      const { status, body } = await register({ origin, webhookUrl: HOOK }, testKey);
      expect(status, origin).toBe(400);
      expect(body.error).toBe('INVALID_INPUT');
    }
    // A bad webhook URL refuses the whole request: the valid origin is not added either.
    for (const webhookUrl of [
      'http://shop.example.com/api/age-gate/webhook',
      'https://10.0.0.7/hook',
      'http://169.254.169.254/latest/meta-data',
      'https://user:pw@shop.example.com/hook',
    ]) {
      const { status, body } = await register({ origin: APP, webhookUrl }, testKey);
      expect(status, webhookUrl).toBe(400);
      expect(body.errorMessage).toMatch(/^webhookUrl: /);
    }
    expect((await register({ origin: APP, extra: 1 }, testKey)).status).toBe(400);
    expect((await register({}, testKey)).status).toBe(400);
    expect(await settings(product.id)).toEqual(before);
  });

  it('at most 50 test origins', async () => {
    const { product, testKey } = await t.addProduct('Crowded');
    for (let i = 0; i < 49; i++) {
      expect((await register({ origin: `https://shop${i}.example.com` }, testKey)).status).toBe(
        200,
      );
    }
    expect((await settings(product.id)).origins.test).toHaveLength(50);
    const { status, body } = await register({ origin: 'https://one-more.example.com' }, testKey);
    expect(status).toBe(400);
    expect(body.errorMessage).toMatch(/50 test origins/);
  });
});

describe.each(testDialects())(
  'register-app without loopback webhooks on $dialect',
  ({ dialect }) => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService(dialect);
    });
    afterAll(async () => t.close());

    it('a loopback webhook URL is refused where the operator does not allow it, naming the setting', async () => {
      const res = await t.call(REGISTER, {
        method: 'POST',
        json: { origin: APP, webhookUrl: HOOK },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errorMessage: string };
      expect(body.errorMessage).toContain('OFAGE_ALLOW_LOOPBACK_WEBHOOKS=1');
      expect((await getProduct(t.service.ctx.db, t.product.id))!.allowedOrigins.test).not.toContain(
        APP,
      );
      // The origin alone is fine: a local app works without webhooks (get-status confirms).
      const origin = await t.call(REGISTER, { method: 'POST', json: { origin: APP } });
      expect(origin.status).toBe(200);
    });
  },
);
