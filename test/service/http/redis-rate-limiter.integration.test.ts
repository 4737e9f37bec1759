import { createClient } from '@redis/client';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/service/errors/service-error';
import { openRateLimiter } from '../../../src/service/http/open-rate-limiter';
import { RedisRateLimiter } from '../../../src/service/http/redis-rate-limiter';
import { createLogger } from '../../../src/service/logger';

const redisUrl = process.env.OFAGE_TEST_REDIS_URL ?? '';
const connectRedis = () => createClient({ url: redisUrl }).connect();
type Redis = Awaited<ReturnType<typeof connectRedis>>;

function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('warn', sink), lines };
}

/**
 * Takes `n` tokens, answering how many went through before the first 429, and when (by
 * `performance.now()`) the refused request was sent.
 */
async function takeUntilRefused(
  limiters: RedisRateLimiter[],
  key: string,
  n: number,
): Promise<{ allowed: number; refused: ServiceError | undefined; refusedAt: number }> {
  let allowed = 0;
  for (let i = 0; i < n; i++) {
    const sentAt = performance.now();
    try {
      // Round-robin, as a load balancer would spread one client's requests.
      await limiters[i % limiters.length]!.take(key);
      allowed++;
    } catch (error) {
      if (error instanceof ServiceError) return { allowed, refused: error, refusedAt: sentAt };
      throw error;
    }
  }
  return { allowed, refused: undefined, refusedAt: NaN };
}

describe.skipIf(!redisUrl)('RedisRateLimiter on a real Redis', () => {
  let redis: Redis;
  const prefix = `ofage-test:rate:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = await connectRedis();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    redis.destroy();
  });
  const limiter = (ratePerSecond: number) =>
    new RedisRateLimiter({
      ratePerSecond,
      command: (args) => redis.sendCommand(args),
      logger: capturedLogger().logger,
      prefix,
    });

  it('three instances share one bucket: the burst is 2 × rate in all, not per instance', async () => {
    const instances = [limiter(5), limiter(5), limiter(5)];
    const { allowed, refused } = await takeUntilRefused(instances, 'key-a', 30);
    expect(allowed).toBe(10);
    expect(refused?.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    // Another key has its own bucket.
    expect((await takeUntilRefused(instances, 'key-b', 3)).allowed).toBe(3);
  });

  it('refills at the rate', async () => {
    const one = limiter(20);
    const tokensIn = (ms: number) => Math.ceil((ms / 1000) * 20);
    // The bucket refills while it is drained too (one token per 50 ms), so a loaded machine
    // gets a few more than the burst of 40: as many as the time the requests took allows.
    const drainStart = performance.now();
    const first = await takeUntilRefused([one], 'key-refill', 200);
    expect(first.allowed).toBeGreaterThanOrEqual(40);
    expect(first.allowed).toBeLessThanOrEqual(40 + tokensIn(performance.now() - drainStart));
    // Time passing is what is tested here: the bucket refills with elapsed time, nothing else.
    await new Promise((r) => setTimeout(r, 300));
    const again = await takeUntilRefused([one], 'key-refill', 200);
    // 300 ms at 20/s is 6 tokens (5 with Redis's clock rounding); at most what the time since
    // the refusal allows, plus the part of a token the refusal left.
    expect(again.allowed).toBeGreaterThanOrEqual(5);
    expect(again.allowed).toBeLessThanOrEqual(1 + tokensIn(again.refusedAt - first.refusedAt));
  });

  it('loads its script again after Redis forgets it (restart, SCRIPT FLUSH)', async () => {
    const one = limiter(5);
    await one.take('key-flush');
    await redis.sendCommand(['SCRIPT', 'FLUSH']);
    const { allowed } = await takeUntilRefused([one], 'key-flush', 20);
    expect(allowed).toBe(9);
  });
});

describe('RedisRateLimiter when Redis fails', () => {
  it('lets requests through (fail open) and warns once, not per request', async () => {
    const { logger, lines } = capturedLogger();
    const broken = new RedisRateLimiter({
      ratePerSecond: 1,
      command: () => Promise.reject(new Error('connection refused')),
      logger,
    });
    for (let i = 0; i < 20; i++) await broken.take('k');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('not rate limited');
  });

  it('does not wait on a Redis that never answers', async () => {
    const { logger, lines } = capturedLogger();
    const stuck = new RedisRateLimiter({
      ratePerSecond: 1,
      command: () => new Promise(() => undefined),
      logger,
      timeoutMs: 50,
    });
    await stuck.take('k');
    expect(lines[0]).toContain('within 50 ms');
  });

  it('a service pointed at a Redis that is not there starts and fails open', async () => {
    const { logger, lines } = capturedLogger();
    const opened = await openRateLimiter({
      ratePerSecond: 1,
      // Port 1 on loopback: refused at once.
      redisUrl: 'redis://127.0.0.1:1',
      logger,
      now: Date.now,
    });
    try {
      expect(opened.scope).toBe('redis');
      for (let i = 0; i < 5; i++) await opened.limiter.take('k');
      expect(lines.join('')).toContain('fail open');
    } finally {
      await opened.close();
    }
  }, 10_000);
});
