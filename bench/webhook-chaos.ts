/**
 * Webhook delivery through chaos, the long run: the service's webhook dispatcher, in a process of its own,
 * against a receiver down for `OFAGE_CHAOS_OUTAGE_S` (default 600 s: resets, 500, 410, 429/503
 * with Retry-After), one answer after 30 s (past the 10 s attempt timeout), then SIGKILLed while
 * a delivery waits and restarted (default 70 s lease). Prints, per database, the events lost and
 * sent again after acknowledgement (both should be 0) and the retry schedule observed, beside
 * the schedule's own figures (next-retry-delay.ts) as the baseline. `OFAGE_CHAOS_EVENTS`,
 * `OFAGE_CHAOS_OUTAGE_S`, `OFAGE_CHAOS_LEASE_MS` shorten a run.
 */
import type { Dialect } from '../src/service/db/create-database';
import { nextRetryDelay } from '../src/service/webhooks/next-retry-delay';
import { testDatabases } from '../test/support/databases';
import setup from '../test/support/global-setup';
import { runWebhookChaos } from '../test/support/webhook-chaos';
import { table } from './support';

const EVENTS = Number(process.env.OFAGE_CHAOS_EVENTS ?? 200);
const OUTAGE_MS = Number(process.env.OFAGE_CHAOS_OUTAGE_S ?? 600) * 1000;
const LEASE_MS = Number(process.env.OFAGE_CHAOS_LEASE_MS ?? 70_000);

export async function benchWebhookChaos(): Promise<void> {
  console.log(
    `\n## Webhook chaos (${EVENTS} events, receiver down ${OUTAGE_MS / 1000} s, a 30 s answer, one SIGKILL)\n`,
  );
  await setup();
  const rows: (string | number)[][] = [
    [
      'database',
      'events',
      'lost',
      'resent after ack',
      'bad signatures',
      'kills',
      'all acked after',
    ],
  ];
  for (const { dialect, open } of testDatabases()) {
    const handle = await open();
    try {
      const report = await runWebhookChaos({
        db: handle.db,
        childDatabase: {
          dataDir: handle.dataDir,
          ...(handle.url ? { databaseUrl: handle.url } : {}),
        },
        events: EVENTS,
        outageMs: OUTAGE_MS,
        slowMs: 30_000,
        timeoutMs: 10_000,
        leaseMs: LEASE_MS,
        deadlineMs: OUTAGE_MS + 3 * 60 * 60 * 1000,
        log: (line) => console.log(`  ${dialect as Dialect}: ${line}`),
      });
      rows.push([
        dialect,
        report.ids.length,
        report.lost.length,
        report.resentAfterAck.length,
        report.badSignatures,
        report.kills,
        `${(report.elapsedMs / 1000).toFixed(1)} s`,
      ]);
      console.log(`\n${dialect}: observed gaps between attempts (all events)`);
      console.log(
        table([
          ['attempt → next', 'events', 'min', 'max', 'schedule (next-retry-delay.ts)'],
          ...report.schedule.map((s) => [
            `${s.attempt} → ${s.attempt + 1}`,
            s.count,
            `${(s.minMs / 1000).toFixed(1)} s`,
            `${(s.maxMs / 1000).toFixed(1)} s`,
            `${(nextRetryDelay(s.attempt, () => 0) / 1000).toFixed(0)}–${(nextRetryDelay(s.attempt, () => 0.999) / 1000).toFixed(0)} s`,
          ]),
        ]),
      );
    } finally {
      await handle.close();
    }
  }
  console.log(`\n${table(rows)}`);
}
