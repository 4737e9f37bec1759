import { describe, expect, it } from 'vitest';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { testDatabases } from '../../support/databases';
import { T0, passResult, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

describe.each(testDatabases())('enqueueWebhook on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it('writes a pending event, due now, whose payload is the exact body to send', async () => {
    const { productId } = await seedProduct(h.db, { url: 'https://hooks.example.com/ofage' });
    const data = passResult();
    const id = await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Verification.Result', data, verificationId: data.id },
      T0,
    );
    expect(await h.event(id!)).toEqual({
      id,
      product_id: productId,
      mode: 'test',
      verification_id: data.id,
      event_type: 'Verification.Result',
      payload: JSON.stringify({ eventType: 'Verification.Result', data }),
      url: 'https://hooks.example.com/ofage',
      signing: 'sign',
      state: 'pending',
      attempt_count: 0,
      next_attempt_at: T0,
      locked_until: null,
      created_at: T0,
      delivered_at: null,
      // Delivery isolation counts by the URL's origin.
      receiver: 'https://hooks.example.com',
      // The product's first (and only) test endpoint.
      endpoint_id: `we_test_${productId}`,
    });
  });

  it('writes nothing and returns null when no URL is configured for the mode', async () => {
    const { productId } = await seedProduct(h.db, {
      url: 'https://hooks.example.com/',
      mode: 'live',
    });
    const bare = await seedProduct(h.db, { url: null });
    expect(await h.enqueueTest(productId, T0)).toBeNull();
    expect(await h.enqueueTest(bare.productId, T0)).toBeNull();
    expect(await h.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });

  it("commits and rolls back with the caller's transaction", async () => {
    const { productId } = await seedProduct(h.db, { url: 'https://hooks.example.com/' });
    const kept = await h.db
      .transaction()
      .execute((trx) =>
        enqueueWebhook(
          trx,
          { productId, mode: 'test', eventType: 'Test', data: { kept: true } },
          T0,
        ),
      );
    await expect(
      h.db.transaction().execute(async (trx) => {
        await enqueueWebhook(
          trx,
          { productId, mode: 'test', eventType: 'Test', data: { kept: false } },
          T0,
        );
        throw new Error('the verification update failed');
      }),
    ).rejects.toThrow('the verification update failed');
    const rows = await h.db.selectFrom('webhook_events').select(['id', 'payload']).execute();
    expect(rows).toEqual([
      { id: kept, payload: JSON.stringify({ eventType: 'Test', data: { kept: true } }) },
    ]);
  });
});
