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
  it('anyJurisdiction: a proof for another jurisdiction needs an age floor that holds everywhere', () => {
    const gateDE = { jurisdiction: 'DE', criteria: { ageCategory: 'ADULT' as const } };
    // Proven "over 18" in the US: DE's threshold is unknown here, so it does not count…
    expect(satisfiesRequirement(adultUS, gateDE, { anyJurisdiction: true })).toBe(false);
    // …a proven 21, the strictest age of majority anywhere, does.
    expect(
      satisfiesRequirement({ ...adultUS, ageLow: 21 }, gateDE, { anyJurisdiction: true }),
    ).toBe(true);
    expect(
      satisfiesRequirement(
        { ...adultUS, ageLow: 30 },
        { jurisdiction: 'DE', criteria: { age: 21 } },
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
    // Never without anyJurisdiction, however old.
    expect(satisfiesRequirement({ ...adultUS, ageLow: 40 }, gateDE)).toBe(false);
  });
});
