/**
 * `npm run bench scale`: does cost stay flat as data grows (issue 35)? On SQLite, then on
 * PostgreSQL (databases of their own, created and dropped), the bench fills two fresh databases
 * with finished verifications and their events, hand-off links and webhook deliveries
 * (bench/scale-fill.ts): one with 1,000, one with N. It starts the service on each and measures
 * get-status (of filled rows drawn at random) and perform as `npm run bench api` does, 50
 * connections, in alternating rounds of the two (`paired`: the machine's drift stays out of the
 * ratio). It prints N's figures as a ratio of the 1,000-row ones (target ≥ 0.9) and get-status
 * p99 (target < 20 ms).
 *
 * Then, on the full database, the service's purge of expired rows (src/service/lifecycle/
 * purge-expired.ts) runs while perform and get-status alternate at 50 connections: every filled
 * row is past a 1-day retention. It prints p99 during the purge, 5xx answers and errors (a
 * SQLite lock the 5 s busy timeout did not outwait is a 500), and the database's size before and
 * after.
 *
 * N is 1,000,000 by default; `OFAGE_SCALE_ROWS=100000 npm run bench scale` for a shorter run,
 * `OFAGE_SCALE_DATABASES=sqlite` (or `postgres`) for one database.
 * `BENCH_SECONDS` and `BENCH_ROUNDS` set the rounds, as in the API bench.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from '../src/service/db/create-database';
import { openMigratedDatabase } from '../src/service/db/open-migrated-database';
import { createProduct } from '../src/service/products/products';
import { postgresDatabase } from './api';
import { execute, fillRows, quote, sampleIds, type FillTarget } from './scale-fill';
import {
  CONNECTIONS,
  getStatusRequest,
  paired,
  pairedRatio,
  performBody,
  performIds,
  requests,
  ROOT,
  ROUND_SECONDS,
  ROUNDS,
  startChild,
  stopChild,
  table,
  type LoadResult,
  type Paired,
  type Work,
} from './support';

const SMALL = 1000;
const ROWS = Number(process.env.OFAGE_SCALE_ROWS ?? 1_000_000);
const DATABASES = (process.env.OFAGE_SCALE_DATABASES ?? 'sqlite,postgres').split(',');

interface Served {
  url: string;
  key: string;
}

/** The service on one filled database, and the filled ids its get-status reads. */
interface Side {
  label: string;
  child: Awaited<ReturnType<typeof startChild<Served>>>;
  ids: string[];
}

/** get-status of each side's filled ids, then perform: 1k and N in alternating rounds. */
async function measure(small: Side, big: Side): Promise<{ getStatus: Paired; perform: Paired }> {
  const getStatus = (side: Side): Work => ({
    label: `get-status at ${side.label}`,
    pid: side.child.child.pid,
    load: { url: side.child.info.url, requests: [getStatusRequest(side.child.info.key, side.ids)] },
  });
  const perform = (side: Side): Work => ({
    label: `perform at ${side.label}`,
    pid: side.child.child.pid,
    load: {
      url: `${side.child.info.url}/api/v1/age-verification/perform`,
      method: 'POST',
      headers: {
        authorization: `Bearer ${side.child.info.key}`,
        'content-type': 'application/json',
      },
      body: performBody,
    },
  });
  return {
    getStatus: await paired(getStatus(small), getStatus(big)),
    perform: await paired(perform(small), perform(big)),
  };
}

/** The database's size on disk in MB, and for SQLite its vacuum mode and free pages. */
async function databaseSize(target: FillTarget): Promise<string> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const r = await client.query<{ size: string }>(
      'select pg_database_size(current_database()) as size',
    );
    await client.end();
    return `${(Number(r.rows[0]!.size) / 1e6).toFixed(0)} MB`;
  }
  const file = target.sqliteFile!;
  const db = new SQLite(file, { readonly: true });
  const autoVacuum = db.pragma('auto_vacuum', { simple: true }) as number;
  const free = db.pragma('freelist_count', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const mb = (bytes: number): string => (bytes / 1e6).toFixed(0);
  const wal = fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
  return `${mb(fs.statSync(file).size)} MB + ${mb(wal)} MB WAL, ${mb(free * pageSize)} MB free pages, auto_vacuum=${['none', 'full', 'incremental'][autoVacuum]}`;
}

