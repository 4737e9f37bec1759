import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { pinnedFetch, type WebhookFetch } from '../../../src/service/webhooks/pinned-fetch';
import { testDatabases } from '../../support/databases';
import { fakeClock, newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

/** Long enough that a hanging attempt outlives the test: nothing below waits for a timeout. */
const HANG_MS = 120_000;

/** A TCP server that accepts connections and never says a word. */
async function silentServer(h: { onCleanup(c: () => Promise<void>): void }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      server.close(() => resolve());
    });
  h.onCleanup(close);
  return { port, close };
}

describe.each(testDatabases())('webhook delivery isolation on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it("one product's receiver never answers: another product's webhook is delivered while those attempts still hang, and the hanging endpoint holds only its share of the pool", async () => {
    const hanging = await h.receiver([newSecret()], () => 'hang');
    const fastSecret = newSecret();
    const fast = await h.receiver([fastSecret]);
    const slow = await seedProduct(h.db, { url: hanging.url });
    const other = await seedProduct(h.db, { url: fast.url, secret: fastSecret });
    const now = Date.now();
    // A backlog for the hanging receiver, queued before the other product's event.
    for (let n = 0; n < 12; n++) {
      await enqueueWebhook(
        h.db,
        { productId: slow.productId, mode: 'test', eventType: 'Test', data: { n } },
        now - 1_000 + n,
      );
    }
    const otherId = await h.enqueueTest(other.productId, now);

    const dispatcher = h.dispatcher({
      timeoutMs: HANG_MS,
      concurrency: 8,
      perReceiverConcurrency: 2,
      pollIntervalMs: 20,
    });
    dispatcher.start();
    await vi.waitFor(() => expect(fast.received).toHaveLength(1), { timeout: 10_000 });

    // Delivered while every attempt to the hanging receiver was still open…
    const slowAttempts = await h.db
      .selectFrom('webhook_attempts')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_attempts.event_id')
      .select('webhook_attempts.id')
      .where('webhook_events.product_id', '=', slow.productId)
      .execute();
    expect(slowAttempts).toHaveLength(0);
    // …and the hanging receiver never had more than its two slots of the eight.
    expect(hanging.received.length).toBeGreaterThanOrEqual(1);
    expect(hanging.received.length).toBeLessThanOrEqual(2);
    await vi.waitFor(async () =>
      expect(await h.event(otherId!)).toMatchObject({ state: 'delivered' }),
    );

    await hanging.close(); // ends the hanging attempts, so the dispatcher can stop
  });

  it('the retry schedule holds while a receiver hangs: a failed delivery elsewhere is retried when due', async () => {
    const clock = fakeClock(Date.now());
    const hanging = await h.receiver([newSecret()], () => 'hang');
    const flakySecret = newSecret();
    const flaky = await h.receiver([flakySecret], (_w, i) =>
      i === 0 ? { status: 503, body: 'busy' } : { status: 200, body: 'ok' },
    );
    const slow = await seedProduct(h.db, { url: hanging.url });
    const other = await seedProduct(h.db, { url: flaky.url, secret: flakySecret });
    await h.enqueueTest(slow.productId, clock.now());
    const id = (await h.enqueueTest(other.productId, clock.now()))!;

    const dispatcher = h.dispatcher({ now: clock.now, timeoutMs: HANG_MS, pollIntervalMs: 20 });
    dispatcher.start();
    await vi.waitFor(async () =>
      expect(await h.event(id)).toMatchObject({
        attempt_count: 1,
        next_attempt_at: clock.now() + 5_000,
      }),
    );
    expect(hanging.received).toHaveLength(1);

    // The retry falls due while the other attempt still hangs: it is made, and succeeds.
    clock.advance(5_000);
    await vi.waitFor(async () => expect(await h.event(id)).toMatchObject({ state: 'delivered' }), {
      timeout: 10_000,
    });
    expect(flaky.received).toHaveLength(2);
    expect(await h.db.selectFrom('webhook_attempts').select('id').execute()).toHaveLength(2);

    await hanging.close();
  });

  it('a host that accepts the connection and never completes it frees its slot after the connect timeout, and then gets one slot at a time', async () => {
    const clock = fakeClock();
    const silent = await silentServer(h);
    // https: the TCP connection is accepted, the TLS handshake never answered.
    const { productId } = await seedProduct(h.db, { url: `https://localhost:${silent.port}/hook` });
    const first = (await h.enqueueTest(productId, clock.now()))!;
    // The real connection code, counting the attempts in flight.
    let inFlight = 0;
    let mostAtOnce = 0;
    const fetch: WebhookFetch = async (url, init) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      try {
        return await pinnedFetch(url, init);
      } finally {
        inFlight -= 1;
      }
    };
    const dispatcher = h.dispatcher({
      now: clock.now,
      fetch,
      timeoutMs: HANG_MS,
      connectTimeoutMs: 200,
      perReceiverConcurrency: 4,
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });

    expect(await dispatcher.runDue()).toBe(1);
    const [attempt] = await h.attempts(first);
    expect(mostAtOnce).toBe(1);
    mostAtOnce = 0;
    expect(attempt?.error).toBe(`could not connect to localhost:${silent.port} within 200 ms`);
    expect(await h.event(first)).toMatchObject({ state: 'pending', attempt_count: 1 });

    // The endpoint stalled: its next attempts go one at a time, not four.
    for (let n = 0; n < 3; n++) {
      await enqueueWebhook(
        h.db,
        { productId, mode: 'test', eventType: 'Test', data: { n } },
        clock.now(),
      );
    }
    expect(await dispatcher.runDue()).toBe(3);
    expect(mostAtOnce).toBe(1);
  });
});
