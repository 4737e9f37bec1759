/**
 * Waiting in tests on what is awaited rather than for a fixed time: a fixed sleep is too short on
 * a busy machine and too long on an idle one, and a "nothing happened" sleep only looks once, at
 * its end. Both helpers use real timers (code under a fake clock advances that clock instead).
 */

type Falsy = false | 0 | 0n | '' | null | undefined;

export interface WaitOptions {
  /** Give up after this long, in ms (default 10 s). */
  timeout?: number;
  /** Check again after this long, in ms (default 25). */
  interval?: number;
  /**
   * What is awaited, for the error on timeout: "the webhook for v-1". A function is called then,
   * so it can tell how far things got: () => `3 webhooks (${received.length} arrived)`.
   */
  message?: string | (() => string);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const shown = (value: unknown): string => {
  if (value instanceof Error) return `threw ${value.message}`;
  try {
    return `was ${JSON.stringify(value) ?? String(value)}`.slice(0, 500);
  } catch {
    return `was ${String(value)}`;
  }
};

/**
 * Resolves with the first truthy value `condition` returns. A throw or a rejection counts as "not
 * yet" (a server still starting refuses connections); on timeout, rejects naming what was awaited
 * and the last value or error. `condition` is always checked at least once.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 10_000, interval = 25, message = 'a condition' }: WaitOptions = {},
): Promise<Exclude<T, Falsy>> {
  const started = Date.now();
  const deadline = started + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await condition();
      if (last) return last as Exclude<T, Falsy>;
    } catch (error) {
      last = error;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      const what = typeof message === 'function' ? message() : message;
      const waited = Date.now() - started;
      throw new Error(`timed out after ${waited} ms waiting for ${what}; it last ${shown(last)}`);
    }
    await pause(Math.min(interval, left));
  }
}

/**
 * Checks that `condition` holds for the whole of `ms` (every 10 ms, and once more at the end),
 * and fails at once, with `message`, the first time it does not (or throws). The window is the
 * claim under test: "no second call within 1.5 s".
 */
export async function holdsFor(
  condition: () => boolean | Promise<boolean>,
  ms: number,
  message: string,
): Promise<void> {
  const started = Date.now();
  const end = started + ms;
  for (;;) {
    const now = Date.now();
    let held: boolean;
    try {
      held = await condition();
    } catch (error) {
      throw new Error(`${message}: the check threw after ${now - started} ms of ${ms}`, {
        cause: error,
      });
    }
    if (!held) throw new Error(`${message}: it stopped holding after ${now - started} ms of ${ms}`);
    if (now >= end) return;
    await pause(Math.min(10, end - now));
  }
}
