/**
 * The API benchmark: perform and get-status throughput and p99 over loopback with 50
 * connections, on SQLite and PostgreSQL, beside baselines measured in the same run: node:http
 * with one insert or primary-key select, on SQLite and on PostgreSQL, and a bare Next.js route. Each run also prints CPU time per request (Linux) of the server, of PostgreSQL's
 * processes and of the load generator: other load on the machine disturbs it less than req/s,
 * and on a small machine the three share the cores, so it shows where a run's time went.
 */
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../src/service/server/build-if-stale';
import { load, ROOT, startChild, stopChild, table, type LoadResult } from './support';
import { spawn } from 'node:child_process';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const performBody = JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } });

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

/** One primary-key select per request through node:http, on ids the server inserted. */
function selectLoad(label: string, info: { url: string; ids: string[] }, serverPid?: number) {
  let i = 0;
  return load(label, {
    url: info.url,
    connections: CONNECTIONS,
    duration: DURATION,
    serverPid,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => ({ ...r, path: `/select?id=${info.ids[i++ % info.ids.length]}` }),
      },
    ],
  });
}

/** A bare server's insert (POST /insert, perform's body) and primary-key select runs. */
async function baselineLoads(
  database: 'SQLite' | 'PostgreSQL',
  info: { url: string; ids: string[] },
  serverPid: number | undefined,
): Promise<{ insert: LoadResult; select: LoadResult }> {
  const insert = await load(`node:http + ${database} insert`, {
    url: `${info.url}/insert`,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: performBody,
    serverPid,
  });
  const select = await selectLoad(`node:http + ${database} PK select`, info, serverPid);
  return { insert, select };
}

async function baselineNodePostgres(): Promise<
  { insert: LoadResult; select: LoadResult } | undefined
> {
  const db = await postgresDatabase();
  if (!db) return undefined;
  const { info, child } = await startChild<{ url: string; ids: string[] }>(
    path.join(ROOT, 'bench/servers/node-postgres.ts'),
    { DATABASE_URL: db.url },
  );
  try {
    return await baselineLoads('PostgreSQL', info, child.pid);
  } finally {
    await stopChild(child);
    await db.drop();
  }
}

async function baselineNodeSqlite(): Promise<{ insert: LoadResult; select: LoadResult }> {
  const { info, child } = await startChild<{ url: string; ids: string[] }>(
    path.join(ROOT, 'bench/servers/node-sqlite.ts'),
  );
  try {
    return await baselineLoads('SQLite', info, child.pid);
  } finally {
    await stopChild(child);
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
      duration: DURATION,
    });
  } finally {
    await stopChild(child);
  }
}

async function ofage(
  dialect: 'sqlite' | 'postgres',
): Promise<{ perform: LoadResult; getStatus: LoadResult } | undefined> {
  const env: Record<string, string> = {};
  let dropDb: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const db = await postgresDatabase();
    if (!db) {
      console.warn('*** PostgreSQL not reachable: PostgreSQL benchmark SKIPPED ***');
      return undefined;
    }
    env.DATABASE_URL = db.url;
    dropDb = db.drop;
  }
  const { info, child } = await startChild<{ url: string; key: string }>(
    path.join(ROOT, 'bench/servers/ofage.ts'),
    env,
  );
  try {
    const headers = { authorization: `Bearer ${info.key}`, 'content-type': 'application/json' };
    const perform = await load(`ofage perform (${dialect})`, {
      url: `${info.url}/api/v1/age-verification/perform`,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers,
      body: performBody,
      serverPid: child.pid,
    });
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${info.url}/api/v1/age-verification/perform`, {
        method: 'POST',
        headers,
        body: performBody,
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    let i = 0;
    const getStatus = await load(`ofage get-status (${dialect})`, {
      url: info.url,
      connections: CONNECTIONS,
      duration: DURATION,
      serverPid: child.pid,
      requests: [
        {
          method: 'GET',
          headers: { authorization: `Bearer ${info.key}` },
          setupRequest: (r) => ({
            ...r,
            path: `/api/v1/age-verification/get-status?id=${ids[i++ % ids.length]}`,
          }),
        },
      ],
    });
    return { perform, getStatus };
  } finally {
    await stopChild(child);
    await dropDb?.();
  }
}

export async function benchApi(): Promise<void> {
  console.log(`\n## API (${CONNECTIONS} connections, ${DURATION} s per run, loopback)\n`);
  const base = await baselineNodeSqlite();
  const basePg = await baselineNodePostgres();
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
  const of = (r: LoadResult, baseline: LoadResult): string => (r.rps / baseline.rps).toFixed(2);
  add(base.insert, 'baseline');
  add(base.select, 'baseline');
  if (basePg) {
    add(basePg.insert, 'baseline');
    add(basePg.select, 'baseline');
  }
  add(next, 'baseline');
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const r = await ofage(dialect);
    if (!r) continue;
    // Each run against the bare server doing the same one query on its own database: the
    // service's cost beside the database's (issue 35: at least 0.80 of each).
    const own = dialect === 'postgres' ? basePg : base;
    const ownName = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const sqliteToo = (r: LoadResult, baseline: LoadResult): string =>
      dialect === 'postgres' ? `; ${of(r, baseline)} of SQLite's` : '';
    if (own) {
      add(
        r.perform,
        `${of(r.perform, own.insert)} of ${ownName} insert (target ≥ 0.80)${sqliteToo(r.perform, base.insert)}`,
      );
      add(
        r.getStatus,
        `${of(r.getStatus, own.select)} of ${ownName} select (target ≥ 0.80)${sqliteToo(r.getStatus, base.select)}`,
      );
    } else {
      add(r.perform, `${of(r.perform, base.insert)} of SQLite insert`);
      add(r.getStatus, `${of(r.getStatus, base.select)} of SQLite select`);
    }
  }
  console.log(table(rows));
  console.log(
    `\nNext.js route handler baseline: ${Math.round(next.rps)} req/s (the lean path exists because of this figure).`,
  );
}
