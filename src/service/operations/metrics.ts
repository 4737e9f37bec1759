import { sql, type Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, NewVerificationRow, VerificationRow } from '../db/schema';
import type { PoolStats } from '../db/create-database';
import type { WorkerPoolStats } from '../methods/kit/worker-pool';
import type { AttemptOutcome } from '../webhooks/deliver-webhook-event';

/** What the service reports to its metrics as things happen; the rest is read on scrape. */
export interface ServiceMetrics {
  registry: Registry;
  verificationCreated(row: Pick<NewVerificationRow, 'mode' | 'flow'>): void;
  verificationCompleted(row: Pick<VerificationRow, 'mode' | 'status' | 'method'>): void;
  requestServed(labels: { route: string; method: string; status: number }, seconds: number): void;
  webhookAttempt(outcome: Pick<AttemptOutcome, 'state' | 'statusCode' | 'stalled'>): void;
  workerTask(task: string, ms: number, ok: boolean): void;
  rateLimited(): void;
  oidcRateLimited(): void;
}

export interface MetricsSources {
  db: Kysely<Database>;
  workers?: () => WorkerPoolStats | undefined;
  databasePool?: () => PoolStats | undefined;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The service's Prometheus metrics, in a registry of its own (several services in one test
 * process never share series). Counters and histograms move on the hot path at the cost of a
 * map lookup; the outbox backlog, the worker pool and the database pool are read on scrape —
 * one indexed aggregate query on `webhook_events` per scrape.
 */
export function createMetrics(sources: MetricsSources): ServiceMetrics {
  const registry = new Registry();

  const created = new Counter({
    name: 'ofage_verifications_created_total',
    help: 'Verifications created (perform and its aliases), by mode and flow.',
    labelNames: ['mode', 'flow'] as const,
    registers: [registry],
  });
  const completed = new Counter({
    name: 'ofage_verifications_completed_total',
    help: 'Verifications that reached PASS or FAIL, by status, method and mode.',
    labelNames: ['status', 'method', 'mode'] as const,
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'ofage_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, from accepted to answered.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'ofage_webhook_attempts_total',
    help: 'Webhook delivery attempts by outcome: delivered, retry (will be retried), failed (given up), stalled.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const tasks = new Histogram({
    name: 'ofage_worker_task_duration_seconds',
    help: 'Method reads in the worker pool, by task and result.',
    labelNames: ['task', 'result'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const limited = new Counter({
    name: 'ofage_rate_limited_total',
    help: 'API requests refused by the per-key rate limit (429).',
    registers: [registry],
  });
  const oidcLimited = new Counter({
    name: 'ofage_oidc_rate_limited_total',
    help: 'OpenID issuer requests refused by the per-address rate limit (429).',
    registers: [registry],
  });

  new Gauge({
    name: 'ofage_webhook_outbox_pending',
    help: 'Webhook events waiting to be delivered (the outbox backlog), read on scrape.',
    registers: [registry],
    async collect() {
      const backlog = await outbox();
      this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'ofage_webhook_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest webhook event still pending (0 when none), read on scrape.',
    registers: [registry],
    async collect() {
      const backlog = await outbox();
      this.set(
        backlog.oldestCreatedAt === null ? 0 : (Date.now() - backlog.oldestCreatedAt) / 1000,
      );
    },
  });
  /** One query serves both outbox gauges of a scrape. */
  let outboxRead: { at: number; result: Promise<OutboxBacklog> } | undefined;
  const outbox = (): Promise<OutboxBacklog> => {
    const at = Date.now();
    if (!outboxRead || at - outboxRead.at > 500) {
      outboxRead = { at, result: readOutbox(sources.db) };
    }
    return outboxRead.result;
  };

  const poolGauge = (name: string, help: string, read: (s: WorkerPoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = sources.workers?.();
        this.set(stats ? read(stats) : 0);
      },
    });
  poolGauge('ofage_worker_pool_threads', "Worker threads for the methods' reads.", (s) => s.size);
  poolGauge('ofage_worker_pool_busy_threads', 'Worker threads running a task now.', (s) => s.busy);
  poolGauge(
    'ofage_worker_pool_queue_depth',
    'Tasks waiting for a free worker thread.',
    (s) => s.queued,
  );

  const dbGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = sources.databasePool?.();
        if (stats) this.set(read(stats));
      },
    });
  dbGauge('ofage_db_pool_connections', 'PostgreSQL pool connections open.', (s) => s.total);
  dbGauge('ofage_db_pool_idle_connections', 'PostgreSQL pool connections idle.', (s) => s.idle);
  dbGauge(
    'ofage_db_pool_waiting_clients',
    'Queries waiting for a PostgreSQL connection.',
    (s) => s.waiting,
  );
  dbGauge('ofage_db_pool_max_connections', 'PostgreSQL pool size.', (s) => s.max);

  return {
    registry,
    verificationCreated: (row) => created.inc({ mode: row.mode, flow: row.flow }),
    verificationCompleted: (row) =>
      completed.inc({ status: row.status, method: row.method ?? 'none', mode: row.mode }),
    requestServed: ({ route, method, status }, seconds) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    webhookAttempt: (outcome) =>
      webhooks.inc({
        outcome:
          outcome.state === 'delivered'
            ? 'delivered'
            : outcome.stalled
              ? 'stalled'
              : outcome.state === 'failed'
                ? 'failed'
                : 'retry',
      }),
    workerTask: (task, ms, ok) => tasks.observe({ task, result: ok ? 'ok' : 'error' }, ms / 1000),
    rateLimited: () => limited.inc(),
    oidcRateLimited: () => oidcLimited.inc(),
  };
}

interface OutboxBacklog {
  pending: number;
  oldestCreatedAt: number | null;
}

async function readOutbox(db: Kysely<Database>): Promise<OutboxBacklog> {
  const row = await db
    .selectFrom('webhook_events')
    .select([sql<number>`count(*)`.as('pending'), sql<number | null>`min(created_at)`.as('oldest')])
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return {
    pending: Number(row?.pending ?? 0),
    oldestCreatedAt: row?.oldest == null ? null : Number(row.oldest),
  };
}
