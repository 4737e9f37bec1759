import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SELFIE_CLEAR_MISMATCH_BELOW,
  SELFIE_MATCH_MIN_SIMILARITY,
  faceSimilarity,
  selfieMatches,
  selfieOutcome,
} from '../../../../src/service/methods/id-document/selfie-match';

/**
 * A 1024-number descriptor like faceres's. Under Human's normalisation a drift of `by` on every
 * number scores 1 up to by ≈ 0.125 and 0.5 at by = 0.3125 (squared distance 100).
 */
const descriptor = (seed: number) =>
  Array.from({ length: 1024 }, (_, i) => Math.sin(seed * 1000 + i * 0.37) * 0.5);
const nudged = (d: number[], by: number) => d.map((v, i) => v + (i % 2 ? by : -by));

describe('selfie match: the comparison rule', () => {
  it('gives 1 for identical descriptors and falls as they drift apart', () => {
    const a = descriptor(1);
    expect(faceSimilarity(a, a)).toBe(1);
    const near = faceSimilarity(a, nudged(a, 0.2));
    const far = faceSimilarity(a, nudged(a, 0.4));
    expect(near).toBeGreaterThan(far);
    expect(faceSimilarity(a, descriptor(2))).toBeLessThan(near);
  });

  it('agrees with @vladmandic/human match.similarity (its defaults)', async () => {
    // Human's own source of the rule, from its package (not through its entry, which loads tfjs).
    const source = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
      '..',
      'src',
      'face',
      'match.ts',
    );
    const { similarity } = (await import(source)) as {
      similarity: (a: number[], b: number[]) => number;
    };
    for (const [a, b] of [
      [descriptor(1), nudged(descriptor(1), 0.25)],
      [descriptor(1), descriptor(3)],
      [descriptor(4), nudged(descriptor(4), 0.35)],
    ] as const) {
      expect(faceSimilarity(a, b)).toBeCloseTo(similarity(a, b), 2);
    }
  });

  it('matches at the threshold and not below it', () => {
    const a = descriptor(5);
    // Find a drift on either side of the bar.
    let below = 0;
    let above = 0;
    for (let by = 0; by < 1; by += 0.002) {
      const s = faceSimilarity(a, nudged(a, by));
      if (s >= SELFIE_MATCH_MIN_SIMILARITY) above = by;
      else if (!below) below = by;
    }
    expect(above).toBeGreaterThan(0);
    expect(below).toBeGreaterThan(above);
    expect(selfieMatches(nudged(a, above), a)).toBe(true);
    expect(selfieMatches(nudged(a, below), a)).toBe(false);
  });

  it('never matches descriptors of different lengths or empty ones', () => {
    expect(faceSimilarity([], [])).toBe(0);
    expect(selfieMatches(descriptor(1), descriptor(1).slice(1))).toBe(false);
  });

  it('counts only a clear mismatch as a fraud signal; the grey zone and no face are a retry', () => {
    expect(SELFIE_MATCH_MIN_SIMILARITY).toBe(0.7);
    expect(SELFIE_CLEAR_MISMATCH_BELOW).toBe(0.5);
    expect(selfieOutcome(1)).toBe('match');
    expect(selfieOutcome(0.7)).toBe('match');
    expect(selfieOutcome(0.69)).toBe('retry');
    expect(selfieOutcome(0.5)).toBe('retry');
    expect(selfieOutcome(0.49)).toBe('mismatch');
    expect(selfieOutcome(0.18)).toBe('mismatch');
    expect(selfieOutcome(null)).toBe('retry');
  });
});
