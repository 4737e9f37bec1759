import { describe, expect, it } from 'vitest';
import { satisfiesRequirement } from '../../src/next/requirement';

const adultUS = {
  jurisdiction: 'US',
  criteria: { ageCategory: 'ADULT' as const },
  ageCategory: 'adult' as const,
  ageLow: 18,
};

describe('satisfiesRequirement', () => {
  it('a US ADULT verification does not meet US-MS ADULT', () => {
    expect(
      satisfiesRequirement(adultUS, { jurisdiction: 'US-MS', criteria: { ageCategory: 'ADULT' } }),
    ).toBe(false);
  });
  it('an adult result meets DIGITAL_YOUTH_OR_ADULT in the same jurisdiction', () => {
    expect(
      satisfiesRequirement(adultUS, {
        jurisdiction: 'US',
        criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' },
      }),
    ).toBe(true);
  });
  it('a numeric criterion needs the proven lower bound', () => {
    expect(satisfiesRequirement(adultUS, { jurisdiction: 'US', criteria: { age: 18 } })).toBe(true);
    expect(satisfiesRequirement(adultUS, { jurisdiction: 'US', criteria: { age: 19 } })).toBe(
      false,
    );
    expect(
      satisfiesRequirement(
        { ...adultUS, ageLow: undefined },
        { jurisdiction: 'US', criteria: { age: 1 } },
      ),
    ).toBe(false);
  });
  it('a missing result category meets no category criterion', () => {
    expect(
      satisfiesRequirement(
        { ...adultUS, ageCategory: undefined },
        { jurisdiction: 'US', criteria: { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' } },
      ),
    ).toBe(false);
  });
  it('anyJurisdiction ignores the jurisdiction only', () => {
    expect(
      satisfiesRequirement(
        adultUS,
        { jurisdiction: 'DE', criteria: { ageCategory: 'ADULT' } },
        { anyJurisdiction: true },
      ),
    ).toBe(true);
    expect(
      satisfiesRequirement(
        adultUS,
        { jurisdiction: 'DE', criteria: { age: 21 } },
        { anyJurisdiction: true },
      ),
    ).toBe(false);
  });
});
