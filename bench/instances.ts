/**
 * One service instance against two and three, each a process of its own, behind a
 * round-robin proxy that follows readiness (its own process too) on one fresh PostgreSQL
 * database and one Redis, in the same run:
 *
 * - capacity: perform and get-status alternating, 50 connections, as fast as they answer; the
 *   two and three instances' figures as ratios of the one instance's (and one instance with its
 *   limits in memory, for the cost of the Redis round trip); beside them, a bare node:http server
 *   with one PostgreSQL insert or select per request, one process and two behind the same proxy
 *   (what a second process costs the machine before any of the service's work);
 * - a rolling restart of the two instances under a steady load at half their capacity: each in
 *   turn gets SIGTERM, drains, exits, starts again and is ready before the next; the first
 *   closes its listener at once (the proxy meets refused connections and sends the requests to
 *   the other), the second after `OFAGE_DRAIN_DELAY_MS` (the proxy's readiness checks see it
 *   draining first): errors, non-2xx, p99 during each step;
 * - a hold at 80 % of the three instances' capacity for `OFAGE_INSTANCES_HOLD_S` (default 60 s):
 *   errors, p99 of the first and last tenth;
 * - webhooks: `OFAGE_INSTANCES_WEBHOOKS` verifications (default 200) completed round-robin with
 *   three dispatchers running: sent, delivered, duplicates, lost (webhook-id counted at a local
 *   receiver);
 * - rate limit: a burst at 4× a low limit split across the three, with the limit in Redis and,
 *   for contrast, per instance (no Redis): allowed against what one shared bucket allows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../src/service/db/create-database';
import { migrateToLatest } from '../src/service/db/migrate';
import { createApiKey } from '../src/service/keys/api-keys';
import { createProduct } from '../src/service/products/products';
import { setWebhookEndpoint } from '../src/service/products/set-webhook-endpoint';
import { provisionDatabase } from '../test/support/databases';
import setup from '../test/support/global-setup';
import {
  startServiceInstances,
  type InstanceOptions,
  type Restarted,
  type ServiceInstances,
} from '../test/support/service-instances';
import { startWebhookReceiver } from '../test/support/webhook-receiver';
import { postgresDatabase, type BaselineServer } from './api';
import {
  eachId,
  holdRate,
  p99,
  performBody,
  performIds,
  postgresCpuMs,
  processCpuMs,
  requests,
  ROOT,
  startChild,
  stopChild,
  table,
  threadCpuMs,
} from './support';

const CAPACITY_S = Number(process.env.OFAGE_INSTANCES_CAPACITY_S ?? 10);
const HOLD_S = Number(process.env.OFAGE_INSTANCES_HOLD_S ?? 60);
const WEBHOOKS = Number(process.env.OFAGE_INSTANCES_WEBHOOKS ?? 200);
const CONNECTIONS = 50;
const WINDOWS = 10;
const LIMIT = 50;
const LIMIT_S = 5;
/** Requests each instance serves before a capacity run measures. */
const WARMUP_PER_INSTANCE = 2000;
/** The second instance's drain delay in the rolling restart: four of the proxy's checks. */
const DRAIN_DELAY_MS = 1000;

interface ProxyStats {
  counts: number[];
  retried: number;
  failed: number;
  markedDown: number;
}

interface Cluster {
  url: string;
  instances: ServiceInstances;
  proxyPid: number | undefined;
  /** Stops the proxy, then the instances; resolves with what the proxy counted. */
  stop(): Promise<ProxyStats>;
}

/** `count` instances and the proxy in front of them. */
async function startCluster(
  count: number,
  env: Record<string, string>,
  envOf?: InstanceOptions['envOf'],
): Promise<Cluster> {
  const instances = await startServiceInstances(count, env, envOf ? { envOf } : {});
  const proxy = await startChild<{ url: string }>(path.join(ROOT, 'bench/servers/round-robin.ts'), {
    OFAGE_RR_UPSTREAMS: instances.urls.join(','),
  });
  return {
    url: proxy.info.url,
    instances,
    proxyPid: proxy.child.pid,
    stop: async () => {
      const stats = new Promise<ProxyStats>((resolve) =>
        proxy.lines.once('line', (line) => resolve(JSON.parse(line) as ProxyStats)),
      );
      proxy.child.kill('SIGTERM');
      const counted = await stats;
      await instances.stop();
      return counted;
    },
  };
}

