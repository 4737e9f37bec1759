import type { AgeGateStore } from './memory-store';
import { STORE_SINCE_TTL_SECONDS, storeKey } from './store-key';

/**
 * Since when (epoch ms) `store` has kept everything the gate wrote to it. A store that never
 * recorded it (a shared store's first use) or lost it (a Redis that restarted empty, an evicted
 * entry) starts now: a later start only means more tokens are confirmed with the service.
 */
export async function storeSince(store: AgeGateStore, now: () => number): Promise<number> {
  const recorded = Number(await store.get(storeKey.since));
  if (recorded > 0) return recorded;
  await store.setIfAbsent(storeKey.since, String(now()), STORE_SINCE_TTL_SECONDS);
  const started = Number(await store.get(storeKey.since));
  return started > 0 ? started : now();
}
