import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHALLENGE_AGE_BUFFER,
  challengeAgeBuffer,
  defaultFacialEstimationBounds,
  resolveJurisdiction,
  thresholdFor,
  type ResolvedJurisdiction,
} from '../../../src/service/policy';
import { policyTables } from '../../../src/service/policy/policy-data';

function resolve(code: string): ResolvedJurisdiction {
  const j = resolveJurisdiction(code);
  if (j === undefined) throw new Error(`${code} did not resolve`);
  return j;
}

describe('defaultFacialEstimationBounds', () => {
  it('adds 5 years by default: 18 → pass at 23, fail under 18', () => {
    expect(DEFAULT_CHALLENGE_AGE_BUFFER).toBe(5);
    expect(defaultFacialEstimationBounds(resolve('DE'), 18)).toEqual({
      passIfOver: 23,
      failIfUnder: 18,
    });
    expect(defaultFacialEstimationBounds(resolve('US'), 18)).toEqual({
      passIfOver: 23,
      failIfUnder: 18,
    });
  });

  it('follows the jurisdiction threshold (US-MS 21 → 26, DE consent 16 → 21)', () => {
    const ms = resolve('US-MS');
    expect(defaultFacialEstimationBounds(ms, thresholdFor(ms, { ageCategory: 'ADULT' }))).toEqual({
      passIfOver: 26,
      failIfUnder: 21,
    });
    const de = resolve('DE');
    expect(
      defaultFacialEstimationBounds(
        de,
        thresholdFor(de, { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' }),
      ),
    ).toEqual({ passIfOver: 21, failIfUnder: 16 });
  });

  it('uses Challenge 25 (+7) in Scotland, and in GB where the nation is unknown', () => {
    expect(defaultFacialEstimationBounds(resolve('GB-SCT'), 18)).toEqual({
      passIfOver: 25,
      failIfUnder: 18,
    });
    expect(challengeAgeBuffer(resolve('GB'))).toBe(7);
    expect(challengeAgeBuffer(resolve('GB-ENG'))).toBe(5);
    expect(challengeAgeBuffer(resolve('GB-WLS'))).toBe(5);
    expect(challengeAgeBuffer(resolve('GB-NIR'))).toBe(5);
  });

  it('rests on buffers the data records (KJM 18 → 23, Scottish Challenge 25)', () => {
    const entries = policyTables.challengeAges;
    expect(entries.some((e) => e.threshold === 18 && e.buffer === 5 && /KJM/.test(e.context))).toBe(
      true,
    );
    expect(
      entries.some((e) => e.threshold === 18 && e.buffer === 7 && /Scotland/.test(e.context)),
    ).toBe(true);
    // No buffer in the data for an 18+ check is stricter than the one we pick for GB.
    const strictest = Math.max(
      ...entries.filter((e) => e.threshold === 18).map((e) => e.buffer ?? 0),
    );
    expect(challengeAgeBuffer(resolve('GB'))).toBe(strictest);
  });

  it('always leaves a gap: passIfOver > failIfUnder for every jurisdiction and threshold', () => {
    for (const code of [...policyTables.countries.keys(), ...policyTables.subdivisions.keys()]) {
      const j = resolve(code);
      for (const threshold of [j.digitalConsentAge, j.adultAge]) {
        const b = defaultFacialEstimationBounds(j, threshold);
        expect(b.failIfUnder).toBe(threshold);
        expect(b.passIfOver - b.failIfUnder).toBeGreaterThanOrEqual(DEFAULT_CHALLENGE_AGE_BUFFER);
      }
    }
  });

  it('stays within the protocol’s age range and rejects a nonsensical threshold', () => {
    expect(defaultFacialEstimationBounds(resolve('DE'), 118).passIfOver).toBe(120);
    for (const bad of [0, -1, 18.5, Number.NaN, 121]) {
      expect(() => defaultFacialEstimationBounds(resolve('DE'), bad)).toThrow(RangeError);
    }
  });
});
