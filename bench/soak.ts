/**
 * Soak: the service (bench/servers/ofage.ts, its own process) under a steady 80 % of
 * its measured capacity for `OFAGE_SOAK_S` seconds (default 600), on SQLite and on PostgreSQL.
 * Capacity is measured first in the same run: perform and get-status alternating, 50
 * connections, as fast as it answers. The soak then holds 80 % of that rate; each tenth of the
 * run is one window, and the first and last windows' p99 and the process's RSS are compared.
 * Targets: zero errors, last-window p99 within 1.5× of the first, memory flat.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import setup from '../test/support/global-setup';
import { holdRate, performIds, requests, ROOT, startChild, stopChild, table } from './support';

const SOAK_S = Number(process.env.OFAGE_SOAK_S ?? 600);
const CAPACITY_S = Number(process.env.OFAGE_SOAK_CAPACITY_S ?? 10);
const CONNECTIONS = 50;
const WINDOWS = 10;

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function soakOn(dialect: 'sqlite' | 'postgres'): Promise<(string | number)[]> {
  const env: Record<string, string> = {};
  let dropDb: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const admin = process.env.OFAGE_TEST_PG_ADMIN_URL!;
    const name = `ofage_soak_${Date.now()}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    };
  }
  const { info, child } = await startChild<{ url: string; key: string }>(
    path.join(ROOT, 'bench/servers/ofage.ts'),
    env,
  );
  try {
    const ids = await performIds(info.url, info.key, 200);
    const capacity = await autocannon({
      url: info.url,
      connections: CONNECTIONS,
      duration: CAPACITY_S,
      requests: requests(info.key, ids),
    });
    const rate = Math.floor(capacity.requests.average * 0.8);

    const rss: number[] = [rssMb(child.pid!)];
    const sampler = setInterval(() => rss.push(rssMb(child.pid!)), (SOAK_S * 1000) / WINDOWS);
    const held = await holdRate(info.url, info.key, ids, {
      rate,
      seconds: SOAK_S,
      connections: CONNECTIONS,
      windows: WINDOWS,
    });
    clearInterval(sampler);
    rss.push(rssMb(child.pid!));
    const { result, firstP99: first, lastP99: last } = held;
    return [
      dialect,
      `${capacity.requests.average.toFixed(0)}/s`,
      `${rate}/s`,
      `${result.requests.average.toFixed(0)}/s`,
      result.errors + result.timeouts,
      result.non2xx,
      `${first.toFixed(0)} ms`,
      `${last.toFixed(0)} ms`,
      (last / Math.max(1, first)).toFixed(2),
      `${rss[0]} → ${rss[Math.floor(rss.length / 2)]} → ${rss[rss.length - 1]} MB`,
    ];
  } finally {
    await stopChild(child);
    await dropDb?.();
  }
}

export async function benchSoak(): Promise<void> {
  console.log(
    `\n## Soak (${SOAK_S} s at 80 % of the capacity measured first, ${CONNECTIONS} connections)\n`,
  );
  await setup();
  const rows: (string | number)[][] = [
    [
      'database',
      'capacity',
      'soak rate',
      'achieved',
      'errors',
      'non-2xx',
      'p99 first tenth',
      'p99 last tenth',
      'last / first',
      'service RSS start → mid → end',
    ],
  ];
  rows.push(await soakOn('sqlite'));
  if (process.env.OFAGE_TEST_PG_ADMIN_URL) rows.push(await soakOn('postgres'));
  console.log(table(rows));
}
