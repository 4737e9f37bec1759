import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../src/service/db/create-database';
import type { Database } from '../../src/service/db/schema';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from '../../src/service/webhooks/create-webhook-dispatcher';
import { enqueueWebhook } from '../../src/service/webhooks/enqueue-webhook';
import { newSecret, seedProduct } from '../service/webhooks/support/fixtures';
import { startReceiver, type Receiver } from '../service/webhooks/support/webhook-receiver';

/**
 * One tenant's dead receivers against everyone else's webhooks, shared by the test
 * (test/service/webhooks/endpoint-isolation.test.ts) and `npm run bench webhook-isolation`.
 *
 * `stalled` receivers on 127.0.0.1 — each its own port, so its own endpoint, each behind its own
 * product — accept the connection, read the request and never answer. Each starts with a backlog
 * and gets one more event per measured event, as a tenant that keeps producing results would. The
 * service's dispatcher runs (real HTTP, real database) until every stalled receiver has been sent
 * a request and has timed out, so the dead endpoints are present and known; then `events` webhooks for one
 * healthy receiver are queued at a steady pace, each with a nudge as the service gives on
 * completion, and each one's first-attempt latency is measured: from the moment it is in the
 * outbox (its insert committed) to the moment its request reached the receiver.
 */
export interface IsolationOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** More connections to the same database: one more dispatcher (service instance) on each. */
  otherInstances?: Kysely<Database>[];
  stalled: number;
  /** Events queued for every stalled endpoint before the dispatcher starts. */
  backlog: number;
  events: number;
  /** One healthy event is queued every `intervalMs` (default 100). */
  intervalMs?: number;
  dispatcher: Partial<WebhookDispatcherOptions>;
  /** Give up waiting for the warm-up, and for the healthy events, after this (each). */
  deadlineMs: number;
  /** Several products behind each stalled receiver (the same URL): one tenant, one dead host. */
  productsPerStalled?: number;
  /**
   * false: measure from the dispatcher's start (a restart with the dead receivers' backlog
   * waiting), without waiting for every dead receiver to have timed out once.
   */
  warmUp?: boolean;
  log?: (line: string) => void;
}

export interface IsolationReport {
  /** Per healthy event, ms from its commit to its first attempt reaching the receiver. */
  latenciesMs: number[];
  /** Healthy events whose first attempt had not started when the deadline passed. */
  missed: number;
  p50: number;
  p99: number;
  max: number;
  /** ms until every stalled receiver had been sent a request and had timed out once. */
  warmupMs: number;
  /** Requests the stalled receivers were sent (none answered). */
  stalledRequests: number;
  healthyReceiver: Receiver;
  stalledReceivers: Receiver[];
  dispatchers: WebhookDispatcher[];
  /** Stops the dispatchers and closes the receivers. */
  close(): Promise<void>;
}

