import type { AgeGateStore } from './memory-store';

/**
 * Sends one Redis command and resolves with its reply. Both common clients have one:
 * node-redis `(args) => client.sendCommand(args)`, ioredis `([c, ...a]) => client.call(c, ...a)`.
 */
export type RedisCommand = (args: string[]) => Promise<unknown>;

export interface RedisStoreOptions {
  /** Prepended to every key, so several apps can share one Redis; default `ofage:`. */
  prefix?: string;
}

/**
 * An {@link AgeGateStore} in Redis, for apps on more than one instance (or serverless): webhook
 * dedupe, stored results, revocations and account bindings are then seen by every instance, and
 * outlive their restarts. It needs only GET, SET with EX/NX and DEL, and takes no Redis client
 * dependency: pass your client's command function. Keep Redis's `maxmemory-policy` at
 * `noeviction` (its default); a Redis that restarts empty costs one get-status per verified
 * cookie older than the restart, and reopens nothing.
 *
 * @example lib/age-gate.ts
 * ```ts
 * import { createClient } from 'redis';
 * const connected = createClient({ url: process.env.REDIS_URL }).connect();
 * export const ageGate = createAgeGate({
 *   ...,
 *   store: createRedisStore(async (args) => (await connected).sendCommand(args)),
 * });
 * ```
 */
export function createRedisStore(
  command: RedisCommand,
  options: RedisStoreOptions = {},
): AgeGateStore {
  const prefix = options.prefix ?? 'ofage:';
  // Redis expiries are whole seconds and must be positive.
  const seconds = (ttl: number): string => String(Math.max(1, Math.ceil(ttl)));
  return {
    async get(key) {
      const reply = await command(['GET', prefix + key]);
      return reply === null || reply === undefined ? undefined : String(reply);
    },
    async set(key, value, ttlSeconds) {
      await command(['SET', prefix + key, value, 'EX', seconds(ttlSeconds)]);
    },
    async setIfAbsent(key, value, ttlSeconds) {
      // SET … NX replies OK when it stored and nil when the key exists.
      const reply = await command(['SET', prefix + key, value, 'EX', seconds(ttlSeconds), 'NX']);
      return reply !== null && reply !== undefined;
    },
    async delete(key) {
      await command(['DEL', prefix + key]);
    },
  };
}
