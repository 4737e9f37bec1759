import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database } from '../db/schema';
import { systemLookup, type LookupAll } from './check-delivery-target';
import { claimDueEvents } from './claim-due-events';
import {
  deliverWebhookEvent,
  type AttemptOutcome,
  type WebhookLogger,
} from './deliver-webhook-event';
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
  /** Per attempt, DNS to last byte read: a slow receiver holds one worker for at most this. */
  timeoutMs?: number;
  /** Attempts in flight at once per dispatcher. */
  concurrency?: number;
  /** How often the background loop looks for due retries when nobody nudges it. */
  pollIntervalMs?: number;
  /** [0, 1), for retry jitter. */
  random?: () => number;
  /** How long a claimed event stays reserved; must outlast one attempt. */
  leaseMs?: number;
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

/**
 * The outbox worker: claims due `webhook_events` rows under a lease and delivers each with one
 * signed attempt. Several dispatchers, in one process or many, may share a database: a claim
 * is atomic and leased, so no event is attempted twice at once, and a crashed worker's events
 * come back when its lease expires.
 *
 * Each of `concurrency` workers claims one event at a time, so an attempt that hangs until
 * `timeoutMs` holds up one worker only, never the events behind it.
 *
 * @example `src/service/server/start-service.ts`
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
  const timeoutMs = options.timeoutMs ?? 10_000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? timeoutMs + 60_000;
  const logger = options.logger ?? silentLogger;
  const deps = {
    db,
    now,
    fetch: options.fetch ?? pinnedFetch,
    lookup: options.lookup ?? systemLookup,
    logger,
    timeoutMs,
    random: options.random ?? Math.random,
  };

  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  async function runDue(): Promise<number> {
    let attempts = 0;
    const worker = async () => {
      while (!stopping) {
        const [event] = await claimDueEvents(db, dialect, { now: now(), leaseMs, limit: 1 });
        if (!event) return;
        await track(deliverWebhookEvent(deps, event));
        attempts += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return attempts;
  }

  async function deliverNow(eventIds: readonly string[]): Promise<AttemptOutcome[]> {
    const claimed = await claimDueEvents(db, dialect, {
      now: now(),
      leaseMs,
      limit: eventIds.length,
      ids: eventIds,
    });
    const outcomes = await Promise.all(
      claimed.map((event) => track(deliverWebhookEvent(deps, event))),
    );
    // Another worker may have claimed some of them first: wait until its attempt is recorded.
    const others = eventIds.filter((id) => !claimed.some((event) => event.id === id));
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
        await runDue();
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
