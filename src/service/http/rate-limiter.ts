import { ServiceError } from '../errors/service-error';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token bucket per key (per instance): `ratePerSecond` sustained, bursts up to twice that.
 * Over the limit answers 429 with `Retry-After`.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number,
  ) {}

  take(key: string): void {
    const now = this.now();
    const capacity = this.ratePerSecond * 2;
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
      throw new ServiceError(
        'TOO_MANY_REQUESTS',
        `rate limit of ${this.ratePerSecond} requests per second for this API key exceeded; retry after ${wait} s`,
        {
          headers: { 'Retry-After': String(wait) },
        },
      );
    }
    bucket.tokens -= 1;
  }
}
