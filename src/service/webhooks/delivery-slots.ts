interface EndpointState {
  inFlight: number;
  /** The last finished attempt stalled (timed out or could not connect). */
  stalled: boolean;
}

/**
 * How many webhook attempts may be in flight: `total` for the whole dispatcher (the global pool)
 * and, per endpoint, `perEndpoint` — or one while the endpoint's last attempt stalled. A receiver
 * that hangs therefore holds one slot of the pool, not the pool: every other endpoint keeps its
 * own slots, and the hanging one gets its full share back with its first timely answer.
 *
 * Attempts started with `global: false` (an explicit "send now" from the console) count against
 * their endpoint only, so people clicking a button cannot use up the pool of background
 * deliveries.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * if (slots.canStart(key)) { slots.start(key); try { await attempt(); } finally { slots.finish(key, stalled); } }
 * ```
 */
export class DeliverySlots {
  private active = 0;
  private readonly endpoints = new Map<string, EndpointState>();
  private waiters: (() => void)[] = [];

  constructor(
    readonly total: number,
    readonly perEndpoint: number,
  ) {}

  /** Free slots in the global pool. */
  free(): number {
    return this.total - this.active;
  }

  /** Attempts this endpoint may have in flight now. */
  limit(key: string): number {
    return this.endpoints.get(key)?.stalled ? 1 : this.perEndpoint;
  }

  inFlight(key: string): number {
    return this.endpoints.get(key)?.inFlight ?? 0;
  }

  /** Room for one more attempt to this endpoint (and, unless `global` is false, in the pool). */
  canStart(key: string, options: { global?: boolean } = {}): boolean {
    if (options.global !== false && this.free() <= 0) return false;
    return this.inFlight(key) < this.limit(key);
  }

  /** Endpoints with no room left: the claim query skips their events. */
  saturated(): string[] {
    return [...this.endpoints]
      .filter(([key, state]) => state.inFlight >= this.limit(key))
      .map(([key]) => key);
  }

  start(key: string, options: { global?: boolean } = {}): void {
    if (options.global !== false) this.active += 1;
    const state = this.endpoints.get(key) ?? { inFlight: 0, stalled: false };
    state.inFlight += 1;
    this.endpoints.set(key, state);
  }

  finish(key: string, stalled: boolean, options: { global?: boolean } = {}): void {
    if (options.global !== false) this.active -= 1;
    const state = this.endpoints.get(key);
    if (state) {
      state.inFlight -= 1;
      state.stalled = stalled;
      // Forget healthy idle endpoints; remember stalled ones so their next attempt is alone.
      if (state.inFlight <= 0 && !stalled) this.endpoints.delete(key);
    }
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  /** Resolves when any attempt finishes (a slot may have opened). */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
