/** After this long since an event was created, delivery stops and the event is `failed`. */
export const MAX_DELIVERY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** The first two retries, as receivers of the best-known API of this shape expect them. */
export const FIRST_RETRY_DELAYS_MS = [5_000, 10_000] as const;

/** The ceiling of the third retry; it doubles with each further retry… */
export const BACKOFF_BASE_MS = 30_000;

/** …up to this per-step ceiling, so a receiver that comes back is tried again within the hour. */
export const BACKOFF_CAP_MS = 60 * 60 * 1000;

/**
 * How long to wait after `attemptCount` failed attempts (1 = the first attempt failed).
 *
 * Retries 1 and 2 come after 5 s and 10 s, so a blip is healed at once. From retry 3 the
 * ceiling doubles from 30 s up to 1 h, and the delay is drawn from its upper half ("equal
 * jitter"): random enough that events queued together do not come back together, yet, unlike
 * full jitter, never ~0 s, so a struggling receiver really gets the growing pause.
 * `random` returns [0, 1), like `Math.random`.
 *
 * @example `src/service/webhooks/deliver-webhook-event.ts`
 * ```ts
 * const nextAttemptAt = now + nextRetryDelay(event.attempt_count + 1, Math.random);
 * ```
 */
export function nextRetryDelay(attemptCount: number, random: () => number): number {
  const first = FIRST_RETRY_DELAYS_MS[Math.max(0, attemptCount - 1)];
  if (first !== undefined) return first;
  // The exponent is bounded so the arithmetic stays finite for any attempt count.
  const exponent = Math.min(attemptCount - 1 - FIRST_RETRY_DELAYS_MS.length, 20);
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
