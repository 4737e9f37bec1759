import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/create-database';
import type { Database, WebhookEventRow } from '../db/schema';
import { systemLookup, type LookupAll } from './check-delivery-target';
import { claimDueEvents, releaseClaims } from './claim-due-events';
import {
  deliverWebhookEvent,
  skipWebhookAttempt,
  type AttemptOutcome,
  type WebhookLogger,
} from './deliver-webhook-event';
import { DeliverySlots, type Lane } from './delivery-slots';
import { laneLoop, type LaneLoop } from './lane-loop';
import { pinnedFetch, type WebhookFetch } from './pinned-fetch';
import { ReceiverBreaker } from './receiver-breaker';
import { receiverKey } from './receiver-key';
import { resumeReceiver } from './resume-receiver';

export interface WebhookDispatcherOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Epoch milliseconds. Schedules, leases and cool-downs follow this clock; latency is real. */
  now?: () => number;
  /** Defaults to `pinnedFetch`, which connects to the address that passed the URL check. */
  fetch?: WebhookFetch;
  /** All addresses of a host, like `dns.promises.lookup(host, {all: true})`. */
  lookup?: LookupAll;
  logger?: WebhookLogger;
  /** Per attempt, DNS to last byte read. */
  timeoutMs?: number;
  /** Until the receiver's connection (TLS included) is up. */
  connectTimeoutMs?: number;
  /** Attempts in flight at once to receivers in good standing (the shared pool). */
  concurrency?: number;
  /** Attempts in flight at once to one receiver (a URL origin) while it answers; otherwise 1. */
  perReceiverConcurrency?: number;
  /** Attempts in flight at once to receivers that stall (their lane, apart from the pool). */
  stalledConcurrency?: number;
  /** A pool attempt still running after this gives its pool slot back and runs on unpooled. */
  slowAfterMs?: number;
  /** Stalled attempts in a row that pause a receiver (open its circuit). */
  breakerThreshold?: number;
  /** How long a receiver stays paused before one probe; doubles per failed probe… */
  breakerCoolDownMs?: number;
  /** …up to this. */
  breakerMaxCoolDownMs?: number;
  /** How often the background loop looks for due retries when nobody nudges it. */
  pollIntervalMs?: number;
  /** [0, 1), for retry and cool-down jitter. */
  random?: () => number;
  /** How long a claimed event stays reserved; must outlast one attempt. */
  leaseMs?: number;
  /** Test-mode webhooks may reach this machine (`OFAGE_ALLOW_LOOPBACK_WEBHOOKS`). */
  allowLoopback?: boolean;
  /** Called after each attempt is recorded (metrics). */
  onAttempt?(outcome: AttemptOutcome): void;
}

export interface WebhookDispatcher {
  /** Starts the background loop (idempotent). */
  start(): void;
  /**
   * Stops claiming, lets attempts in flight finish and be recorded, then resolves. With
   * `releaseAt` (epoch ms, the drain's bound), attempts still running then give their leases
   * back, so another instance takes those events within a poll rather than after the lease.
   */
  stop(options?: { releaseAt?: number }): Promise<void>;
  /** Runs a pass now instead of at the next poll; a no-op unless started. */
  nudge(): void;
  /**
   * Makes one attempt (sent, or recorded as not sent while its receiver is paused) for every
   * event due now; resolves with the number of attempts.
   */
  runDue(): Promise<number>;
  /** One attempt for each of these events now, due or not, paused receiver or not. */
  deliverNow(eventIds: readonly string[]): Promise<AttemptOutcome[]>;
}

const silentLogger: WebhookLogger = { info() {}, warn() {}, error() {} };

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_CONCURRENCY = 32;
export const DEFAULT_PER_RECEIVER_CONCURRENCY = 4;
export const DEFAULT_STALLED_CONCURRENCY = 32;
export const DEFAULT_SLOW_AFTER_MS = 1_000;
export const DEFAULT_BREAKER_THRESHOLD = 3;
export const DEFAULT_BREAKER_COOL_DOWN_MS = 30_000;
export const DEFAULT_BREAKER_MAX_COOL_DOWN_MS = 5 * 60_000;

/** Paused receivers' due events recorded as not sent per query. */
const SKIP_BATCH = 50;

const receiverOf = (event: Pick<WebhookEventRow, 'receiver' | 'url'>): string =>
  event.receiver ?? receiverKey(event.url);

