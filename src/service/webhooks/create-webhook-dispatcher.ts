import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database, WebhookEventRow } from '../db/schema';
import { systemLookup, type LookupAll } from './check-delivery-target';
import { claimDueEvents, releaseClaims, type EndpointRef } from './claim-due-events';
import {
  deliverWebhookEvent,
  type AttemptOutcome,
  type WebhookLogger,
} from './deliver-webhook-event';
import { DeliverySlots } from './delivery-slots';
import { pinnedFetch, type WebhookFetch } from './pinned-fetch';

export interface WebhookDispatcherOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Epoch milliseconds. Schedules and leases follow this clock; latency is measured for real. */
  now?: () => number;
  /** Defaults to `pinnedFetch`, which connects to the address that passed the URL check. */
  fetch?: WebhookFetch;
  /** All addresses of a host, like `dns.promises.lookup(host, {all: true})`. */
  lookup?: LookupAll;
  logger?: WebhookLogger;
  /** Per attempt, DNS to last byte read: a slow receiver holds one slot for at most this. */
  timeoutMs?: number;
  /** Until the receiver's connection (TLS included) is up. */
  connectTimeoutMs?: number;
  /** Attempts in flight at once per dispatcher (the global pool). */
  concurrency?: number;
  /** Attempts in flight at once per endpoint (product and mode); 1 while it stalls. */
  perEndpointConcurrency?: number;
  /** How often the background loop looks for due retries when nobody nudges it. */
  pollIntervalMs?: number;
  /** [0, 1), for retry jitter. */
  random?: () => number;
  /** How long a claimed event stays reserved; must outlast one attempt. */
  leaseMs?: number;
  /** Test-mode webhooks may reach this machine (`OFAGE_ALLOW_LOOPBACK_WEBHOOKS`). */
  allowLoopback?: boolean;
}

export interface WebhookDispatcher {
  /** Starts the background loop (idempotent). */
  start(): void;
  /** Stops claiming, lets attempts in flight finish and be recorded, then resolves. */
  stop(): Promise<void>;
  /** Runs a pass now instead of at the next poll; a no-op unless started. */
  nudge(): void;
  /** Delivers every event due now (one attempt each); resolves with the number of attempts. */
  runDue(): Promise<number>;
  /** One attempt for each of these events now, due or not, and their outcomes. */
  deliverNow(eventIds: readonly string[]): Promise<AttemptOutcome[]>;
}

const silentLogger: WebhookLogger = { info() {}, warn() {}, error() {} };

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_CONCURRENCY = 32;
export const DEFAULT_PER_ENDPOINT_CONCURRENCY = 4;

const endpointKey = (event: Pick<WebhookEventRow, 'product_id' | 'mode'>): string =>
  `${event.mode}:${event.product_id}`;
const endpointRef = (key: string): EndpointRef => {
  const at = key.indexOf(':');
  return { mode: key.slice(0, at) as EndpointRef['mode'], productId: key.slice(at + 1) };
};

