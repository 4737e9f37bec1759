/**
 * The API benchmark: perform and get-status throughput and p99 over loopback with 50
 * connections, on SQLite and PostgreSQL, each beside a baseline measured in alternating rounds
 * of the same run (`paired`): node:http with one insert, or one primary-key select, on the same
 * database; and a bare Next.js route. Each run also prints CPU time per request (Linux) of the
 * server, of PostgreSQL's processes and of the load generator: other load on the machine disturbs
 * it less than req/s, and on a small machine the three share the cores, so it shows where a
 * run's time went.
 */
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../src/service/server/build-if-stale';
import {
  CONNECTIONS,
  eachId,
  getStatusRequest,
  load,
  paired,
  pairedRatio,
  performBody,
  performIds,
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
import { spawn } from 'node:child_process';

/** A fresh PostgreSQL database for one server, or undefined when PostgreSQL is not reachable. */
export async function postgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const admin =
    process.env.OFAGE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const name = `ofage_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A bare baseline server (bench/servers/node-*.ts): its URL and the ids it inserted. */
export interface BaselineServer {
  url: string;
  ids: string[];
}

/**
 * One database's comparison: the bare node:http server and the service, both started on it,
 * insert against perform and primary-key select against get-status, in alternating rounds.
 */
async function compare(
  database: 'SQLite' | 'PostgreSQL',
): Promise<{ insert: Paired; select: Paired } | undefined> {
  const dialect = database === 'SQLite' ? 'sqlite' : 'postgres';
  const baseDb = database === 'PostgreSQL' ? await postgresDatabase() : undefined;
  const ofageDb = database === 'PostgreSQL' ? await postgresDatabase() : undefined;
  if (database === 'PostgreSQL' && (!baseDb || !ofageDb)) {
    console.warn('*** PostgreSQL not reachable: PostgreSQL benchmark SKIPPED ***');
    return undefined;
  }
  const baseScript = database === 'SQLite' ? 'node-sqlite.ts' : 'node-postgres.ts';
  const base = await startChild<BaselineServer>(
    path.join(ROOT, 'bench/servers', baseScript),
    baseDb ? { DATABASE_URL: baseDb.url } : {},
  );
  const ofage = await startChild<{ url: string; key: string }>(
    path.join(ROOT, 'bench/servers/ofage.ts'),
    ofageDb ? { DATABASE_URL: ofageDb.url } : {},
  );
  try {
    const { url, key } = ofage.info;
    const ids = await performIds(url, key, 200);
    const baseline = (label: string, work: Work['load']): Work => ({
      label: `node:http + ${database} ${label}`,
      pid: base.child.pid,
      load: work,
    });
    const service = (label: string, work: Work['load']): Work => ({
      label: `ofage ${label} (${dialect})`,
      pid: ofage.child.pid,
      load: work,
    });
    const insert = await paired(
      baseline('insert', {
        url: `${base.info.url}/insert`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: performBody,
      }),
      service('perform', {
        url: `${url}/api/v1/age-verification/perform`,
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: performBody,
      }),
    );
    const select = await paired(
      baseline('PK select', {
        url: base.info.url,
        requests: [eachId(base.info.ids, (id) => `/select?id=${id}`)],
      }),
      service('get-status', { url, requests: [getStatusRequest(key, ids)] }),
    );
    return { insert, select };
  } finally {
    await stopChild(base.child);
    await stopChild(ofage.child);
    await baseDb?.drop();
    await ofageDb?.drop();
  }
}

const BASELINE_DIR = path.join(ROOT, 'bench/next-baseline');

/** `next build` of the bare Next.js baseline app, when its sources changed. */
export function buildNextBaseline(): void {
  buildIfStale(
    BASELINE_DIR,
    [path.join(BASELINE_DIR, 'app'), path.join(BASELINE_DIR, 'next.config.ts')],
    'the Next.js baseline app',
  );
}

async function baselineNextRoute(): Promise<LoadResult> {
  const dir = BASELINE_DIR;
  buildNextBaseline();
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      dir,
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  try {
    const url = `http://127.0.0.1:${port}/api/ping`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return await load('Next.js route handler, constant JSON', {
      url,
      connections: CONNECTIONS,
      duration: ROUND_SECONDS * ROUNDS,
    });
  } finally {
    await stopChild(child);
  }
}

export async function benchApi(): Promise<void> {
  console.log(
    `\n## API (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per run, loopback)\n`,
  );
  const sqlite = await compare('SQLite');
  const postgres = await compare('PostgreSQL');
  const next = await baselineNextRoute();
  const rows: (string | number)[][] = [
    [
      'run',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'non-2xx',
      'CPU µs/req: server',
      'PostgreSQL',
      'load generator',
      'ratio',
    ],
  ];
  const us = (v: number | undefined): string | number => (v === undefined ? '' : Math.round(v));
  const add = (r: LoadResult, ratio = ''): void => {
    const db = r.label.includes('PostgreSQL') || r.label.includes('postgres');
    rows.push([
      r.label,
      Math.round(r.rps),
      r.p50,
      r.p99,
      r.errors,
      r.non2xx,
      us(r.cpuUsPerRequest),
      db ? us(r.postgresCpuUsPerRequest) : '',
      us(r.clientCpuUsPerRequest),
      ratio,
    ]);
  };
  for (const [name, result] of [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!result) continue;
    add(result.insert.baseline, 'baseline');
    add(result.select.baseline, 'baseline');
    // Each against the bare server doing the same one query on its own database, in the same
    // rounds: the service's cost beside the database's (issue 35: at least 0.80 of each).
    const sqliteToo = (r: LoadResult, of: Paired | undefined): string =>
      name === 'PostgreSQL' && of ? `; ${(r.rps / of.baseline.rps).toFixed(2)} of SQLite's` : '';
    add(
      result.insert.ofage,
      `${pairedRatio(result.insert)} of ${name} insert (target ≥ 0.80)${sqliteToo(result.insert.ofage, sqlite?.insert)}`,
    );
    add(
      result.select.ofage,
      `${pairedRatio(result.select)} of ${name} select (target ≥ 0.80)${sqliteToo(result.select.ofage, sqlite?.select)}`,
    );
  }
  add(next, 'baseline');
  console.log(table(rows));
  console.log(
    `\nNext.js route handler baseline: ${Math.round(next.rps)} req/s (the lean path exists because of this figure).`,
  );
}
