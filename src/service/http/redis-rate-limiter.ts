import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import { rateLimited, type KeyRateLimiter } from './rate-limiter';

/** Sends one Redis command and resolves with its reply (node-redis: `client.sendCommand`). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/**
 * The token bucket of `RateLimiter`, run inside Redis so every instance draws from one bucket
 * per key. One script call per request is atomic (no read-modify-write race between instances),
 * and the clock is Redis's own (`TIME`), so instances whose clocks disagree still agree on the
 * bucket. Replies `{1, 0}` when a token was taken, `{0, ms until one is back}` when not.
 */
const TOKEN_BUCKET = `
local rate = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate * 1000) + 1000)
if taken == 1 then return {1, 0} end
return {0, math.ceil((1 - tokens) / rate * 1000)}
`;
const TOKEN_BUCKET_SHA = createHash('sha1').update(TOKEN_BUCKET).digest('hex');

export interface RedisRateLimiterOptions {
  ratePerSecond: number;
  /** The bucket's capacity: the largest burst (default twice the rate). */
  burst?: number;
  command: RedisCommand;
  logger: Logger;
  /** Prepended to every key; default `ofage:rate:`. */
  prefix?: string;
  /**
   * A reply slower than this counts as an outage (default 500 ms: a Redis that slow is as good as
   * down, and a busy event loop must not make a healthy one look slow).
   */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * One token bucket per key (an API key, a client address) shared by every instance through
 * Redis: `ratePerSecond` sustained, bursts to `burst`, as `RateLimiter` does in one process.
 *
 * When Redis fails or is slow the request goes through (fail open) and a warning is logged at
 * most every 10 s: the limit protects capacity, and a Redis outage must not turn every API
 * request into a 5xx. Requests then are limited by nothing but the database's own capacity
 * until Redis answers again.
 */
export class RedisRateLimiter implements KeyRateLimiter {
  private lastWarning = -Infinity;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RedisRateLimiterOptions) {
    this.prefix = options.prefix ?? 'ofage:rate:';
    this.timeoutMs = options.timeoutMs ?? 500;
    this.now = options.now ?? Date.now;
  }

  async take(key: string): Promise<void> {
    const rate = this.options.ratePerSecond;
    let reply: unknown;
    try {
      reply = await this.withTimeout(this.run(this.prefix + key, rate));
    } catch (error) {
      this.warn(error);
      return;
    }
    if (!Array.isArray(reply) || Number(reply[0]) === 1) return;
    throw rateLimited(rate, Math.max(1, Math.ceil(Number(reply[1]) / 1000)));
  }

  /** EVALSHA, loading the script with EVAL the first time a Redis (or a restarted one) sees it. */
  private async run(key: string, rate: number): Promise<unknown> {
    const args = ['1', key, String(rate), String(this.options.burst ?? rate * 2)];
    try {
      return await this.options.command(['EVALSHA', TOKEN_BUCKET_SHA, ...args]);
    } catch (error) {
      if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
      return this.options.command(['EVAL', TOKEN_BUCKET, ...args]);
    }
  }

  private withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer from Redis within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  private warn(error: unknown): void {
    const now = this.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.options.logger.warn(
      { err: error },
      'Redis rate limit unavailable: API requests are not rate limited until it answers',
    );
  }
}
