/**
 * Where an attempt runs: `pool`, the shared slots of receivers in good standing; `stalled`, the
 * slots of receivers that stall; `unpooled`, neither — an explicit "send now" from the console
 * (limited per receiver only), or a pool attempt that ran past the pool's patience.
 */
export type Lane = 'pool' | 'stalled' | 'unpooled';

/**
 * The dispatcher's two pools of attempt slots. Keeping the receivers that stall in a lane of
 * their own is what keeps them from starving everyone else: however many receivers hang, they
 * hold `stalled` slots, never `pool` ones. A pool attempt that runs past the pool's patience gives
 * its slot back (`demote`) and runs on unpooled instead of holding the slot until it times out;
 * each pool slot can do that at most once per patience period, so what runs unpooled stays
 * bounded (pool size × timeout ÷ patience).
 *
 * Console clicks run unpooled too, so people clicking a button cannot use up either pool.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * if (slots.free('pool') > 0) { slots.start('pool'); try { await attempt(); } finally { slots.finish('pool'); } }
 * ```
 */
export class DeliverySlots {
  private readonly used: Record<Lane, number> = { pool: 0, stalled: 0, unpooled: 0 };
  private waiters: (() => void)[] = [];

  constructor(
    readonly pool: number,
    readonly stalled: number,
  ) {}

  /** Free slots in a lane (`unpooled` always has room). */
  free(lane: Lane): number {
    if (lane === 'unpooled') return Number.POSITIVE_INFINITY;
    return this[lane] - this.used[lane];
  }

  start(lane: Lane): void {
    this.used[lane] += 1;
  }

  /** A running pool attempt gives its slot back and runs on unpooled. */
  demote(): void {
    this.used.pool -= 1;
    this.used.unpooled += 1;
    this.wake();
  }

  finish(lane: Lane): void {
    this.used[lane] -= 1;
    this.wake();
  }

  /** Resolves when any attempt finishes or leaves the pool (a slot may have opened). */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Wakes whoever waits for `changed()` (also when a receiver's state changed). */
  wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }
}
