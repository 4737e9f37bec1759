/**
 * Hostile requests, the long run: ≥ 10,000 generated malformed requests (the generator of
 * test/service/server/hostile-api.integration.test.ts) against the API, every method action and unknown
 * paths of a real service over HTTP, on SQLite and on PostgreSQL when it answers. Prints the
 * count of 5xx, hangs (no answer within 10 s) and malformed error bodies — each should be 0 —
 * the statuses, the RSS of the process before, halfway and after, and the rate beside a
 * baseline measured in the same run: well-formed get-status requests over the same raw client.
 *
 * The Next.js side (widget routes, next-auth, console pages and server functions) is the e2e
 * spec's: `OFAGE_FUZZ_RUNS=1000 npx vitest run test/e2e/hostile-requests.spec.ts` sends 10,000.
 * `OFAGE_HOSTILE_RUNS` and `OFAGE_FUZZ_SEED` change the count and the seed.
 */
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../src/service/db/create-database';
import { rawRequest } from '../test/e2e/support/raw-http';
import {
  emptyTally,
  hostileCases,
  sendHostile,
  type HostileCase,
  type HostileTargets,
} from '../test/support/hostile-requests';
import setup from '../test/support/global-setup';
import { startTestService } from '../test/support/test-service';
import { table } from './support';

const RUNS = Number(process.env.OFAGE_HOSTILE_RUNS ?? 10_000);
const SEED = Number(process.env.OFAGE_FUZZ_SEED ?? 20_261_123);
const CONCURRENCY = 8;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function runOn(dialect: Dialect): Promise<(string | number)[]> {
  const t = await startTestService(dialect);
  try {
    const performed = await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
    });
    const answer = (await performed.json()) as { id: string; url: string };
    const targets: HostileTargets = {
      host: new URL(t.url).host,
      testKey: t.testKey,
      liveKey: t.liveKey,
      verificationId: answer.id,
      token: new URL(answer.url).searchParams.get('token') ?? '',
    };

    // Baseline: well-formed get-status requests, same client, same concurrency.
    const good: HostileCase[] = Array.from({ length: 2000 }, () => ({
      family: 'baseline',
      request: {
        method: 'GET',
        target: `/api/v1/age-verification/get-status?id=${answer.id}`,
        headers: [
          ['Host', targets.host],
          ['Authorization', `Bearer ${t.testKey}`],
        ],
      },
    }));
    let baseStart = performance.now();
    await inParallel(good, (c) => rawRequest(t.url, c.request, { timeoutMs: 10_000 }));
    const baselineRate = good.length / ((performance.now() - baseStart) / 1000);

    const cases = fc.sample(hostileCases(targets), { numRuns: RUNS, seed: SEED });
    const tally = emptyTally();
    const rssBefore = process.memoryUsage().rss;
    let rssHalf = 0;
    let done = 0;
    baseStart = performance.now();
    await inParallel(cases, async (c) => {
      await sendHostile(t.url, c, tally, 10_000);
      if (++done === Math.floor(cases.length / 2)) rssHalf = process.memoryUsage().rss;
    });
    const hostileRate = cases.length / ((performance.now() - baseStart) / 1000);
    const rssAfter = process.memoryUsage().rss;
    const health = await fetch(`${t.url}/api/health`);

    const fiveXx = Object.entries(tally.byStatus)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, count]) => n + count, 0);
    const malformed = tally.problems.length - tally.hangs - fiveXx;
    console.log(`\n${dialect}: statuses ${JSON.stringify(tally.byStatus)}`);
    console.log(`${dialect}: families ${JSON.stringify(tally.byFamily)}`);
    for (const p of tally.problems.slice(0, 10)) console.log(`  PROBLEM ${p}`);
    return [
      dialect,
      tally.sent,
      fiveXx,
      tally.hangs,
      malformed,
      health.status,
      `${mb(rssBefore)} → ${mb(rssHalf)} → ${mb(rssAfter)}`,
      `${hostileRate.toFixed(0)}/s`,
      `${baselineRate.toFixed(0)}/s`,
      (hostileRate / baselineRate).toFixed(2),
    ];
  } finally {
    await t.close();
  }
}

export async function benchHostile(): Promise<void> {
  console.log(`\n## Hostile input (${RUNS} generated requests per database, seed ${SEED})\n`);
  await setup();
  const dialects: Dialect[] = process.env.OFAGE_TEST_PG_ADMIN_URL
    ? ['sqlite', 'postgres']
    : ['sqlite'];
  const rows: (string | number)[][] = [
    [
      'database',
      'sent',
      '5xx',
      'hangs',
      'bad error body',
      'health after',
      'RSS before → half → after',
      'hostile rate',
      'baseline (get-status)',
      'ratio',
    ],
  ];
  for (const d of dialects) rows.push(await runOn(d));
  console.log(`\n${table(rows)}`);
}
