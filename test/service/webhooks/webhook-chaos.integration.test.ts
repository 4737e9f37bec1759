import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases';
import { runWebhookChaos } from '../../support/webhook-chaos';

/**
 * Webhook delivery through chaos, the short version: a receiver down for 2 s (resets, 500, 429/503 with
 * Retry-After, 410, one answer slower than the timeout), the dispatcher process SIGKILLed while
 * a delivery waits for its answer and another started. Every event is acknowledged, none is sent
 * again after its acknowledgement. `npm run bench webhook-chaos` runs the long outage.
 */
describe.each(testDatabases())('webhook chaos on $dialect', ({ open }) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('loses nothing through an outage and a SIGKILL, and resends nothing acknowledged', async () => {
    const handle = await open();
    close = handle.close;
    const report = await runWebhookChaos({
      db: handle.db,
      childDatabase: {
        dataDir: handle.dataDir,
        ...(handle.url ? { databaseUrl: handle.url } : {}),
      },
      events: 12,
      outageMs: 2000,
      slowMs: 3000,
      timeoutMs: 1500,
      leaseMs: 3000,
      deadlineMs: 40_000,
    });
    console.log(
      `webhook chaos: ${report.ids.length} events in ${report.elapsedMs} ms, schedule ${JSON.stringify(report.schedule)}`,
    );
    expect(report.kills).toBe(1);
    expect(report.lost).toEqual([]);
    expect(report.resentAfterAck).toEqual([]);
    expect(report.badSignatures).toBe(0);
    // Every event met the outage first, and each kept its webhook-id across its attempts.
    for (const id of report.ids) expect(report.attempts[id]!.length).toBeGreaterThanOrEqual(2);
    const states = await handle.db
      .selectFrom('webhook_events')
      .select(['id', 'state'])
      .where('id', 'in', report.ids)
      .execute();
    expect(states.map((s) => s.state)).toEqual(report.ids.map(() => 'delivered'));
  }, 60_000);
});