interface RestartStep {
  restarted: Restarted;
  latencies: number[];
  errors: number;
  non2xx: number;
}

/**
 * perform/get-status at `rate` per second through `cluster` while each of its instances in turn
 * restarts (`ServiceInstances.restart`); each response filed under the step it came in.
 */
async function rollingRestart(
  cluster: Cluster,
  key: string,
  ids: string[],
  rate: number,
): Promise<{ steps: RestartStep[]; result: autocannon.Result }> {
  const steps: RestartStep[] = [];
  let step: Omit<RestartStep, 'restarted'> | undefined;
  const load = autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: 600,
    overallRate: rate,
    requests: requests(key, ids),
  });
  load.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (!step) return;
    step.latencies.push(ms);
    if (status < 200 || status >= 300) step.non2xx++;
  });
  load.on('reqError', () => {
    if (step) step.errors++;
  });
  // A second of steady load before the first SIGTERM.
  await new Promise((r) => setTimeout(r, 1000));
  for (let index = 0; index < cluster.instances.urls.length; index++) {
    const current = { latencies: [], errors: 0, non2xx: 0 };
    step = current;
    const restarted = await cluster.instances.restart(index);
    steps.push({ ...current, restarted });
  }
  step = undefined;
  load.stop();
  return { steps, result: await load };
}

async function call(url: string, key: string, json?: unknown): Promise<Response> {
  return fetch(url, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/** CPU time (ms) every process named `name` (e.g. `redis-server`) has used so far, from /proc. */
function commandCpuMs(name: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(`(${name})`)) total += processCpuMs(Number(pid)) ?? 0;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Where a run's CPU went, in µs per request, and how busy the machine's cores were. */
interface CpuShare {
  instances: number;
  proxy: number;
  postgres: number;
  redis: number;
  client: number;
  /** Busy share of all cores during the run (0–1), everything on the machine included. */
  machineBusy: number;
}

interface Capacity {
  result: autocannon.Result;
  cpu: CpuShare | undefined;
}

async function capacity(cluster: Cluster, key: string): Promise<Capacity> {
  const base = cluster.url;
  const ids = await performIds(base, key, 200);
  // Each process compiles its hot paths as it serves them: every instance gets as much warm-up
  // (a loaded machine would otherwise measure several instances colder than one).
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: WARMUP_PER_INSTANCE * cluster.instances.urls.length,
    requests: requests(key, ids),
  });
  const sample = () => ({
    instances: cluster.instances.pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0),
    proxy: processCpuMs(cluster.proxyPid) ?? 0,
    postgres: postgresCpuMs() ?? 0,
    redis: commandCpuMs('redis-server'),
    machine: threadCpuMs(process.pid)?.machine ?? 0,
    client: process.cpuUsage(),
    at: Date.now(),
  });
  const before = process.platform === 'linux' ? sample() : undefined;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: CAPACITY_S,
    requests: requests(key, ids),
  });
  if (!before) return { result, cpu: undefined };
  const after = sample();
  const per = (ms: number) => (ms * 1000) / Math.max(1, result.requests.total);
  const client = process.cpuUsage(before.client);
  return {
    result,
    cpu: {
      instances: per(after.instances - before.instances),
      proxy: per(after.proxy - before.proxy),
      postgres: per(after.postgres - before.postgres),
      redis: per(after.redis - before.redis),
      client: per((client.user + client.system) / 1000),
      machineBusy: (after.machine - before.machine) / ((after.at - before.at) * os.cpus().length),
    },
  };
}

/**
 * The same two capacity runs for a bare node:http server with one PostgreSQL insert or select
 * per request (bench/servers/node-postgres.ts), one process and then two behind the same proxy:
 * what a second process costs on this machine before any of the service's own work.
 */
