/**
 * Webhook isolation: a healthy receiver's first-attempt latency beside 100 receivers that accept
 * the connection and never answer (each its own origin and product, each with a backlog and a
 * new event for every healthy one), against a baseline with none, in the same run, per database.
 * The service's dispatcher with its defaults (10 s attempt timeout, pool of 32). "Steady" starts
 * measuring once every dead receiver has timed out once; "restart" starts with the dispatcher,
 * the dead receivers' backlog waiting, as after a deploy. Latency: from the healthy event's
 * commit to its request reaching the receiver. `OFAGE_ISOLATION_EVENTS` (default 200, one every
 * 50 ms) and `OFAGE_ISOLATION_STALLED` (default 100) change the run.
 */
import type { Dialect } from '../src/service/db/create-database';
import { testDatabases } from '../test/support/databases';
import setup from '../test/support/global-setup';
import { runWebhookIsolation, type IsolationReport } from '../test/support/webhook-isolation';
import { table } from './support';

const EVENTS = Number(process.env.OFAGE_ISOLATION_EVENTS ?? 200);
const STALLED = Number(process.env.OFAGE_ISOLATION_STALLED ?? 100);

export async function benchWebhookIsolation(): Promise<void> {
  console.log(
    `\n## Webhook isolation (${EVENTS} healthy events beside ${STALLED} receivers that never answer, vs none)\n`,
  );
  await setup();
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
  const rows: (string | number)[][] = [
    [
      'database',
      'dead receivers',
      'measured from',
      'p50',
      'p99',
      'max',
      'not started',
      'p50 ×',
      'p99 ×',
    ],
  ];
  for (const { dialect, open } of testDatabases()) {
    const run = async (stalled: number, warmUp: boolean): Promise<IsolationReport> => {
      const handle = await open();
      try {
        const report = await runWebhookIsolation({
          db: handle.db,
          dialect,
          stalled,
          backlog: 3,
          events: EVENTS,
          intervalMs: 50,
          warmUp,
          dispatcher: {},
          deadlineMs: 120_000,
          log: (line) => console.log(`  ${dialect as Dialect}: ${line}`),
        });
        await report.close();
        return report;
      } finally {
        await handle.close();
      }
    };
    const baseline = await run(0, true);
    const steady = await run(STALLED, true);
    const restart = await run(STALLED, false);
    const ratio = (a: number, b: number) =>
      b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(1)}×` : '–';
    for (const [label, stalled, from, r] of [
      ['none', 0, 'commit', baseline],
      [String(STALLED), STALLED, 'commit, steady', steady],
      [String(STALLED), STALLED, 'commit, restart', restart],
    ] as const) {
      rows.push([
        dialect,
        label,
        from,
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
        r.missed,
        stalled === 0 ? '1.0×' : ratio(r.p50, baseline.p50),
        stalled === 0 ? '1.0×' : ratio(r.p99, baseline.p99),
      ]);
    }
  }
  console.log(`\n${table(rows)}`);
}
