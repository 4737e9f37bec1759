import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterTestAppResponseSchema } from '../../../src/protocol/product-api';
import { getProduct } from '../../../src/service/products/products';
import { listWebhookEndpoints } from '../../../src/service/webhooks/endpoints/list-webhook-endpoints';
import { removeWebhookEndpoint } from '../../../src/service/webhooks/endpoints/remove-webhook-endpoint';
import { rotateWebhookEndpointSecret } from '../../../src/service/webhooks/endpoints/rotate-webhook-endpoint-secret';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const REGISTER = '/api/v1/test/register-app';
const PERFORM = '/api/v1/age-verification/perform';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe.each(testDialects())('several apps on one product on $dialect', ({ dialect }) => {
  let t: TestService;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    t = await startTestService(dialect, { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    for (const receiver of receivers) await receiver.close();
  });

  /** A receiver that checks signatures with the secret its app was given. */
  const app = async () => {
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    receivers.push(receiver);
    return { receiver, setSecret: (s: string) => (secret = s) };
  };
  const register = async (body: object, key: string) => {
    const res = await t.call(REGISTER, { method: 'POST', json: body, key });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return RegisterTestAppResponseSchema.strict().parse(json);
  };
  const endpointRows = async (productId: string) =>
    (await listWebhookEndpoints(t.service.ctx.db, productId, 'test')).map((e) => [e.id, e.url]);

  it('a second app gets its own endpoint beside the first; both receive the result, each signed with its own secret', async () => {
    const { product, testKey } = await t.addProduct('Two apps');
    const shop = await app();
    const blog = await app();
    const first = await register(
      { origin: 'http://localhost:3000', webhookUrl: shop.receiver.url },
      testKey,
    );
    shop.setSecret(first.webhookSecret);
    const second = await register(
      { origin: 'http://localhost:4000', webhookUrl: blog.receiver.url },
      testKey,
    );
    blog.setSecret(second.webhookSecret);

    expect(first.added).toEqual({ origin: true, webhook: true });
    expect(second.added).toEqual({ origin: true, webhook: true });
    expect(second.webhookEndpointId).toMatch(/^we_[0-9a-f]{24}$/);
    expect(second.webhookSecret).not.toBe(first.webhookSecret);
    // Nothing of the first app was replaced.
    expect(second.allowedOrigins).toEqual([
      'http://localhost:3001',
      'http://localhost:3000',
      'http://localhost:4000',
    ]);
    expect(await endpointRows(product.id)).toEqual([
      [first.webhookEndpointId, shop.receiver.url],
      [second.webhookEndpointId, blog.receiver.url],
    ]);

    // The first app again: nothing changes, and it is told its own endpoint and secret.
    const again = await register(
      { origin: 'http://localhost:3000', webhookUrl: shop.receiver.url },
      testKey,
    );
    expect(again).toMatchObject({
      added: { origin: false, webhook: false },
      webhookEndpointId: first.webhookEndpointId,
      webhookSecret: first.webhookSecret,
    });

    const perform = await t.call(PERFORM, {
      method: 'POST',
      key: testKey,
      json: { jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } },
    });
    const { id } = (await perform.json()) as { id: string };
    const done = await t.call('/api/v1/test/set-age-verification-status', {
      method: 'POST',
      key: testKey,
      json: { id, status: 'PASS', method: 'id-document', age: { low: 34, high: 34 } },
    });
    expect(done.status).toBe(200);
    const isResult = (w: { body: string }) =>
      (JSON.parse(w.body) as { data?: { id?: string } }).data?.id === id;
    for (const { receiver } of [shop, blog]) {
      const webhook = await receiver.waitForMatch(isResult);
      expect(webhook.validHmac && webhook.validStandard).toBe(true);
    }
    // One event per endpoint, each in its own endpoint's delivery log.
    const events = await t.service.ctx.db
      .selectFrom('webhook_events')
      .select(['endpoint_id', 'url'])
      .where('verification_id', '=', id)
      .orderBy('url')
      .execute();
    expect(events.map((e) => e.endpoint_id).sort()).toEqual(
      [first.webhookEndpointId, second.webhookEndpointId].sort(),
    );
  });

  it('a rotated endpoint signs with its new secret, and its old one still verifies for 24 h', async () => {
    const { product, testKey } = await t.addProduct('Rotation');
    const shop = await app();
    const other = await app();
    const base = await register(
      { origin: 'http://localhost:3000', webhookUrl: other.receiver.url },
      testKey,
    );
    other.setSecret(base.webhookSecret);
    const added = await register(
      { origin: 'http://localhost:3000', webhookUrl: shop.receiver.url },
      testKey,
    );
    const rotated = await rotateWebhookEndpointSecret(
      t.service.ctx.db,
      product.id,
      added.webhookEndpointId!,
      t.service.ctx.now(),
    );
    expect(rotated.previousSecret).toBe(added.webhookSecret);
    // The app still holds the old secret: the webhook carries a signature it can check.
    shop.setSecret(added.webhookSecret);
    const { sendTestWebhook } = await import('../../../src/service/webhooks/send-test-webhook');
    const outcome = await sendTestWebhook({
      db: t.service.ctx.db,
      productId: product.id,
      mode: 'test',
      now: t.service.ctx.now(),
      dispatcher: t.service.dispatcher,
      endpointId: added.webhookEndpointId!,
    });
    expect(outcome.ok).toBe(true);
    // The valid event carries a Standard Webhooks signature by the old secret too; the
    // deliberately invalid one none.
    const received = await shop.receiver.waitFor(2);
    expect(received.map((w) => w.validStandard).sort()).toEqual([false, true]);
    // Sent to that endpoint only.
    expect(other.receiver.received).toEqual([]);
  });

  it('another product’s endpoint id is not found, and nothing is removed', async () => {
    const mine = await t.addProduct('Mine');
    const theirs = await t.addProduct('Theirs');
    const receiver = await app();
    const registered = await register(
      { origin: 'http://localhost:3000', webhookUrl: receiver.receiver.url },
      theirs.testKey,
    );
    const id = registered.webhookEndpointId!;
    await expect(
      removeWebhookEndpoint(t.service.ctx.db, mine.product.id, id, t.service.ctx.now()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rotateWebhookEndpointSecret(t.service.ctx.db, mine.product.id, id, t.service.ctx.now()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await endpointRows(theirs.product.id)).toEqual([[id, receiver.receiver.url]]);
  });

  it('at most 20 test endpoints: the 21st is a 400 saying so, and writes nothing', async () => {
    const { product, testKey } = await t.addProduct('Crowded hooks');
    for (let i = 0; i < 20; i++) {
      await register(
        { origin: 'http://localhost:3000', webhookUrl: `http://127.0.0.1:9/hook-${i}` },
        testKey,
      );
    }
    const before = await endpointRows(product.id);
    expect(before).toHaveLength(20);
    const res = await t.call(REGISTER, {
      method: 'POST',
      key: testKey,
      json: { origin: 'http://localhost:5000', webhookUrl: 'http://127.0.0.1:9/hook-20' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errorMessage: string };
    expect(body.error).toBe('INVALID_INPUT');
    expect(body.errorMessage).toMatch(/20 test-mode webhook endpoints/);
    expect(await endpointRows(product.id)).toEqual(before);
    // Nothing half-written: the new origin of the refused request was not added either.
    const product$ = await getProduct(t.service.ctx.db, product.id);
    expect(product$!.allowedOrigins.test).not.toContain('http://localhost:5000');
  });
});
