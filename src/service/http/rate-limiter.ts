import { ServiceError } from '../errors/service-error';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * The API's per-key limit: `take` resolves when the request may go on and throws
 * `TOO_MANY_REQUESTS` (429 with `Retry-After`) when it may not.
 */
export interface KeyRateLimiter {
  take(key: string): void | Promise<void>;
}

/** The 429 both limiters answer; `waitSeconds` goes to `Retry-After`. */
export function rateLimited(ratePerSecond: number, waitSeconds: number): ServiceError {
  return new ServiceError(
    'TOO_MANY_REQUESTS',
    `rate limit of ${ratePerSecond} requests per second for this API key exceeded; retry after ${waitSeconds} s`,
    { headers: { 'Retry-After': String(waitSeconds) } },
  );
}

/**
 * Token bucket per key in this process's memory: `ratePerSecond` sustained, bursts up to
 * `burst` (default twice the rate). With several instances each keeps its own buckets (use
 * `RedisRateLimiter` to share one).
 */
export class RateLimiter implements KeyRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number,
    private readonly burst: number = ratePerSecond * 2,
  ) {}

  take(key: string): void {
    const now = this.now();
    const capacity = this.burst;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size > 100_000) this.buckets.clear();
      bucket = { tokens: capacity, updatedAt: now };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(
      capacity,
      // A wall clock stepped back (NTP) must not drain the bucket for as long as the step.
      bucket.tokens + (Math.max(0, now - bucket.updatedAt) / 1000) * this.ratePerSecond,
    );
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerSecond));
      throw rateLimited(this.ratePerSecond, wait);
    }
    bucket.tokens -= 1;
  }
}
