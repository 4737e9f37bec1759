import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashSecret,
  newSecret,
  secretMatches,
} from '../../../src/service/verifications/secret-hash';

describe('secrets of short links and widget sessions', () => {
  it('are 256 bits, base64url, and never repeat across refills of the random pool', () => {
    // 1,000 secrets: several refills of the 128-secret pool.
    const secrets = Array.from({ length: 1000 }, newSecret);
    for (const s of secrets) {
      expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(s, 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
    // Bytes drawn from the pool are not handed out zeroed (a pool read after it was cleared).
    expect(secrets.filter((s) => /^A+$/.test(s.slice(0, 20)))).toEqual([]);
  });

  it('are stored as their SHA-256 (base64url) and matched only by the secret itself', () => {
    const secret = newSecret();
    const hash = hashSecret(secret);
    expect(hash).toBe(createHash('sha256').update(secret).digest('base64url'));
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(newSecret(), hash)).toBe(false);
    expect(secretMatches(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, hash)).toBe(
      false,
    );
    expect(secretMatches(hash, hash)).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
    expect(secretMatches('short', hashSecret('short'))).toBe(false);
  });
});