async function bareCapacity(count: number): Promise<number | undefined> {
  const db = await postgresDatabase();
  if (!db) return undefined;
  const servers: Awaited<ReturnType<typeof startChild<BaselineServer>>>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      servers.push(
        await startChild<BaselineServer>(path.join(ROOT, 'bench/servers/node-postgres.ts'), {
          DATABASE_URL: db.url,
        }),
      );
    }
    const proxy = await startChild<{ url: string }>(
      path.join(ROOT, 'bench/servers/round-robin.ts'),
      { OFAGE_RR_UPSTREAMS: servers.map((s) => s.info.url).join(',') },
    );
    try {
      const work: autocannon.Request[] = [
        {
          method: 'POST',
          path: '/insert',
          headers: { 'content-type': 'application/json' },
          body: performBody,
        },
        eachId(servers[0]!.info.ids, (id) => `/select?id=${id}`),
      ];
      const run = (options: Partial<autocannon.Options>) =>
        autocannon({ url: proxy.info.url, connections: CONNECTIONS, requests: work, ...options });
      await run({ amount: WARMUP_PER_INSTANCE * count });
      return (await run({ duration: CAPACITY_S })).requests.average;
    } finally {
      await stopChild(proxy.child);
    }
  } finally {
    for (const server of servers) await stopChild(server.child);
    await db.drop();
  }
}