/** The purge of every filled row while perform and get-status alternate. */
async function purgeUnderLoad(
  served: Served,
  child: Awaited<ReturnType<typeof startChild>>,
  target: FillTarget,
): Promise<string[][]> {
  // get-status of rows the purge keeps: fresh ones, as the API bench reads.
  const ids = await performIds(served.url, served.key, 200);
  const before = await databaseSize(target);
  await execute(
    target,
    `update products set retention_days = 1 where id = ${quote(target.productId)}`,
  );
  // The same load without the purge first: this machine's p99 to read the purge's beside.
  const quiet = await autocannon({
    url: served.url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    requests: requests(served.key, ids),
  });
  const instance = autocannon({
    url: served.url,
    connections: CONNECTIONS,
    duration: 3600,
    requests: requests(served.key, ids),
  });
  const purged = new Promise<{
    purged?: number;
    ms?: number;
    pages?: number;
    reclaimMs?: number;
    error?: string;
  }>((resolve) => {
    child.lines.once('line', (line) => resolve(JSON.parse(line) as never));
  });
  await new Promise((r) => setTimeout(r, 2000));
  child.child.kill('SIGUSR2');
  const outcome = await purged;
  // A second of load after the purge, so that requests it held up are answered and counted.
  await new Promise((r) => setTimeout(r, 1000));
  instance.stop();
  const result = await instance;
  const after = await databaseSize(target);
  return [
    [
      'purge',
      outcome.error ??
        `${outcome.purged} verifications in ${((outcome.ms ?? 0) / 1000).toFixed(1)} s`,
    ],
    [
      'then the freed pages given back (SQLite)',
      `${(((outcome.pages ?? 0) * 4096) / 1e6).toFixed(0)} MB in ${((outcome.reclaimMs ?? 0) / 1000).toFixed(1)} s`,
    ],
    [
      `the same load before the purge (${ROUND_SECONDS} s)`,
      `${Math.round(quiet.requests.average)} req/s, p99 ${quiet.latency.p99} ms, max ${quiet.latency.max} ms`,
    ],
    [
      'API during it (perform + get-status)',
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (target p99 < 50 ms)`,
    ],
    [
      'errors (of which timeouts, 10 s) / 5xx / other non-2xx',
      // autocannon counts a timeout among its errors too.
      `${result.errors} (${result.timeouts}) / ${result['5xx']} / ${result.non2xx - result['5xx']}`,
    ],
    ['database before the purge', before],
    ['database after the purge', after],
  ];
}

/** A fresh database of `dialect` with one product: its fill target and the service's env. */
async function freshDatabase(
  dialect: 'sqlite' | 'postgres',
  total: number,
): Promise<
  { target: FillTarget; env: Record<string, string>; dispose: () => Promise<void> } | undefined
> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const db = await postgresDatabase();
    if (!db) return undefined;
    ({ url: databaseUrl, drop } = db);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-scale-'));
  const { handle } = await openMigratedDatabase({
    databaseUrl,
    dataDir,
    databaseConnectTimeoutMs: 10_000,
  });
  const product = await createProduct(handle.db, { name: 'Scale store' }, Date.now());
  await handle.close();
  return {
    target: {
      ...(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, SQLITE_FILE) }),
      productId: product.id,
      now: Date.now(),
      total,
    },
    env: {
      OFAGE_BENCH_DATA_DIR: dataDir,
      OFAGE_BENCH_PRODUCT_ID: product.id,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    dispose: async () => {
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function scale(dialect: 'sqlite' | 'postgres'): Promise<void> {
  const smallDb = await freshDatabase(dialect, SMALL);
  const bigDb = await freshDatabase(dialect, ROWS);
  const children: ChildProcess[] = [];
  try {
    if (!smallDb || !bigDb) {
      console.warn('*** PostgreSQL not reachable: PostgreSQL scale benchmark SKIPPED ***');
      return;
    }
    const serve = async (env: Record<string, string>) => {
      const child = await startChild<Served>(path.join(ROOT, 'bench/servers/ofage.ts'), env);
      children.push(child.child);
      return child;
    };
    await fillRows(smallDb.target, 0, SMALL);
    const started = performance.now();
    await fillRows(bigDb.target, 0, ROWS, (done) => {
      // Batches end at 50,000, 100,000, …: a line at each 200,000.
      if (done % 200_000 === 0) console.log(`  ${dialect}: ${done.toLocaleString('en')} rows`);
    });
    const fillS = ((performance.now() - started) / 1000).toFixed(0);
    const small: Side = {
      label: '1k',
      child: await serve(smallDb.env),
      ids: await sampleIds(smallDb.target, SMALL),
    };
    const big: Side = {
      label: 'N',
      child: await serve(bigDb.env),
      ids: await sampleIds(bigDb.target, 10_000),
    };
    const { getStatus, perform } = await measure(small, big);

    const row = (r: LoadResult, note: string): (string | number)[] => [
      r.label,
      Math.round(r.rps),
      r.p50,
      r.p99,
      r.errors,
      r.non2xx,
      r.cpuUsPerRequest === undefined ? '' : Math.round(r.cpuUsPerRequest),
      note,
    ];
    console.log(
      `\n### ${dialect}: ${ROWS.toLocaleString('en')} verifications (filled in ${fillS} s) against ${SMALL.toLocaleString('en')}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s\n`,
    );
    console.log(
      table([
        ['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'server CPU µs/req', 'ratio'],
        row(getStatus.baseline, 'baseline'),
        row(getStatus.ofage, `${pairedRatio(getStatus)} of 1k (target ≥ 0.9); p99 target < 20 ms`),
        row(perform.baseline, 'baseline'),
        row(perform.ofage, `${pairedRatio(perform)} of 1k (target ≥ 0.9)`),
      ]),
    );
    console.log('');
    console.log(table(await purgeUnderLoad(big.child.info, big.child, bigDb.target)));
  } finally {
    for (const child of children) await stopChild(child);
    await smallDb?.dispose();
    await bigDb?.dispose();
  }
}

export async function benchScale(): Promise<void> {
  console.log(`\n## Scale (${ROWS.toLocaleString('en')} verifications against 1,000)\n`);
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (DATABASES.includes(dialect)) await scale(dialect);
  }
}
