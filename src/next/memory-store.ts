/**
 * Where the gate keeps delivery ids (for dedupe), verification results (so a later confirm of
 * the bound id can use them), revocations and account bindings. Values are strings; TTLs are
 * seconds. Any key-value store with "set if absent" fits, e.g. Redis `SET key value NX EX ttl`.
 * It must not drop entries before their TTL while keeping newer ones (a Redis eviction policy
 * other than `noeviction` would): the gate records in it since when it has kept everything, and
 * trusts cookies minted after that without asking the service.
 */
export interface AgeGateStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Stores only when `key` is absent; resolves true when it stored. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export interface MemoryStoreOptions {
  /** Entries kept before the oldest are evicted; default 10 000. */
  maxEntries?: number;
  /** Injected clock in milliseconds. */
  now?: () => number;
}

/**
 * A new {@link AgeGateStore} in memory: bounded, with expiry, private to the object it returns.
 * For tests, or to wrap in a store of your own. Leave `store` unset rather than passing one from
 * `lib/age-gate.ts`: Next evaluates that file once per bundle (route handlers, pages, server
 * actions), so each would get a different store, and a revocation the webhook route records
 * would not reach the pages. The default is one memory store per process; use a shared store
 * (Redis, your database) when the app runs on more than one instance.
 *
 * @example test/age-gate.test.ts
 * ```ts
 * const ageGate = createAgeGate({ ..., store: createMemoryStore({ now: () => clock.now }) });
 * ```
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): AgeGateStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();

  function live(key: string) {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }
  function put(key: string, value: string, ttlSeconds: number) {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    // Map keeps insertion order: the first keys are the oldest writes.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlSeconds) {
      put(key, value, ttlSeconds);
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (live(key)) return false;
      put(key, value, ttlSeconds);
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