export async function benchInstances(): Promise<void> {
  console.log('\n## Several instances on one PostgreSQL (round-robin proxy, Redis rate limits)\n');
  await setup();
  const redisUrl = process.env.OFAGE_TEST_REDIS_URL;
  if (!process.env.OFAGE_TEST_PG_ADMIN_URL || !redisUrl) {
    console.log('skipped: needs PostgreSQL and Redis');
    return;
  }
  const database = await provisionDatabase('postgres');
  const handle = createDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    poolSize: 2,
  });
  let secret = '';
  const receiver = await startWebhookReceiver(() => secret);
  try {
    await migrateToLatest(handle);
    const now = Date.now();
    const product = await createProduct(handle.db, { name: 'Bench instances' }, now);
    const newKey = async () =>
      (await createApiKey(handle.db, { productId: product.id, mode: 'test' }, now)).key;
    ({ secret } = await setWebhookEndpoint(
      handle.db,
      product.id,
      'test',
      { url: receiver.url },
      now,
      { allowLoopback: true },
    ));
    const env = {
      DATABASE_URL: database.databaseUrl!,
      OFAGE_DATA_DIR: database.dataDir,
      OFAGE_REDIS_URL: redisUrl,
      OFAGE_RATE_LIMIT_PER_SECOND: '1000000',
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      OFAGE_TRUST_PROXY: '1',
    };

    // 1. One instance behind the proxy: the baseline; and once with its limits in memory, for
    // what the Redis round trip per request costs.
    const one = await startCluster(1, env);
    let singleRun: Capacity;
    try {
      singleRun = await capacity(one, await newKey());
    } finally {
      await one.stop();
    }
    const alone = await startCluster(1, { ...env, OFAGE_REDIS_URL: '' });
    let memory: autocannon.Result;
    try {
      ({ result: memory } = await capacity(alone, await newKey()));
    } finally {
      await alone.stop();
    }

    // 2. Two instances: capacity, then a rolling restart under load at half of it. The first
    // closes its listener at SIGTERM, the second keeps it open DRAIN_DELAY_MS.
    const two = await startCluster(2, env, (index): Record<string, string> =>
      index === 0 ? {} : { OFAGE_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) },
    );
    let doubleRun: Capacity;
    let restart: Awaited<ReturnType<typeof rollingRestart>>;
    let restartRate: number;
    let proxyStats: ProxyStats;
    try {
      const key = await newKey();
      doubleRun = await capacity(two, key);
      restartRate = Math.floor(doubleRun.result.requests.average * 0.5);
      restart = await rollingRestart(two, key, await performIds(two.url, key, 200), restartRate);
    } finally {
      proxyStats = await two.stop();
    }

    // What a second process costs on this machine before the service's own work: the bare
    // server, one and then two behind the same proxy.
    const bareOne = await bareCapacity(1);
    const bareTwo = await bareCapacity(2);

    const single = singleRun.result;
    const double = doubleRun.result;

    // 3. Three instances: capacity, the hold, the webhooks.
    const three = await startCluster(3, env);
    const rows: (string | number)[][] = [['run', 'req/s', 'p99', 'errors', 'non-2xx', 'ratio']];
    let holdRow: (string | number)[];
    let hookRow: (string | number)[];
    try {
      const key = await newKey();
      const { result: multi } = await capacity(three, key);
      rows.push(
        [
          '1 instance, limits in memory',
          memory.requests.average.toFixed(0),
          `${memory.latency.p99} ms`,
          memory.errors + memory.timeouts,
          memory.non2xx,
          (memory.requests.average / single.requests.average).toFixed(2),
        ],
        [
          '1 instance',
          single.requests.average.toFixed(0),
          `${single.latency.p99} ms`,
          single.errors + single.timeouts,
          single.non2xx,
          '1.00',
        ],
        [
          '2 instances',
          double.requests.average.toFixed(0),
          `${double.latency.p99} ms`,
          double.errors + double.timeouts,
          double.non2xx,
          (double.requests.average / single.requests.average).toFixed(2),
        ],
        ...(bareOne && bareTwo
          ? [
              ['bare node:http + PostgreSQL, 1 process', bareOne.toFixed(0), '', '', '', '1.00'],
              [
                'bare node:http + PostgreSQL, 2 processes',
                bareTwo.toFixed(0),
                '',
                '',
                '',
                (bareTwo / bareOne).toFixed(2),
              ],
            ]
          : []),
        [
          '3 instances',
          multi.requests.average.toFixed(0),
          `${multi.latency.p99} ms`,
          multi.errors + multi.timeouts,
          multi.non2xx,
          (multi.requests.average / single.requests.average).toFixed(2),
        ],
      );

      const rate = Math.floor(multi.requests.average * 0.8);
      const ids = await performIds(three.url, key, 200);
      const {
        result: held,
        firstP99: first,
        lastP99: last,
      } = await holdRate(three.url, key, ids, {
        rate,
        seconds: HOLD_S,
        connections: CONNECTIONS,
        windows: WINDOWS,
      });
      holdRow = [
        `${rate}/s`,
        `${held.requests.average.toFixed(0)}/s`,
        held.errors + held.timeouts,
        held.non2xx,
        `${first.toFixed(0)} ms`,
        `${last.toFixed(0)} ms`,
        (last / Math.max(1, first)).toFixed(2),
      ];

      const hookKey = await newKey();
      const made = await performIds(three.url, hookKey, WEBHOOKS);
      const mine = new Set(made);
      const sentAt = Date.now();
      for (let i = 0; i < made.length; i += 10) {
        await Promise.all(
          made.slice(i, i + 10).map(async (id) => {
            const res = await call(
              `${three.url}/api/v1/test/set-age-verification-status`,
              hookKey,
              {
                id,
                status: 'PASS',
                method: 'id-document',
                age: { low: 30, high: 30 },
              },
            );
            if (res.status !== 200) throw new Error(`set-status ${res.status}`);
          }),
        );
      }
      const ofThis = () =>
        receiver.received.filter((w) =>
          mine.has(
            (JSON.parse(w.body) as { data: { verificationId: string } }).data.verificationId,
          ),
        );
      while (new Set(ofThis().map((w) => w.headers['webhook-id'])).size < WEBHOOKS) {
        if (Date.now() - sentAt > 120_000) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const allInMs = Date.now() - sentAt;
      // Every dispatcher polls several more times: a duplicate would arrive now.
      await new Promise((r) => setTimeout(r, 5000));
      const delivered = ofThis();
      const unique = new Set(delivered.map((w) => String(w.headers['webhook-id'])));
      const verifications = new Set(
        delivered.map(
          (w) => (JSON.parse(w.body) as { data: { verificationId: string } }).data.verificationId,
        ),
      );
      hookRow = [
        WEBHOOKS,
        delivered.length,
        delivered.length - unique.size,
        WEBHOOKS - verifications.size,
        delivered.filter((w) => !w.validStandard).length,
        `${(allInMs / 1000).toFixed(1)} s`,
      ];
    } finally {
      await three.stop();
    }

    // 4. The rate limit across the three, shared (Redis) and per instance (no Redis).
    const limitRows: (string | number)[][] = [
      ['limits', 'offered', 'allowed', 'one shared bucket allows', 'allowed / expected'],
    ];
    for (const [label, redis] of [
      ['Redis', redisUrl],
      ['per instance', ''],
    ] as const) {
      const cluster = await startCluster(3, {
        ...env,
        OFAGE_REDIS_URL: redis,
        OFAGE_RATE_LIMIT_PER_SECOND: String(LIMIT),
      });
      try {
        const key = await newKey();
        const [id] = await performIds(cluster.url, key, 1);
        // The performIds call took a token; let the bucket fill again.
        await new Promise((r) => setTimeout(r, 1000));
        const statuses = new Map<number, number>();
        const burst = autocannon({
          url: `${cluster.url}/api/v1/age-verification/get-status?id=${id}`,
          connections: 12,
          duration: LIMIT_S,
          overallRate: LIMIT * 4,
          headers: { authorization: `Bearer ${key}` },
        });
        burst.on('response', (_client: unknown, status: number) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
        await burst;
        const allowed = statuses.get(200) ?? 0;
        const offered = [...statuses.values()].reduce((a, b) => a + b, 0);
        const expected = 2 * LIMIT + LIMIT * LIMIT_S;
        limitRows.push([
          `${label}, ${LIMIT}/s per key`,
          offered,
          allowed,
          expected,
          (allowed / expected).toFixed(2),
        ]);
      } finally {
        await cluster.stop();
      }
    }

    console.log(table(rows));
    if (singleRun.cpu && doubleRun.cpu) {
      const us = (n: number) => `${n.toFixed(0)} µs`;
      const cpuRow = (label: string, cpu: CpuShare) => [
        label,
        us(cpu.instances),
        us(cpu.proxy),
        us(cpu.postgres),
        us(cpu.redis),
        us(cpu.client),
        us(cpu.instances + cpu.proxy + cpu.postgres + cpu.redis + cpu.client),
        `${(cpu.machineBusy * 100).toFixed(0)} %`,
      ];
      console.log('\nCPU per request (all processes of each kind), and how busy the cores were:\n');
      console.log(
        table([
          [
            'run',
            'instances',
            'proxy',
            'PostgreSQL',
            'Redis',
            'load generator',
            'sum',
            'cores busy',
          ],
          cpuRow('1 instance', singleRun.cpu),
          cpuRow('2 instances', doubleRun.cpu),
        ]),
      );
    }
    console.log(
      `\nRolling restart of the 2 instances at ${restartRate}/s (half their capacity), ` +
        `${CONNECTIONS} connections through the proxy:\n`,
    );
    console.log(
      table([
        [
          'step',
          'drain',
          'ready after',
          'requests',
          'errors',
          'non-2xx',
          'p99',
          'drained: accepted / answered / cut',
        ],
        ...restart.steps.map((s, i) => [
          i === 0
            ? 'instance 1 (listener closes at once)'
            : `instance 2 (drain delay ${DRAIN_DELAY_MS} ms)`,
          `${(s.restarted.drainMs / 1000).toFixed(1)} s`,
          `${(s.restarted.readyMs / 1000).toFixed(1)} s`,
          s.latencies.length,
          s.errors,
          s.non2xx,
          `${p99(s.latencies).toFixed(0)} ms`,
          s.restarted.drained
            ? `${s.restarted.drained.accepted} / ${s.restarted.drained.answered} / ${s.restarted.drained.cut}`
            : '?',
        ]),
      ]),
    );
    console.log(
      `\nWhole run: ${restart.result.requests.total} requests, ` +
        `${restart.result.errors + restart.result.timeouts} errors, ${restart.result.non2xx} non-2xx; ` +
        `the proxy sent ${proxyStats.retried} again to the other instance, answered ${proxyStats.failed} with 502, ` +
        `and took an instance out of its rotation ${proxyStats.markedDown} times (readiness or a refused connection).`,
    );
    console.log(
      `\nHold at 80 % on 3 instances (${HOLD_S} s, ${CONNECTIONS} connections, windows of ${HOLD_S / WINDOWS} s):\n`,
    );
    console.log(
      table([
        [
          'rate',
          'achieved',
          'errors',
          'non-2xx',
          'p99 first tenth',
          'p99 last tenth',
          'last / first',
        ],
        holdRow,
      ]),
    );
    console.log('\nWebhooks with 3 dispatchers:\n');
    console.log(
      table([
        ['sent', 'deliveries', 'duplicates', 'lost', 'bad signatures', 'all in after'],
        hookRow,
      ]),
    );
    console.log(`\nRate limit, a ${LIMIT_S} s burst at ${LIMIT * 4}/s through the proxy:\n`);
    console.log(table(limitRows));
  } finally {
    await receiver.close();
    await handle.close();
    await database.dispose();
  }
}