/** The nearest-rank percentile (`q` in 0..1) of `values`; Infinity counts as slowest. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export async function runWebhookIsolation(o: IsolationOptions): Promise<IsolationReport> {
  const log = o.log ?? (() => undefined);
  const receivers: Receiver[] = [];
  const dispatchers: WebhookDispatcher[] = [];
  const close = async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await Promise.all(receivers.map((r) => r.close()));
  };
  try {
    // Dead receivers; `reached` holds those that have been sent a request.
    const reached = new Set<Receiver>();
    let filled: (() => void) | undefined;
    const stalledReceivers: Receiver[] = [];
    for (let n = 0; n < o.stalled; n++) {
      const receiver: Receiver = await startReceiver([newSecret()], () => {
        reached.add(receiver);
        if (reached.size === o.stalled) filled?.();
        return 'hang';
      });
      receivers.push(receiver);
      stalledReceivers.push(receiver);
    }

    // When each healthy event (`data.n`) was committed, and when its first attempt arrived.
    const sentAt = new Map<number, number>();
    const reachedAt = new Map<number, number>();
    let allReached: (() => void) | undefined;
    const healthySecret = newSecret();
    const healthy = await startReceiver([healthySecret], (webhook) => {
      const at = performance.now();
      const { data } = JSON.parse(webhook.body) as { data: { n: number } };
      if (!reachedAt.has(data.n)) reachedAt.set(data.n, at);
      if (reachedAt.size === o.events) allReached?.();
      return { status: 200, body: 'ok' };
    });
    receivers.push(healthy);

    const stalledProducts: string[] = [];
    for (const receiver of stalledReceivers) {
      for (let p = 0; p < (o.productsPerStalled ?? 1); p++) {
        stalledProducts.push((await seedProduct(o.db, { url: receiver.url })).productId);
      }
    }
    const healthyProduct = (await seedProduct(o.db, { url: healthy.url, secret: healthySecret }))
      .productId;
    const enqueue = (productId: string, data: Record<string, unknown>) =>
      enqueueWebhook(o.db, { productId, mode: 'test', eventType: 'Test', data }, Date.now());
    for (let k = 0; k < o.backlog; k++) {
      for (const productId of stalledProducts) await enqueue(productId, { backlog: k });
    }

    for (const db of [o.db, ...(o.otherInstances ?? [])]) {
      const dispatcher = createWebhookDispatcher({
        db,
        dialect: o.dialect,
        allowLoopback: true,
        ...o.dispatcher,
      });
      dispatchers.push(dispatcher);
    }
    const started = performance.now();
    const allFilled = new Promise<void>((resolve) => {
      filled = resolve;
      if (reached.size === o.stalled) resolve();
    });
    dispatchers.forEach((d) => d.start());
    // Warm-up: every dead receiver has been sent a request and has timed out at least once, so
    // what follows measures the steady state with them all present (`warmupMs` says how long
    // the dispatcher took to get there).
    const warmupDeadline = started + o.deadlineMs;
    if (o.stalled > 0 && o.warmUp !== false) {
      await Promise.race([allFilled, after(o.deadlineMs)]);
      const urls = stalledReceivers.map((r) => r.url);
      while (performance.now() < warmupDeadline) {
        const seen = await o.db
          .selectFrom('webhook_events')
          .select('url')
          .distinct()
          .where('url', 'in', urls)
          .where('attempt_count', '>=', 1)
          .execute();
        if (seen.length === o.stalled) break;
        await after(50);
      }
    }
    const warmupMs = Math.round(performance.now() - started);
    log(
      `${reached.size} of ${o.stalled} stalled endpoints sent a request and timed out after ${warmupMs} ms`,
    );

    // Arrivals at a steady pace, each timed on its own: one slow event does not hold up the next.
    const everyOne = new Promise<void>((resolve) => {
      allReached = resolve;
    });
    const t0 = performance.now();
    for (let n = 0; n < o.events; n++) {
      await after(t0 + n * (o.intervalMs ?? 100) - performance.now());
      // The dead tenant keeps producing events too.
      if (stalledProducts.length > 0) {
        await enqueue(stalledProducts[n % stalledProducts.length]!, { during: n });
      }
      await enqueue(healthyProduct, { n });
      // Committed: from here on the event is the dispatcher's (as after the service's commit).
      sentAt.set(n, performance.now());
      dispatchers.forEach((d) => d.nudge());
    }
    await Promise.race([everyOne, after(o.deadlineMs)]);
    const latenciesMs = [...sentAt].map(([n, at]) => {
      const reached = reachedAt.get(n);
      return reached === undefined ? Number.POSITIVE_INFINITY : reached - at;
    });
    const finite = latenciesMs.filter(Number.isFinite);
    return {
      latenciesMs,
      missed: latenciesMs.length - finite.length,
      p50: percentile(latenciesMs, 0.5),
      p99: percentile(latenciesMs, 0.99),
      max: percentile(latenciesMs, 1),
      warmupMs,
      stalledRequests: stalledReceivers.reduce((sum, r) => sum + r.received.length, 0),
      healthyReceiver: healthy,
      stalledReceivers,
      dispatchers,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Resolves with undefined after `ms`: a deadline to race against, or the pace of arrivals. */
function after(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), Math.max(0, ms)).unref());
}
