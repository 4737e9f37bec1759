/**
 * Where a receiver stands, in this process:
 * - `unknown`: nothing heard from it lately: the shared pool, one attempt at a time;
 * - `healthy`: its last attempt was answered in time: the shared pool, its full share;
 * - `suspect`: its last attempt stalled: the stalled lane, one attempt at a time;
 * - `open`: `threshold` stalls in a row: nothing is sent to it until the cool-down is over;
 * - `half-open`: the cool-down is over: one probe, in the stalled lane, decides.
 */
export type ReceiverPhase = 'unknown' | 'healthy' | 'suspect' | 'open' | 'half-open';

export interface BreakerSettings {
  /** Stalled attempts in a row (timeouts, connections never completed) that open the circuit. */
  threshold: number;
  /** The first cool-down; it doubles with each failed probe… */
  coolDownMs: number;
  /** …up to this. */
  maxCoolDownMs: number;
  /** Attempts in flight at once to a healthy receiver. */
  perReceiver: number;
  /** [0, 1), for cool-down jitter. */
  random: () => number;
}

interface ReceiverState {
  inFlight: number;
  /** Its last attempt that told anything was answered in time. */
  answered: boolean;
  /** Stalled attempts in a row. */
  stalls: number;
  /** Epoch ms (dispatcher clock) when an open circuit half-opens. */
  openUntil: number;
  /** When its last attempt ended. */
  lastFinished: number;
}

/** Receivers the dispatcher must treat apart, by how their events may be claimed now. */
export interface ReceiverSort {
  /** Not to be claimed for the shared pool: not in good standing, or no room. */
  notForPool: string[];
  /** Suspect or half-open with room for their one attempt: the stalled lane's claim. */
  forStalledLane: string[];
  /** Open: their due attempts are recorded as not sent. */
  open: string[];
}

/** A healthy receiver idle this long is forgotten: its next burst starts with one attempt. */
const HEALTHY_MEMORY_MS = 10 * 60 * 1000;

/**
 * A circuit breaker per receiver (`receiverKey`: the URL's origin), with the receiver's attempts
 * in flight. A receiver that stops answering first loses its share of the shared pool (one
 * attempt at a time, in a lane of its own), then, after `threshold` stalls in a row, is paused:
 * its attempts are not sent until a cool-down (`coolDownMs`, doubling to `maxCoolDownMs`, with
 * jitter so that receivers that failed together are not probed together) is over, when one
 * probe goes out. An answer in time — any HTTP status: the receiver is up, whatever it thinks of
 * the request — closes the circuit; another stall opens it for longer.
 *
 * Only stalls count, never an HTTP error answer: a tenant cannot pause a receiver others share
 * by pointing a product at a path of it that answers 404. State is per process; receivers in
 * good standing are forgotten after ten idle minutes, so the map holds the busy, the recent and
 * the failing.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * if (breaker.phase(key, now()) === 'open') await skipWebhookAttempt(deps, event, breaker.pausedMessage(key));
 * ```
 */
export class ReceiverBreaker {
  private readonly receivers = new Map<string, ReceiverState>();

  constructor(private readonly settings: BreakerSettings) {}

  phase(key: string, now: number): ReceiverPhase {
    const state = this.receivers.get(key);
    if (!state) return 'unknown';
    if (state.stalls >= this.settings.threshold) {
      return now < state.openUntil ? 'open' : 'half-open';
    }
    if (state.stalls > 0) return 'suspect';
    return state.answered ? 'healthy' : 'unknown';
  }

  /** Attempts this receiver may have in flight now (0 while its circuit is open). */
  limit(key: string, now: number): number {
    const phase = this.phase(key, now);
    if (phase === 'open') return 0;
    return phase === 'healthy' ? this.settings.perReceiver : 1;
  }

  inFlight(key: string): number {
    return this.receivers.get(key)?.inFlight ?? 0;
  }

  /** Where this receiver's next attempt runs: the shared pool, or the stalled lane. */
  lane(key: string, now: number): 'pool' | 'stalled' {
    const phase = this.phase(key, now);
    return phase === 'unknown' || phase === 'healthy' ? 'pool' : 'stalled';
  }

  sort(now: number): ReceiverSort {
    const sorted: ReceiverSort = { notForPool: [], forStalledLane: [], open: [] };
    for (const [key, state] of this.receivers) {
      const phase = this.phase(key, now);
      if (
        phase === 'healthy' &&
        state.inFlight === 0 &&
        now - state.lastFinished > HEALTHY_MEMORY_MS
      ) {
        this.receivers.delete(key);
        continue;
      }
      const room = state.inFlight < this.limit(key, now);
      if (phase === 'open') sorted.open.push(key);
      if (this.lane(key, now) === 'stalled' || !room) sorted.notForPool.push(key);
      if ((phase === 'suspect' || phase === 'half-open') && room) sorted.forStalledLane.push(key);
    }
    return sorted;
  }

  start(key: string): void {
    this.state(key).inFlight += 1;
  }

  /**
   * Records how an attempt ended. `stalled`: it timed out or never connected; `answered`: an HTTP
   * status came back in time; neither (refused, reset, not sent): nothing learnt about its speed.
   * Returns true when an answer closed an open circuit (the receiver is back).
   */
  finish(key: string, outcome: { stalled: boolean; answered: boolean }, now: number): boolean {
    const state = this.state(key);
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastFinished = now;
    let recovered = false;
    if (outcome.stalled) {
      state.stalls += 1;
      state.answered = false;
      const beyond = state.stalls - this.settings.threshold;
      if (beyond >= 0) state.openUntil = now + this.coolDown(beyond);
    } else if (outcome.answered) {
      recovered = state.stalls >= this.settings.threshold;
      state.stalls = 0;
      state.answered = true;
      state.openUntil = 0;
    }
    // Nothing learnt and nothing running: no reason to remember it.
    if (state.inFlight === 0 && state.stalls === 0 && !state.answered) this.receivers.delete(key);
    return recovered;
  }

  /** Why an open receiver's attempt was not sent, for the delivery log. */
  pausedMessage(key: string): string {
    const state = this.state(key);
    return `not sent: ${key} did not answer the last ${state.stalls} attempts in time, so deliveries to it are paused until ${new Date(state.openUntil).toISOString()}; this counts as a failed attempt and the event is retried on schedule`;
  }

  /** The `n`-th cool-down in a row (0 = the first): doubling, capped, from its upper half. */
  private coolDown(n: number): number {
    const { coolDownMs, maxCoolDownMs, random } = this.settings;
    const ceiling = Math.min(maxCoolDownMs, coolDownMs * 2 ** Math.min(n, 20));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  }

  private state(key: string): ReceiverState {
    let state = this.receivers.get(key);
    if (!state) {
      state = { inFlight: 0, answered: false, stalls: 0, openUntil: 0, lastFinished: 0 };
      this.receivers.set(key, state);
    }
    return state;
  }
}
