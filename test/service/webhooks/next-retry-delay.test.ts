import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  MAX_DELIVERY_WINDOW_MS,
  nextRetryDelay,
} from '../../../src/service/webhooks/next-retry-delay';

describe('nextRetryDelay', () => {
  it('retries first after 5 s, then after 10 s', () => {
    expect(nextRetryDelay(1, Math.random)).toBe(5_000);
    expect(nextRetryDelay(2, Math.random)).toBe(10_000);
  });

  it('then backs off exponentially from 30 s, drawing from the upper half of each step', () => {
    expect([3, 4, 5, 6].map((n) => nextRetryDelay(n, () => 0))).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect([3, 4, 5, 6].map((n) => nextRetryDelay(n, () => 0.999_999))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never waits more than an hour between attempts, however many there were', () => {
    for (const n of [10, 11, 50, 1_000, Number.MAX_SAFE_INTEGER]) {
      const delay = nextRetryDelay(n, () => 0.999_999);
      expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      expect(delay).toBeGreaterThanOrEqual(BACKOFF_CAP_MS / 2);
    }
  });

  it('spans about three days before giving up (dozens of attempts, not thousands)', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999_999]) {
      let elapsed = 0;
      let attempts = 1;
      while (elapsed + nextRetryDelay(attempts, random) <= MAX_DELIVERY_WINDOW_MS) {
        elapsed += nextRetryDelay(attempts, random);
        attempts += 1;
      }
      expect(MAX_DELIVERY_WINDOW_MS - elapsed).toBeLessThan(BACKOFF_CAP_MS);
      expect(attempts).toBeGreaterThan(70);
      expect(attempts).toBeLessThan(160);
    }
    expect(MAX_DELIVERY_WINDOW_MS).toBe(72 * 60 * 60 * 1000);
  });
});
