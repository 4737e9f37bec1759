import { describe, expect, it } from 'vitest';
import {
  sendTestWebhook,
  TEST_WEBHOOK_MESSAGE,
} from '../../../src/service/webhooks/send-test-webhook';
import type { WebhookFetch } from '../../../src/service/webhooks/pinned-fetch';
import { testDatabases } from '../../support/databases';
import { fakeClock, newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

describe.each(testDatabases())('sendTestWebhook on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it('sends one valid and one invalid Test event; a verifying receiver accepts only the first', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const dispatcher = h.dispatcher({ now: clock.now });

    const result = await sendTestWebhook({
      db: h.db,
      productId,
      mode: 'test',
      now: clock.now(),
      dispatcher,
    });

    // The receiver is on this machine (allowed for development): its answers' bodies are not
    // kept, so the console cannot show them; the statuses are enough for the test.
    expect(result).toMatchObject({
      ok: true,
      passed: true,
      valid: { state: 'delivered', statusCode: 200, responseExcerpt: null, error: null },
      invalid: { state: 'failed', statusCode: 401, responseExcerpt: null },
    });
    expect(receiver.received).toHaveLength(2);
    const valid = receiver.received.find((w) => w.validHmac);
    expect(valid?.validStandard).toBe(true);
    expect(JSON.parse(valid!.body)).toEqual({
      eventType: 'Test',
      data: { message: TEST_WEBHOOK_MESSAGE, sentAt: new Date(clock.now()).toISOString() },
    });
    expect(receiver.received.filter((w) => !w.validHmac && !w.validStandard)).toHaveLength(1);
  });

  it('reports a receiver that accepts a bad signature', async () => {
    const clock = fakeClock();
    const receiver = await h.receiver([newSecret()], () => ({ status: 200, body: 'whatever' }));
    const { productId } = await seedProduct(h.db, { url: receiver.url });
    const result = await sendTestWebhook({
      db: h.db,
      productId,
      mode: 'test',
      now: clock.now(),
      dispatcher: h.dispatcher({ now: clock.now }),
    });
    expect(result).toMatchObject({
      ok: true,
      passed: false,
      invalid: { state: 'delivered', statusCode: 200 },
    });
  });

  it('shows what a public receiver answered', async () => {
    const clock = fakeClock();
    const { productId } = await seedProduct(h.db, { url: 'https://hooks.merchant.example/ofage' });
    // A public target; the request is recorded instead of leaving the machine.
    const fetch: WebhookFetch = async (_url, init) =>
      init.headers['X-Signature-Hmac-Sha256'] !== undefined
        ? new Response('thanks', { status: 200 })
        : new Response('?', { status: 500 });
    const result = await sendTestWebhook({
      db: h.db,
      productId,
      mode: 'test',
      now: clock.now(),
      dispatcher: h.dispatcher({
        now: clock.now,
        fetch,
        lookup: async () => [{ address: '93.184.216.34', family: 4 }],
      }),
    });
    expect(result).toMatchObject({
      ok: true,
      valid: { statusCode: 200, responseExcerpt: 'thanks' },
    });
  });

  it('says what to do when no URL is set', async () => {
    const { productId } = await seedProduct(h.db, { url: null });
    const result = await sendTestWebhook({
      db: h.db,
      productId,
      mode: 'test',
      now: Date.now(),
      dispatcher: h.dispatcher(),
    });
    expect(result).toMatchObject({ ok: false, code: 'no_endpoint' });
    expect(await h.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });
});
