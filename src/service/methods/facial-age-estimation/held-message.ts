import { useEffect, useRef, useState } from 'react';

/**
 * How long a hint or prompt stays up at least, so that a person can read it (a short sentence at
 * a slow reading pace) before the next one replaces it.
 */
export const MIN_MESSAGE_MS = 2500;

/** The message on screen and since when (clock milliseconds). */
export interface HeldMessage<T> {
  shown: T | null;
  since: number;
}

/** What the hook needs of time: injected, so the timing can be tested without waiting. */
export interface MessageClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const BROWSER_CLOCK: MessageClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The message to show at `now` when `wanted` is asked for: a different message replaces the shown
 * one only once the shown one has been up `minMs`; until then the shown one stays, and `wait` says
 * how long until it may change. A blank screen (`null` shown) takes a message at once, and a
 * message that is still wanted stays up as long as it is wanted.
 */
export function holdMessage<T>(
  held: HeldMessage<T>,
  wanted: T | null,
  now: number,
  minMs: number = MIN_MESSAGE_MS,
): { held: HeldMessage<T>; wait: number } {
  if (wanted === held.shown) return { held, wait: 0 };
  const elapsed = now - held.since;
  if (held.shown === null || elapsed >= minMs)
    return { held: { shown: wanted, since: now }, wait: 0 };
  return { held, wait: minMs - elapsed };
}

/**
 * {@link holdMessage} as a React hook: the message to render for `wanted`, re-checked when
 * `wanted` changes and when the shown message's minimum time is up.
 */
export function useHeldMessage<T>(
  wanted: T | null,
  clock: MessageClock = BROWSER_CLOCK,
  minMs: number = MIN_MESSAGE_MS,
): T | null {
  const held = useRef<HeldMessage<T>>({ shown: wanted, since: clock.now() });
  const [shown, setShown] = useState<T | null>(wanted);
  const [recheck, setRecheck] = useState(0);
  useEffect(() => {
    const next = holdMessage(held.current, wanted, clock.now(), minMs);
    held.current = next.held;
    setShown(next.held.shown);
    if (next.wait <= 0) return;
    const timer = clock.setTimeout(() => setRecheck((n) => n + 1), next.wait);
    return () => clock.clearTimeout(timer);
  }, [wanted, recheck, clock, minMs]);
  return shown;
}
