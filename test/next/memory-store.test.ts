import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/next/memory-store';

describe('createMemoryStore', () => {
  it('sets if absent, expires after the TTL and stays bounded', async () => {
    const clock = { now: 0 };
    const store = createMemoryStore({ maxEntries: 2, now: () => clock.now });
    expect(await store.setIfAbsent('a', '1', 10)).toBe(true);
    expect(await store.setIfAbsent('a', '2', 10)).toBe(false);
    expect(await store.get('a')).toBe('1');
    clock.now = 10_000;
    expect(await store.get('a')).toBeUndefined();
    expect(await store.setIfAbsent('a', '3', 10)).toBe(true);
    await store.set('b', 'b', 10);
    await store.set('c', 'c', 10);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toBe('c');
    await store.delete('c');
    expect(await store.get('c')).toBeUndefined();
  });
});
