import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, keyPrefix } from '../../../src/service/keys/api-keys';

describe('generateApiKey', () => {
  it('is the mode prefix and 40 base62 characters, with a visible prefix and a SHA-256 hash', () => {
    const key = generateApiKey('live');
    expect(key).toMatch(/^ofage_live_[A-Za-z0-9]{40}$/);
    expect(keyPrefix(key)).toBe(key.slice(0, 'ofage_live_'.length + 4));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateApiKey('test')).not.toBe(generateApiKey('test'));
  });

  it('draws every character uniformly: no modulo bias towards the first letters', () => {
    // byte % 62 would make A–H 25 % more frequent than the rest; uniform draws keep the two
    // means within a few tenths of a percent of each other at this sample size.
    const counts = new Map<string, number>();
    for (let i = 0; i < 5_000; i++) {
      for (const c of generateApiKey('test').slice('ofage_test_'.length)) {
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(62);
    const mean = (chars: string) =>
      [...chars].reduce((sum, c) => sum + (counts.get(c) ?? 0), 0) / chars.length;
    const first = mean('ABCDEFGH');
    const rest = mean('IJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
    expect(first / rest).toBeGreaterThan(0.9);
    expect(first / rest).toBeLessThan(1.1);
  });
});
