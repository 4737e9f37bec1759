import { describe, expect, it } from 'vitest';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import type { WebhookFetch } from '../../../src/service/webhooks/pinned-fetch';
import { testDatabases } from '../../support/databases';
import { newSecret, seedProduct } from '../webhooks/support/fixtures';
import { useWebhookHarness } from '../webhooks/support/harness';
import { waitFor } from '../../support/wait';
import {} from './serve-process';

/**
 * A webhook attempt still running when a stop reaches its bound gives its lease back, so
 * another instance delivers the event at once — not after the lease (here two minutes).
 */
describe.each(testDatabases())('webhook leases at shutdown on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it('releases the lease of an attempt still running at the bound', async () => {
    const hanging: (() => void)[] = [];
    const hang: WebhookFetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        const fail = () => reject(new Error('receiver never answered'));
        hanging.push(fail);
        init.signal?.addEventListener('abort', fail);
      });
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Test', data: { n: 1 } },
      Date.now(),
    ))!;

    const stopping = h.dispatcher({ fetch: hang, timeoutMs: 60_000, leaseMs: 120_000 });
    stopping.start();
    stopping.nudge();
    await waitFor(() => hanging.length > 0, {
      timeout: 10_000,
      message: 'the attempt',
    });
    expect((await h.event(id)).locked_until).not.toBeNull();

    const started = Date.now();
    await stopping.stop({ releaseAt: Date.now() + 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await h.event(id)).toMatchObject({ state: 'pending', locked_until: null });

    // Another instance takes it on its next pass.
    expect(await h.dispatcher().runDue()).toBe(1);
    expect(await h.event(id)).toMatchObject({ state: 'delivered' });
    expect(receiver.received).toHaveLength(1);
    hanging.forEach((fail) => fail());
  });
});
