import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time (user + system, all threads) the server process spent per request of the measured
   * run, in microseconds, when `serverPid` was given and the platform tells (Linux). Less
   * sensitive than req/s to other load on the machine: a figure to read beside the ratios.
   */
  cpuUsPerRequest?: number;
  /** PostgreSQL's server processes' CPU per request in the same window (Linux). */
  postgresCpuUsPerRequest?: number;
  /** The load generator's own CPU per request (it shares the machine with the server). */
  clientCpuUsPerRequest?: number;
}

/** CPU time (ms) a process's threads have used so far, by kind, and the machine's, from /proc. */
export interface ThreadCpu {
  /** The main thread: the service's API event loop. */
  main: number;
  /** Threads with a nice value above 0: the method workers and the threads they started. */
  niced: number;
  /** Every other thread (V8's, libuv's, libvips's). */
  other: number;
  /** All cores of the machine, busy (not idle or iowait). */
  machine: number;
}

/** {@link ThreadCpu} of process `pid` now; undefined off Linux. */
export function threadCpuMs(pid: number | undefined): ThreadCpu | undefined {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const cpu: ThreadCpu = { main: 0, niced: 0, other: 0, machine: 0 };
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      } catch {
        continue; // the thread ended meanwhile
      }
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime and nice: fields 14, 15 and 19 of proc(5); 100 clock ticks a second.
      const ms = (Number(f[11]) + Number(f[12])) * 10;
      if (tid === String(pid)) cpu.main += ms;
      else if (Number(f[16]) > 0) cpu.niced += ms;
      else cpu.other += ms;
    }
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    cpu.machine = (user! + nice! + system! + irq! + softirq! + steal!) * 10;
    return cpu;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux only). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks: 100 a second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) all PostgreSQL server processes have used so far, from /proc (Linux only): the
 * database's share of a run, which on a 2-core machine competes with the service for the cores.
 */
