import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../src/service/http/rate-limiter';

describe('API key rate limiter', () => {
  const takes = (limiter: RateLimiter, n: number): number => {
    let allowed = 0;
    for (let i = 0; i < n; i++) {
      try {
        limiter.take('k');
        allowed++;
      } catch {
        // refused
      }
    }
    return allowed;
  };

  it('allows a burst of twice the rate, then refuses with Retry-After until tokens refill', () => {
    let clock = 1_000_000;
    const limiter = new RateLimiter(5, () => clock);
    expect(takes(limiter, 20)).toBe(10);
    clock += 1000;
    expect(takes(limiter, 20)).toBe(5);
  });

  it('takes a burst of its own (the OpenID issuers: six seconds of their rate)', () => {
    let clock = 1_000_000;
    const limiter = new RateLimiter(5, () => clock, 30);
    expect(takes(limiter, 50)).toBe(30);
    clock += 1000;
    expect(takes(limiter, 50)).toBe(5);
  });

  it('a wall clock stepped back a day does not lock the key out for a day (found by the retention test)', () => {
    let clock = 10 * 86_400_000;
    const limiter = new RateLimiter(5, () => clock);
    expect(takes(limiter, 3)).toBe(3);
    clock -= 86_400_000;
    expect(takes(limiter, 3)).toBe(3);
    clock += 1000;
    expect(takes(limiter, 5)).toBe(5);
  });
});
