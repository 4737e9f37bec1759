/** One of the dispatcher's background loops. */
export interface LaneLoop {
  /** Runs a pass soon: now if idle, right after the current one otherwise. */
  wake(): void;
  /** Settles once `running()` is false and the current pass is over. */
  done: Promise<void>;
}

/**
 * Runs `pass` until `running()` turns false: right after a wake, else every `intervalMs`. Wakes
 * during a pass are coalesced into one more pass. Between passes it yields to sockets and
 * timers: with SQLite a pass can run without any I/O, and back-to-back passes would otherwise
 * hold the event loop.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * const pool = laneLoop(() => fillPool([]), pollIntervalMs, () => running);
 * pool.wake(); // a slot is free
 * ```
 */
export function laneLoop(
  pass: () => Promise<void>,
  intervalMs: number,
  running: () => boolean,
): LaneLoop {
  let woken = false;
  let interrupt: (() => void) | undefined;
  const done = (async () => {
    while (running()) {
      woken = false;
      await pass();
      if (!running()) break;
      if (woken) {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        interrupt = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      interrupt = undefined;
    }
  })();
  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    done,
  };
}