export function postgresCpuMs(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * Extra Node flags for every server a benchmark starts, from `OFAGE_BENCH_NODE_ARGS`: e.g.
 * `OFAGE_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench method-load`
 * writes a CPU profile of each server thread (the API's and each method worker's) on exit.
 * Node refuses `--cpu-prof` in NODE_OPTIONS, hence this.
 */
const BENCH_NODE_ARGS = (process.env.OFAGE_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Starts a TypeScript server script in its own process; resolves with its first stdout line as
 * JSON, and `lines` for any later ones (bench/servers/ofage.ts prints its stats there).
 */
export async function startChild<T>(
  script: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ info: T; child: ChildProcess; lines: readline.Interface }> {
  const child = spawn(
    process.execPath,
    [...BENCH_NODE_ARGS, ...nodeArgs, '--import', 'tsx', script],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { info, child, lines };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** One autocannon run; a short warm-up first so JIT and caches settle. */
export async function load(
  label: string,
  options: autocannon.Options & { warmupSeconds?: number; serverPid?: number },
): Promise<LoadResult> {
  const { warmupSeconds = 2, serverPid, ...opts } = options;
  if (warmupSeconds > 0) await autocannon({ ...opts, duration: warmupSeconds });
  const cpuBefore = processCpuMs(serverPid);
  const dbBefore = postgresCpuMs();
  const clientBefore = process.cpuUsage();
  const r = await autocannon(opts);
  const cpuAfter = processCpuMs(serverPid);
  const dbAfter = postgresCpuMs();
  const client = process.cpuUsage(clientBefore);
  const perRequest = (ms: number | undefined): number | undefined =>
    ms !== undefined && r.requests.total > 0 ? (ms * 1000) / r.requests.total : undefined;
  const cpuUsPerRequest = perRequest(
    cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
  );
  const postgresCpuUsPerRequest = perRequest(
    dbBefore !== undefined && dbAfter !== undefined ? dbAfter - dbBefore : undefined,
  );
  const clientCpuUsPerRequest = perRequest((client.user + client.system) / 1000);
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    ...(cpuUsPerRequest === undefined ? {} : { cpuUsPerRequest }),
    ...(postgresCpuUsPerRequest === undefined ? {} : { postgresCpuUsPerRequest }),
    ...(clientCpuUsPerRequest === undefined ? {} : { clientCpuUsPerRequest }),
  };
}

export const CONNECTIONS = 50;
/** Seconds of each round; `BENCH_SECONDS` sets it. */
export const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds of each comparison, the baseline's and the service's alternating (`paired`). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** What one side of a comparison sends, and the server process it measures. */
export interface Work {
  label: string;
  pid: number | undefined;
  load: Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body' | 'requests'>;
}

/** One round of `work`; the first round of each starts with a warm-up (JIT, caches). */
function round(work: Work, index: number): Promise<LoadResult> {
  return load(work.label, {
    ...work.load,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    warmupSeconds: index === 0 ? 2 : 0,
    serverPid: work.pid,
  });
}

/** A baseline and the service's run of the same work, measured in alternating rounds. */
export interface Paired {
  baseline: LoadResult;
  ofage: LoadResult;
  /** ofage's req/s over the baseline's, round by round. */
  ratios: number[];
}

/**
 * Runs `baseline` and `ofage` in `ROUNDS` alternating rounds (baseline, ofage, baseline, …),
 * both servers up all along. On a shared machine the speed drifts by 10–30 % over a minute
 * (other virtual machines, frequency): one long run of each put the drift into the ratio, rounds
 * side by side keep it out.
 */
export async function paired(baseline: Work, ofage: Work): Promise<Paired> {
  const baselines: LoadResult[] = [];
  const ofages: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    baselines.push(await round(baseline, i));
    ofages.push(await round(ofage, i));
  }
  return {
    baseline: combined(baseline.label, baselines),
    ofage: combined(ofage.label, ofages),
    ratios: ofages.map((r, i) => r.rps / baselines[i]!.rps),
  };
}

/** The rounds of one run as one row: mean req/s and CPU, the worst p50 and p99, all errors. */
function combined(label: string, rounds: LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number | undefined): number | undefined => {
    const values = rounds.map(pick).filter((v): v is number => v !== undefined);
    return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;
  };
  const server = mean((r) => r.cpuUsPerRequest);
  const postgres = mean((r) => r.postgresCpuUsPerRequest);
  const client = mean((r) => r.clientCpuUsPerRequest);
  return {
    label,
    rps: mean((r) => r.rps) ?? 0,
    p50: Math.max(...rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    non2xx: rounds.reduce((a, r) => a + r.non2xx, 0),
    ...(server === undefined ? {} : { cpuUsPerRequest: server }),
    ...(postgres === undefined ? {} : { postgresCpuUsPerRequest: postgres }),
    ...(client === undefined ? {} : { clientCpuUsPerRequest: client }),
  };
}

/** The median round's ratio of a paired run, and the rounds' range beside it. */
export function pairedRatio(p: Paired): string {
  const sorted = [...p.ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(2)} (rounds ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`;
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i]!)).join('  ')).join('\n');
}

/** The 99th percentile of `values` (0 when there are none). */
export const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
};

export const performBody = JSON.stringify({
  jurisdiction: 'US-CA',
  criteria: { ageCategory: 'ADULT' },
});

/** `count` verifications made through perform, one after another: ids for get-status to read. */
export async function performIds(url: string, key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/v1/age-verification/perform`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: performBody,
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** A GET of `pathOf(id)` for each of `ids` in turn, one per request. */
export function eachId(
  ids: string[],
  pathOf: (id: string) => string,
  headers?: Record<string, string>,
): autocannon.Request {
  let i = 0;
  return {
    method: 'GET',
    ...(headers === undefined ? {} : { headers }),
    setupRequest: (r) => ({ ...r, path: pathOf(ids[i++ % ids.length]!) }),
  };
}

/** get-status of each of `ids` in turn. */
export const getStatusRequest = (key: string, ids: string[]): autocannon.Request =>
  eachId(ids, (id) => `/api/v1/age-verification/get-status?id=${id}`, {
    authorization: `Bearer ${key}`,
  });

/** perform and get-status alternating (of the verifications in `ids`): the soak's and the instances' load. */
export function requests(key: string, ids: string[]): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: '/api/v1/age-verification/perform',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: performBody,
    },
    getStatusRequest(key, ids),
  ];
}

/** A steady-rate run and its p99 in the first and last of `windows` equal windows. */
export interface HeldRate {
  result: autocannon.Result;
  firstP99: number;
  lastP99: number;
}

/**
 * perform/get-status (`requests`) at `rate` per second for `seconds`, each response's latency
 * filed into its window: the soak's and the instances' "p99 stable" figure.
 */
export async function holdRate(
  url: string,
  key: string,
  ids: string[],
  options: { rate: number; seconds: number; connections: number; windows: number },
): Promise<HeldRate> {
  const { rate, seconds, connections, windows } = options;
  const windowMs = (seconds * 1000) / windows;
  const latencies: number[][] = Array.from({ length: windows }, () => []);
  const started = Date.now();
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    overallRate: rate,
    requests: requests(key, ids),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    const w = Math.min(windows - 1, Math.floor((Date.now() - started) / windowMs));
    latencies[w]!.push(ms);
  });
  const result = await instance;
  return { result, firstP99: p99(latencies[0]!), lastP99: p99(latencies[windows - 1]!) };
}
