import { createMemoryStore, type AgeGateStore } from './memory-store';
import { processWide } from './process-wide';
import { STORE_SINCE_TTL_SECONDS, storeKey } from './store-key';

/**
 * The gate's default store: one {@link createMemoryStore} per process for each set of cookie
 * secrets, however many copies of the gate Next bundles. The webhook route (a route handler)
 * records a revocation; the guard in a page, layout or server action reads it from the same
 * store, so it denies on its next call.
 *
 * Gates share it when they have the same `secret` list: those are the gates that accept each
 * other's verified cookies, so a revocation one of them receives must count for all. Its keys are
 * verification and delivery ids the service makes unique, so two such gates never read each
 * other's entries by mistake. Gates with other secrets get stores of their own.
 *
 * It lives as long as the process, so it has recorded everything since the process started
 * (nothing could write to it before it existed): its `since` is the process's start, and a
 * verified cookie minted before that — by the process a restart replaced — is confirmed with
 * the service once before it counts.
 */
export function processMemoryStore(secrets: readonly string[]): AgeGateStore {
  let shared: Promise<AgeGateStore> | undefined;
  const store = () =>
    (shared ??= processWide('memory-store', secrets, () => {
      const created = createMemoryStore();
      // Written synchronously by the memory store: no check can read the store before it.
      void created.set(
        storeKey.since,
        String(Math.floor(performance.timeOrigin)),
        STORE_SINCE_TTL_SECONDS,
      );
      return created;
    }));
  return {
    get: async (key) => (await store()).get(key),
    set: async (key, value, ttlSeconds) => (await store()).set(key, value, ttlSeconds),
    setIfAbsent: async (key, value, ttlSeconds) =>
      (await store()).setIfAbsent(key, value, ttlSeconds),
    delete: async (key) => (await store()).delete(key),
  };
}
