import { createClient } from '@redis/client';
import type { Logger } from '../logger';
import { RateLimiter, type KeyRateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export interface OpenedRateLimiter {
  limiter: KeyRateLimiter;
  /**
   * Another limit kept the same way (same Redis, or this process's memory), with buckets of its
   * own: `prefix` names them in Redis (`ofage:rate:oidc:`).
   */
  limiterFor(options: { ratePerSecond: number; burst: number; prefix: string }): KeyRateLimiter;
  /** `redis` when instances share the buckets, `memory` when each instance keeps its own. */
  scope: 'redis' | 'memory';
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on without it (requests then fail open). */
const CONNECT_WAIT_MS = 3000;

/**
 * The API key rate limiter (and others kept alike, `limiterFor`): shared through Redis when
 * `redisUrl` is set, else in this process's memory. A Redis that is down at start or later never
 * stops the service: commands fail at once while it is away (no offline queue, so no request
 * waits on a reconnect) and the limiter lets requests through, logging a warning
 * (`RedisRateLimiter`).
 */
export async function openRateLimiter(options: {
  ratePerSecond: number;
  redisUrl: string | undefined;
  logger: Logger;
  now: () => number;
}): Promise<OpenedRateLimiter> {
  const { ratePerSecond, redisUrl, logger, now } = options;
  if (!redisUrl) {
    return {
      limiter: new RateLimiter(ratePerSecond, now),
      limiterFor: (o) => new RateLimiter(o.ratePerSecond, now, o.burst),
      scope: 'memory',
      close: () => Promise.resolve(),
    };
  }
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  let lastError = 0;
  // Without a listener an 'error' event would end the process; reconnection is the client's.
  client.on('error', (err: unknown) => {
    if (now() - lastError < 10_000) return;
    lastError = now();
    logger.warn({ err }, 'Redis connection error (rate limits fail open until it is back)');
  });
  const connecting = client.connect();
  connecting.catch(() => undefined);
  const ready = await Promise.race([
    connecting.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS, false).unref()),
  ]).catch(() => false);
  if (!ready) {
    logger.warn('Redis did not answer at start: API rate limits fail open until it does');
  }
  const command = (args: string[]) => client.sendCommand(args);
  return {
    limiter: new RedisRateLimiter({ ratePerSecond, command, logger, now }),
    limiterFor: (o) => new RedisRateLimiter({ ...o, command, logger, now }),
    scope: 'redis',
    close: async () => {
      client.destroy();
      await Promise.resolve();
    },
  };
}
