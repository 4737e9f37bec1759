import { describe, expect, it } from 'vitest';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { getDelivery } from '../../../src/service/webhooks/get-delivery';
import { listDeliveries } from '../../../src/service/webhooks/list-deliveries';
import { replay } from '../../../src/service/webhooks/replay';
import { retryNow } from '../../../src/service/webhooks/retry-now';
import { testDatabases } from '../../support/databases';
import { fakeClock, newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

describe.each(testDatabases())('delivery management on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  async function twoProducts() {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret], () => ({ status: 500, body: 'nope' }));
    const mine = await seedProduct(h.db, { url: receiver.url, secret });
    const theirs = await seedProduct(h.db, { url: receiver.url });
    const enqueue = (productId: string, n: number) =>
      enqueueWebhook(
        h.db,
        { productId, mode: 'test', eventType: 'Test', data: { n } },
        clock.now(),
      ).then((id) => {
        clock.advance(1);
        return id!;
      });
    return { clock, receiver, mine: mine.productId, theirs: theirs.productId, enqueue };
  }

  it("another product's event cannot be listed, read, retried or replayed", async () => {
    const { mine, theirs, enqueue, clock } = await twoProducts();
    const theirEvent = await enqueue(theirs, 1);
    await enqueue(mine, 2);

    expect(
      (await listDeliveries(h.db, { productId: mine, limit: 50 })).map((d) => d.id),
    ).not.toContain(theirEvent);
    expect(await listDeliveries(h.db, { productId: mine, limit: 50, before: theirEvent })).toEqual(
      [],
    );
    expect(await getDelivery(h.db, theirEvent, mine)).toBeUndefined();
    expect(await retryNow(h.db, theirEvent, mine, clock.now())).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await replay(h.db, theirEvent, mine, clock.now())).toMatchObject({
      ok: false,
      code: 'not_found',
    });

    // Nothing about their event changed, and no copy was made under either product.
    expect(await h.event(theirEvent)).toMatchObject({
      state: 'pending',
      next_attempt_at: clock.now() - 2,
    });
    const count = await h.db
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('lists newest first with the latest attempt, pages with a cursor, filters by mode', async () => {
    const { mine, enqueue, clock } = await twoProducts();
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push(await enqueue(mine, n));
    await h.dispatcher({ now: clock.now }).runDue();

    const page1 = await listDeliveries(h.db, { productId: mine, limit: 3 });
    expect(page1.map((d) => d.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(page1[0]).toMatchObject({
      eventType: 'Test',
      mode: 'test',
      state: 'pending',
      attemptCount: 1,
      // A receiver on this machine: its status is shown, its body never kept.
      lastAttempt: { statusCode: 500, responseExcerpt: null },
    });
    expect(page1[0]).not.toHaveProperty('payload');
    const page2 = await listDeliveries(h.db, {
      productId: mine,
      limit: 3,
      before: page1.at(-1)!.id,
    });
    expect(page2.map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect(await listDeliveries(h.db, { productId: mine, mode: 'live', limit: 10 })).toEqual([]);
  });

  it('retryNow makes a waiting or failed event due at once; a delivered one must be replayed', async () => {
    const { mine, enqueue, clock, receiver } = await twoProducts();
    const id = await enqueue(mine, 1);
    const dispatcher = h.dispatcher({ now: clock.now });
    await dispatcher.runDue();
    expect(await dispatcher.runDue()).toBe(0);

    expect(await retryNow(h.db, id, mine, clock.now())).toEqual({ ok: true });
    expect(await dispatcher.runDue()).toBe(1);
    expect(receiver.received).toHaveLength(2);

    await h.db
      .updateTable('webhook_events')
      .set({ state: 'delivered' })
      .where('id', '=', id)
      .execute();
    expect(await retryNow(h.db, id, mine, clock.now())).toMatchObject({
      ok: false,
      code: 'already_delivered',
    });
  });

  it('replay sends the same payload under a new id', async () => {
    const { mine, enqueue, clock, receiver } = await twoProducts();
    const id = await enqueue(mine, 7);
    const result = await replay(h.db, id, mine, clock.now());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.id).not.toBe(id);
    await h.dispatcher({ now: clock.now }).runDue();
    const byId = new Map(receiver.received.map((w) => [w.id, w.body]));
    expect(byId.get(result.id)).toBe(byId.get(id));
    expect(byId.get(id)).toBe(JSON.stringify({ eventType: 'Test', data: { n: 7 } }));
  });

  it('replay refuses when the webhook URL has been removed', async () => {
    const { mine, enqueue, clock } = await twoProducts();
    const id = await enqueue(mine, 1);
    await h.db
      .updateTable('webhook_endpoints')
      .set({ url: null })
      .where('product_id', '=', mine)
      .execute();
    expect(await replay(h.db, id, mine, clock.now())).toMatchObject({
      ok: false,
      code: 'no_endpoint',
    });
  });
});
