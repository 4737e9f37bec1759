import type { AgeGateStore } from './memory-store';

/** One bucket a request draws from: `limit` requests per minute for `key`. */
export interface RateLimitKey {
  key: string;
  limit: number;
  /** Also count in the shared store (when there is one), so every instance sees the same total. */
  shared: boolean;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token from every bucket, or none when any of them is empty. */
  take(keys: readonly RateLimitKey[]): Promise<RateLimitResult>;
}

const WINDOW_MS = 60_000;
const MAX_BUCKETS = 10_000;

/**
 * Token buckets in memory (exact within one instance: JavaScript runs one check at a time), and,
 * with a shared store, a per-minute count there for the `shared` keys, so a client spread over
 * several instances meets the same limit. The shared count is read and then written (the store
 * has no atomic increment), so concurrent requests on different instances can pass it by a few;
 * each instance's own buckets still hold exactly.
 */
export function createRateLimiter(options: {
  now: () => number;
  store?: AgeGateStore;
}): RateLimiter {
  const buckets = new Map<string, { tokens: number; updated: number }>();

  function refill(key: RateLimitKey, now: number) {
    const rate = key.limit / WINDOW_MS;
    const bucket = buckets.get(key.key) ?? { tokens: key.limit, updated: now };
    bucket.tokens = Math.min(key.limit, bucket.tokens + Math.max(0, now - bucket.updated) * rate);
    bucket.updated = now;
    return { bucket, rate };
  }

  return {
    async take(keys) {
      const now = options.now();
      const states = keys.map((key) => ({ key, ...refill(key, now) }));
      const empty = states.filter((s) => s.bucket.tokens < 1);
      if (empty.length > 0) {
        const wait = Math.max(...empty.map((s) => (1 - s.bucket.tokens) / s.rate));
        for (const s of states) remember(s.key.key, s.bucket);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
      for (const s of states) {
        s.bucket.tokens -= 1;
        remember(s.key.key, s.bucket);
      }
      if (options.store) {
        const window = Math.floor(now / WINDOW_MS);
        for (const { key, limit, shared } of keys) {
          if (!shared) continue;
          const counter = `ofage:rate:${key}:${window}`;
          const count = Number((await options.store.get(counter)) ?? 0);
          if (count >= limit) {
            return {
              ok: false,
              retryAfterSeconds: Math.ceil(((window + 1) * WINDOW_MS - now) / 1000),
            };
          }
          await options.store.set(counter, String(count + 1), WINDOW_MS / 1000);
        }
      }
      return { ok: true };
    },
  };

  function remember(key: string, bucket: { tokens: number; updated: number }) {
    buckets.delete(key);
    buckets.set(key, bucket);
    // Map keeps insertion order: the first keys are the least recently used.
    for (const oldest of buckets.keys()) {
      if (buckets.size <= MAX_BUCKETS) break;
      buckets.delete(oldest);
    }
  }
}

/**
 * The client's address for rate limiting. Next does not give route handlers the connection's
 * address; it puts it in `X-Forwarded-For` only when the request has none. With `trustProxy`
 * the last hop is the one your proxy appended (the address it saw); without, the header is taken
 * whole — a client that invents it gets a bucket of its own, which the per-instance total still
 * bounds.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const header = request.headers.get('x-forwarded-for') ?? '';
  if (trustProxy) return header.split(',').at(-1)?.trim() || 'unknown';
  return header.trim().slice(0, 200) || 'unknown';
}