/**
 * The outbox worker: claims due `webhook_events` rows under a lease and delivers each with one
 * signed attempt. Several dispatchers, in one process or many, may share a database: a claim
 * is atomic and leased, so no event is attempted twice at once, and a crashed worker's events
 * come back when its lease expires.
 *
 * Isolation (issue #11): attempts run side by side in a global pool of `concurrency` slots, each
 * endpoint (product and mode) may hold at most `perEndpointConcurrency` of them — one while its
 * last attempt stalled — and an endpoint at its limit is skipped by the claim, so its backlog
 * cannot fill the pool. The background loop never waits for an attempt: it refills freed slots
 * as attempts finish and claims retries when they fall due, so a receiver that hangs delays
 * neither other products' webhooks nor anyone's retry schedule. Each attempt is bounded by a
 * short connect timeout and the overall `timeoutMs`. Limits are per dispatcher (per instance).
 *
 * @example `src/service/service.ts`
 * ```ts
 * const dispatcher = createWebhookDispatcher({ db, dialect, logger });
 * dispatcher.start();
 * // after a transaction that called enqueueWebhook committed:
 * dispatcher.nudge();
 * // on SIGTERM:
 * await dispatcher.stop();
 * ```
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, dialect } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? timeoutMs + 60_000;
  const logger = options.logger ?? silentLogger;
  const slots = new DeliverySlots(
    Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    Math.max(1, options.perEndpointConcurrency ?? DEFAULT_PER_ENDPOINT_CONCURRENCY),
  );
  const deps = {
    db,
    now,
    fetch: options.fetch ?? pinnedFetch,
    lookup: options.lookup ?? systemLookup,
    logger,
    timeoutMs,
    connectTimeoutMs: Math.min(options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, timeoutMs),
    random: options.random ?? Math.random,
    rules: { allowLoopback: options.allowLoopback === true },
  };

  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;
  const inFlight = new Set<Promise<unknown>>();

  /** Runs one attempt in a slot taken for it; the slot is given back however it ends. */
  function launch(event: WebhookEventRow, global = true): Promise<AttemptOutcome> {
    const key = endpointKey(event);
    slots.start(key, { global });
    const attempt = deliverWebhookEvent(deps, event).then(
      (outcome) => {
        slots.finish(key, outcome.stalled, { global });
        return outcome;
      },
      (error: unknown) => {
        slots.finish(key, false, { global });
        throw error;
      },
    );
    inFlight.add(attempt);
    void attempt
      .finally(() => {
        inFlight.delete(attempt);
        // A slot is free: let the background loop refill it now, not at the next poll.
        nudged = true;
        wake?.();
      })
      .catch(() => undefined);
    return attempt;
  }

  /**
   * Claims due events for every free slot and starts them; events of endpoints without room
   * are skipped in the query, or handed back when a batch held more than their endpoint takes.
   */
  async function fill(): Promise<Promise<AttemptOutcome>[]> {
    const started: Promise<AttemptOutcome>[] = [];
    while (!stopping && slots.free() > 0) {
      const batch = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: slots.free(),
        skipEndpoints: slots.saturated().map(endpointRef),
      });
      if (batch.length === 0) break;
      const unstarted: WebhookEventRow[] = [];
      for (const event of batch) {
        if (!stopping && slots.canStart(endpointKey(event))) started.push(launch(event));
        else unstarted.push(event);
      }
      if (unstarted.length > 0) await releaseClaims(db, unstarted);
      // Every event handed back belongs to an endpoint that is now skipped, so this ends.
    }
    return started;
  }

  async function runDue(): Promise<number> {
    let attempts = 0;
    const mine = new Set<Promise<AttemptOutcome>>();
    for (;;) {
      const started = await fill();
      for (const attempt of started) {
        mine.add(attempt);
        void attempt.finally(() => mine.delete(attempt)).catch(() => undefined);
      }
      attempts += started.length;
      if (mine.size === 0) return attempts;
      // Wait for one of ours to finish: its slot may let a skipped event of its endpoint run.
      await Promise.race([...mine].map((attempt) => attempt.then(noop, noop)));
    }
  }

  async function deliverNow(eventIds: readonly string[]): Promise<AttemptOutcome[]> {
    if (eventIds.length === 0) return [];
    const rows = await db
      .selectFrom('webhook_events')
      .select(['id', 'product_id', 'mode'])
      .where('id', 'in', [...eventIds])
      .execute();
    const attempts: Promise<AttemptOutcome>[] = [];
    const claimedIds = new Set<string>();
    for (const row of rows) {
      const key = endpointKey(row);
      // Outside the global pool, inside the endpoint's limit: wait for the endpoint's slot.
      while (!stopping && !slots.canStart(key, { global: false })) await slots.changed();
      if (stopping) break;
      const [event] = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: 1,
        ids: [row.id],
      });
      if (!event) continue;
      claimedIds.add(event.id);
      attempts.push(launch(event, false));
    }
    const outcomes = await Promise.all(attempts);
    // Another worker may have claimed some of them first: wait until its attempt is recorded.
    const others = eventIds.filter((id) => !claimedIds.has(id));
    const deadline = performance.now() + timeoutMs + 5_000;
    while (others.length > 0 && performance.now() < deadline) {
      const leased = await db
        .selectFrom('webhook_events')
        .select('id')
        .where('id', 'in', others)
        .where('locked_until', 'is not', null)
        .where('state', '=', 'pending')
        .execute();
      if (leased.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return outcomes;
  }

  async function backgroundLoop(): Promise<void> {
    while (running) {
      nudged = false;
      try {
        // The attempts run on by themselves (tracked in `inFlight`): the loop never waits for one.
        void (await fill());
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'webhook pass failed',
        );
      }
      if (!running || nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = backgroundLoop();
    },
    async stop() {
      running = false;
      stopping = true;
      wake?.();
      await loop;
      await Promise.allSettled([...inFlight]);
    },
    nudge() {
      if (!running) return;
      nudged = true;
      wake?.();
    },
    runDue,
    deliverNow,
  };
}

function noop(): void {}