/**
 * The outbox worker: claims due `webhook_events` rows under a lease and delivers each with one
 * signed attempt. Several dispatchers, in one process or many, may share a database: a claim
 * is atomic and leased, so no event is attempted twice at once, and a crashed worker's events
 * come back when its lease expires.
 *
 * Isolation is per receiver — the URL's origin, so products sharing a host share one — and
 * rests on three things:
 * - lanes: receivers in good standing share the pool of `concurrency` slots, each holding at
 *   most `perReceiverConcurrency` (one until it has answered); a receiver whose last attempt
 *   stalled (timed out, or never completed the connection) leaves the pool for the stalled lane
 *   (`stalledConcurrency`), one attempt at a time. A pool attempt still running after
 *   `slowAfterMs` gives its slot back. However many receivers hang, the pool stays free for
 *   those that answer.
 * - a circuit breaker per receiver (`ReceiverBreaker`): `breakerThreshold` stalls in a row pause
 *   it. A paused receiver's due attempts are recorded as failed without being sent (no slot, no
 *   connection), so every event keeps its retry schedule and its three-day window; after the
 *   cool-down one probe is sent; an answer (any HTTP status) un-pauses it and brings the
 *   receiver's pending events forward (`resumeReceiver`).
 * - claims that leave out, in the query, the events of receivers that have no room or are
 *   paused, so a dead receiver's backlog never stands in front of anyone else's events.
 *
 * In the background the pool, the stalled lane and the paused receivers each have a loop
 * (`laneLoop`); none waits for an attempt: each refills freed slots as attempts finish and claims
 * retries when they fall due. Lanes and breakers are per dispatcher (per process): each
 * instance learns on its own which receivers stall, so with n instances a dead receiver gets up
 * to n probes per cool-down; the outbox, leases and schedules are shared.
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
  const slowAfterMs = Math.min(options.slowAfterMs ?? DEFAULT_SLOW_AFTER_MS, timeoutMs);
  const logger = options.logger ?? silentLogger;
  const random = options.random ?? Math.random;
  const slots = new DeliverySlots(
    Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    Math.max(1, options.stalledConcurrency ?? DEFAULT_STALLED_CONCURRENCY),
  );
  const breaker = new ReceiverBreaker({
    threshold: Math.max(1, options.breakerThreshold ?? DEFAULT_BREAKER_THRESHOLD),
    coolDownMs: options.breakerCoolDownMs ?? DEFAULT_BREAKER_COOL_DOWN_MS,
    maxCoolDownMs: options.breakerMaxCoolDownMs ?? DEFAULT_BREAKER_MAX_COOL_DOWN_MS,
    perReceiver: Math.max(1, options.perReceiverConcurrency ?? DEFAULT_PER_RECEIVER_CONCURRENCY),
    random,
  });
  const deps = {
    db,
    now,
    fetch: options.fetch ?? pinnedFetch,
    lookup: options.lookup ?? systemLookup,
    logger,
    timeoutMs,
    connectTimeoutMs: Math.min(options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, timeoutMs),
    random,
    rules: { allowLoopback: options.allowLoopback === true },
  };

  let running = false;
  let stopping = false;
  let loops: Partial<Record<'pool' | 'stalled' | 'paused', LaneLoop>> = {};
  let skipping: Promise<number> | undefined;
  const inFlight = new Set<Promise<unknown>>();
  /** The claimed events being attempted, by id: their leases, to give back on a bounded stop. */
  const attempting = new Map<string, WebhookEventRow>();
  /**
   * Runs a pass of these lanes soon: a slot of theirs freed, a receiver's room or standing
   * changed, events came. Only those lanes: a pass costs a claim, and a lane busy claiming
   * answers a nudge later.
   */
  const refill = (...lanes: Lane[]) => {
    for (const lane of new Set(lanes)) if (lane !== 'unpooled') loops[lane]?.wake();
  };

  /** Keeps `stop()` waiting for this work; `then` runs when it has ended, however. */
  function track<T>(work: Promise<T>, then?: () => void): Promise<T> {
    inFlight.add(work);
    void work
      .finally(() => {
        inFlight.delete(work);
        then?.();
      })
      .catch(() => undefined);
    return work;
  }

  /** Runs one attempt in a slot of `lane`; the slot is given back however it ends. */
  function launch(event: WebhookEventRow, lane: Lane): Promise<AttemptOutcome> {
    const key = receiverOf(event);
    let holding = lane;
    slots.start(holding);
    breaker.start(key);
    // Past the pool's patience the attempt runs on unpooled: a hanging receiver costs the pool
    // `slowAfterMs`, not the whole timeout.
    const patience =
      holding === 'pool'
        ? setTimeout(() => {
            if (holding !== 'pool') return;
            holding = 'unpooled';
            slots.demote();
            refill('pool');
          }, slowAfterMs)
        : undefined;
    // Once it has ended: its own lane has a free slot, and its receiver room (in the lane its
    // standing now puts it in; none while it is paused).
    let wake: Lane[] = [];
    const settle = (outcome: { stalled: boolean; answered: boolean }): boolean => {
      clearTimeout(patience);
      const recovered = breaker.finish(key, outcome, now());
      slots.finish(holding);
      wake = [holding];
      if (breaker.phase(key, now()) !== 'open') wake.push(breaker.lane(key, now()));
      return recovered;
    };
    attempting.set(event.id, event);
    const attempt = deliverWebhookEvent(deps, event).then(
      async (outcome) => {
        attempting.delete(event.id);
        options.onAttempt?.(outcome);
        const recovered = settle({
          stalled: outcome.stalled,
          answered: outcome.statusCode !== null,
        });
        if (outcome.stalled && breaker.phase(key, now()) === 'open') {
          // Names the origin only, like every webhook log line: a path may carry a token.
          logger.warn({ receiver: key }, 'webhook receiver paused: it stopped answering in time');
        }
        if (recovered) {
          logger.info({ receiver: key }, 'webhook receiver answers again; deliveries resume');
          await resumeReceiver(db, key, now()).catch((error: unknown) =>
            logger.error(
              { receiver: key, err: error instanceof Error ? error.message : String(error) },
              "could not bring a resumed receiver's webhooks forward",
            ),
          );
        }
        return outcome;
      },
      (error: unknown) => {
        attempting.delete(event.id);
        settle({ stalled: false, answered: false });
        throw error;
      },
    );
    return track(attempt, () => refill(...wake));
  }

  /**
   * Starts what it can of a claimed batch — each event in its receiver's lane, or recorded as
   * not sent when its receiver is paused — and hands the rest back. Returns how many it started;
   * 0 means no progress, and the caller stops claiming for this pass.
   */
  async function route(batch: WebhookEventRow[], started: Promise<number>[]): Promise<number> {
    const unstarted: WebhookEventRow[] = [];
    let count = 0;
    for (const event of batch) {
      const key = receiverOf(event);
      const at = now();
      if (stopping) unstarted.push(event);
      else if (breaker.phase(key, at) === 'open') {
        const skipped = skipWebhookAttempt(deps, event, breaker.pausedMessage(key));
        started.push(track(skipped).then(() => 1));
        count += 1;
      } else if (
        breaker.inFlight(key) < breaker.limit(key, at) &&
        slots.free(breaker.lane(key, at)) > 0
      ) {
        started.push(launch(event, breaker.lane(key, at)).then(() => 1));
        count += 1;
      } else unstarted.push(event);
    }
    if (unstarted.length > 0) await releaseClaims(db, unstarted);
    return count;
  }

  /** Paused receivers' due events, recorded as not sent, a batch at a time, until none is due. */
  async function skipPaused(): Promise<number> {
    let skipped = 0;
    while (!stopping) {
      const open = breaker.sort(now()).open;
      if (open.length === 0) break;
      const batch = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: SKIP_BATCH,
        onlyReceivers: open,
      });
      if (batch.length === 0) break;
      const unstarted: WebhookEventRow[] = [];
      for (const event of batch) {
        const key = receiverOf(event);
        if (stopping || breaker.phase(key, now()) !== 'open') unstarted.push(event);
        else {
          await skipWebhookAttempt(deps, event, breaker.pausedMessage(key));
          skipped += 1;
          // SQLite answers without I/O: let sockets and timers in between records.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      if (unstarted.length > 0) await releaseClaims(db, unstarted);
    }
    return skipped;
  }

  /** Claims due events for the free pool slots and starts them, until a claim brings none. */
  async function fillPool(started: Promise<number>[]): Promise<void> {
    while (!stopping && slots.free('pool') > 0) {
      const batch = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: slots.free('pool'),
        skipReceivers: breaker.sort(now()).notForPool,
      });
      if (batch.length === 0 || (await route(batch, started)) === 0) break;
    }
  }

  /** The same for the stalled lane: one attempt per suspect or half-open receiver. */
  async function fillStalled(started: Promise<number>[]): Promise<void> {
    while (!stopping && slots.free('stalled') > 0) {
      const candidates = breaker.sort(now()).forStalledLane;
      if (candidates.length === 0) break;
      const batch = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: Math.min(slots.free('stalled'), candidates.length),
        onlyReceivers: candidates,
      });
      if (batch.length === 0 || (await route(batch, started)) === 0) break;
    }
  }

  /** Records paused receivers' due events as not sent, unless that is already under way. */
  function startSkipping(): Promise<number> | undefined {
    if (stopping || skipping || breaker.sort(now()).open.length === 0) return undefined;
    const run = track(skipPaused()).finally(() => {
      skipping = undefined;
    });
    skipping = run;
    return run;
  }

  async function runDue(): Promise<number> {
    let attempts = 0;
    const mine = new Set<Promise<number>>();
    // Paused receivers' events are recorded until none is due; that is worth doing again only
    // after an attempt has ended (it may have paused a receiver).
    let pausedChanged = true;
    const follow = (work: Promise<number>, isAttempt: boolean) => {
      mine.add(work);
      void work
        .then((n) => {
          attempts += n;
        })
        .finally(() => {
          mine.delete(work);
          if (isAttempt) pausedChanged = true;
        })
        .catch(() => undefined);
    };
    for (;;) {
      const started: Promise<number>[] = [];
      await fillPool(started);
      await fillStalled(started);
      started.forEach((work) => follow(work, true));
      if (pausedChanged) {
        pausedChanged = false;
        const skipped = startSkipping();
        if (skipped) follow(skipped, false);
        // Already under way (the background loop's): wait for it, without counting it.
        else if (skipping)
          follow(
            skipping.then(() => 0),
            false,
          );
      }
      if (mine.size === 0) return attempts;
      // Wait for one to finish: its slot may let a skipped event of its receiver run.
      await Promise.race([...mine].map((work) => work.then(noop, noop)));
    }
  }

  async function deliverNow(eventIds: readonly string[]): Promise<AttemptOutcome[]> {
    if (eventIds.length === 0) return [];
    const rows = await db
      .selectFrom('webhook_events')
      .select(['id', 'url', 'receiver'])
      .where('id', 'in', [...eventIds])
      .execute();
    const attempts: Promise<AttemptOutcome>[] = [];
    const claimedIds = new Set<string>();
    for (const row of rows) {
      const key = receiverOf(row);
      // Outside both lanes, inside the receiver's limit — one at a time even while it is paused:
      // someone asked for this attempt, so it is sent.
      while (!stopping && breaker.inFlight(key) >= Math.max(1, breaker.limit(key, now()))) {
        await slots.changed();
      }
      if (stopping) break;
      const [event] = await claimDueEvents(db, dialect, {
        now: now(),
        leaseMs,
        limit: 1,
        ids: [row.id],
      });
      if (!event) continue;
      claimedIds.add(event.id);
      attempts.push(launch(event, 'unpooled'));
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

  /**
   * The background work: the pool, the stalled lane and the paused receivers each in a loop of
   * their own, so a slow claim in one (a busy database) never delays another — above all, a
   * nudge about a new event is answered by the pool's claim however the stalled lane is doing.
   * The loops never wait for an attempt; paused receivers are seen to once per poll interval.
   */
  function startLoops(): typeof loops {
    const pass = (name: string, work: () => Promise<unknown>) => async () => {
      try {
        await work();
      } catch (error) {
        logger.error(
          { lane: name, err: error instanceof Error ? error.message : String(error) },
          'webhook pass failed',
        );
      }
    };
    const isRunning = () => running;
    return {
      pool: laneLoop(
        pass('pool', () => fillPool([])),
        pollIntervalMs,
        isRunning,
      ),
      stalled: laneLoop(
        pass('stalled', () => fillStalled([])),
        pollIntervalMs,
        isRunning,
      ),
      // Woken by nothing: paused receivers' events are seen to once per poll interval.
      paused: laneLoop(
        pass('paused', async () => startSkipping()),
        pollIntervalMs,
        isRunning,
      ),
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loops = startLoops();
    },
    async stop(stopOptions = {}) {
      running = false;
      stopping = true;
      const stopped = Object.values(loops);
      loops = {};
      stopped.forEach((loop) => loop.wake());
      await Promise.all(stopped.map((loop) => loop.done));
      const finished = Promise.allSettled([...inFlight]).then(() => true);
      if (stopOptions.releaseAt === undefined) {
        await finished;
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        finished,
        new Promise<false>((resolve) => {
          timer = setTimeout(
            () => resolve(false),
            Math.max(0, stopOptions.releaseAt! - Date.now()),
          );
        }),
      ]);
      clearTimeout(timer);
      if (inTime || attempting.size === 0) return;
      const unfinished = [...attempting.values()];
      logger.warn(
        { events: unfinished.length },
        'webhook attempts still running at shutdown: their leases are released for another instance',
      );
      await releaseClaims(db, unfinished).catch((error: unknown) =>
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'could not release webhook leases at shutdown: they come back when the lease expires',
        ),
      );
    },
    nudge() {
      if (running) refill('pool', 'stalled');
    },
    runDue,
    deliverNow,
  };
}

function noop(): void {}
