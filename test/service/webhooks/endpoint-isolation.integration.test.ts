import { describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../../src/service/db/create-database';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { testDatabases } from '../../support/databases';
import { runWebhookIsolation, type IsolationReport } from '../../support/webhook-isolation';
import { newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';

/** Short enough that a test outlives several timeouts of every dead endpoint. */
const TIMEOUT_MS = 5_000;

const describeReport = (r: IsolationReport): string =>
  `healthy first attempt p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ${r.missed} not started by the deadline; warm-up ${r.warmupMs} ms; ${r.stalledRequests} requests to stalled endpoints; in order: ${r.latenciesMs.map((ms) => ms.toFixed(0)).join(' ')}`;

describe.each(testDatabases())('webhook endpoint isolation on $dialect', ({ dialect, open }) => {
  const h = useWebhookHarness(open);

  it("100 endpoints that accept the connection and never answer: a healthy endpoint's first attempt starts within 1 s at the 99th percentile across 50 events", async () => {
    const report = await runWebhookIsolation({
      db: h.db,
      dialect,
      stalled: 100,
      backlog: 3,
      events: 50,
      dispatcher: { timeoutMs: TIMEOUT_MS, concurrency: 32, random: () => 0.5 },
      deadlineMs: 20_000,
    });
    h.onCleanup(report.close);
    console.log(`webhook isolation on ${dialect}: ${describeReport(report)}`);

    expect(report.missed).toBe(0);
    expect(report.p99).toBeLessThan(1_000);
    expect(report.healthyReceiver.received).toHaveLength(50);
  }, 90_000);

  it('forty products pointing at one receiver that never answers count as one receiver: it holds one attempt, and another product is delivered at once', async () => {
    const dead = await h.receiver([newSecret()], () => 'hang');
    const liveSecret = newSecret();
    const live = await h.receiver([liveSecret]);
    const now = Date.now();
    for (let p = 0; p < 40; p++) {
      const { productId } = await seedProduct(h.db, { url: dead.url });
      for (let n = 0; n < 2; n++) {
        await enqueueWebhook(
          h.db,
          { productId, mode: 'test', eventType: 'Test', data: { p, n } },
          now - 1_000,
        );
      }
    }
    const other = await seedProduct(h.db, { url: live.url, secret: liveSecret });
    const id = (await h.enqueueTest(other.productId, now))!;
    // Attempts outlive the test: nothing here waits for a timeout.
    const dispatcher = h.dispatcher({
      timeoutMs: 120_000,
      concurrency: 32,
      perReceiverConcurrency: 4,
      pollIntervalMs: 20,
    });
    dispatcher.start();
    await vi.waitFor(async () => expect(await h.event(id)).toMatchObject({ state: 'delivered' }), {
      timeout: 10_000,
    });
    // A few more passes while every attempt to the dead receiver still hangs.
    await vi.waitFor(() => expect(live.received).toHaveLength(1));
    for (let n = 0; n < 3; n++) {
      await enqueueWebhook(
        h.db,
        { productId: other.productId, mode: 'test', eventType: 'Test', data: { n } },
        Date.now(),
      );
      dispatcher.nudge();
      await vi.waitFor(() => expect(live.received).toHaveLength(2 + n), { timeout: 10_000 });
    }
    expect(dead.received).toHaveLength(1);
    await dead.close(); // ends the hanging attempt, so the dispatcher can stop
  });

  // Several instances share an outbox on PostgreSQL only (SQLite is one process's file).
  it.runIf(dialect === 'postgres')(
    'two service instances sharing the outbox: the healthy endpoint still starts within 1 s at the 99th percentile',
    async () => {
      // A second connection pool, as a second instance has; each instance learns on its own.
      const second = createDatabase({
        databaseUrl: h.handle.url,
        dataDir: h.handle.dataDir,
        poolSize: 5,
      });
      h.onCleanup(second.close);
      const other = second.db;
      const report = await runWebhookIsolation({
        db: h.db,
        dialect,
        otherInstances: [other],
        stalled: 100,
        backlog: 2,
        events: 50,
        dispatcher: { timeoutMs: TIMEOUT_MS, concurrency: 16, random: () => 0.5 },
        deadlineMs: 20_000,
      });
      h.onCleanup(report.close);
      console.log(`webhook isolation, two instances, on ${dialect}: ${describeReport(report)}`);

      expect(report.missed).toBe(0);
      expect(report.p99).toBeLessThan(1_000);
      // Each event was delivered once, by one of the two instances.
      expect(new Set(report.healthyReceiver.received.map((w) => w.id)).size).toBe(50);
      expect(report.healthyReceiver.received).toHaveLength(50);
    },
    90_000,
  );
});
