/**
 * One service instance against three, each a process of its own, behind a
 * round-robin proxy (its own process too) on one fresh PostgreSQL database and one Redis, in the
 * same run:
 *
 * - capacity: perform and get-status alternating, 50 connections, as fast as they answer; the
 *   three instances' figure as a ratio of the one instance's (and one instance with its limits
 *   in memory, for the cost of the Redis round trip);
 * - a hold at 80 % of the three instances' capacity for `OFAGE_INSTANCES_HOLD_S` (default 60 s):
 *   errors, p99 of the first and last tenth;
 * - webhooks: `OFAGE_INSTANCES_WEBHOOKS` verifications (default 200) completed round-robin with
 *   three dispatchers running: sent, delivered, duplicates, lost (webhook-id counted at a local
 *   receiver);
 * - rate limit: a burst at 4× a low limit split across the three, with the limit in Redis and,
 *   for contrast, per instance (no Redis): allowed against what one shared bucket allows.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../src/service/db/create-database';
import { migrateToLatest } from '../src/service/db/migrate';
import { createApiKey } from '../src/service/keys/api-keys';
import { createProduct } from '../src/service/products/products';
import { setWebhookEndpoint } from '../src/service/products/set-webhook-endpoint';
import { provisionDatabase } from '../test/support/databases';
import setup from '../test/support/global-setup';
import { startServiceInstances } from '../test/support/service-instances';
import { startWebhookReceiver } from '../test/support/webhook-receiver';
import { holdRate, performBody, requests, ROOT, startChild, stopChild, table } from './support';

const CAPACITY_S = Number(process.env.OFAGE_INSTANCES_CAPACITY_S ?? 10);
const HOLD_S = Number(process.env.OFAGE_INSTANCES_HOLD_S ?? 60);
const WEBHOOKS = Number(process.env.OFAGE_INSTANCES_WEBHOOKS ?? 200);
const CONNECTIONS = 50;
const WINDOWS = 10;
const LIMIT = 50;
const LIMIT_S = 5;

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/** `count` instances and the proxy in front of them. */
async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const instances = await startServiceInstances(count, env);
  const proxy = await startChild<{ url: string }>(path.join(ROOT, 'bench/servers/round-robin.ts'), {
    OFAGE_RR_UPSTREAMS: instances.urls.join(','),
  });
  return {
    url: proxy.info.url,
    stop: async () => {
      await stopChild(proxy.child);
      await instances.stop();
    },
  };
}

async function call(url: string, key: string, json?: unknown): Promise<Response> {
  return fetch(url, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

async function performIds(base: string, key: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call(`${base}/api/v1/age-verification/perform`, key, JSON.parse(performBody));
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function capacity(base: string, key: string): Promise<autocannon.Result> {
  const ids = await performIds(base, key, 200);
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: 2,
    requests: requests(key, ids),
  });
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: CAPACITY_S,
    requests: requests(key, ids),
  });
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
    let single: autocannon.Result;
    try {
      single = await capacity(one.url, await newKey());
    } finally {
      await one.stop();
    }
    const alone = await startCluster(1, { ...env, OFAGE_REDIS_URL: '' });
    let memory: autocannon.Result;
    try {
      memory = await capacity(alone.url, await newKey());
    } finally {
      await alone.stop();
    }

    // 2. Three instances: capacity, the hold, the webhooks.
    const three = await startCluster(3, env);
    const rows: (string | number)[][] = [['run', 'req/s', 'p99', 'errors', 'non-2xx', 'ratio']];
    let holdRow: (string | number)[];
    let hookRow: (string | number)[];
    try {
      const key = await newKey();
      const multi = await capacity(three.url, key);
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

    // 3. The rate limit across the three, shared (Redis) and per instance (no Redis).
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
