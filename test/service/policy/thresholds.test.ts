import { describe, expect, it } from 'vitest';
import {
  resolveJurisdiction,
  resultAgeCategory,
  thresholdFor,
  type ResolvedJurisdiction,
} from '../../../src/service/policy';

function resolve(code: string): ResolvedJurisdiction {
  const j = resolveJurisdiction(code);
  if (j === undefined) throw new Error(`${code} did not resolve`);
  return j;
}

describe('thresholdFor', () => {
  it.each([
    ['GB', 18, 13],
    ['DE', 18, 16],
    ['US-AL', 19, 13],
    ['US-MS', 21, 13],
    ['PR', 21, 13],
    ['CA-BC', 19, 13],
    ['CA-QC', 18, 14],
    ['NZ', 20, 16],
    ['SG', 21, 13],
  ])('%s: ADULT %i, DIGITAL_YOUTH_OR_ADULT %i', (code, adult, digital) => {
    const j = resolve(code);
    expect(thresholdFor(j, { ageCategory: 'ADULT' })).toBe(adult);
    expect(thresholdFor(j, { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' })).toBe(digital);
  });

  it('takes a numeric age as given, whatever the jurisdiction', () => {
    expect(thresholdFor(resolve('US-MS'), { age: 16 })).toBe(16);
    expect(thresholdFor(resolve('GB'), { age: 25 })).toBe(25);
  });

  it('throws a TypeError when the criteria name no requirement', () => {
    expect(() => thresholdFor(resolve('GB'), {})).toThrow(TypeError);
  });
});

describe('resultAgeCategory', () => {
  const at = (code: string, low: number, high = low) =>
    resultAgeCategory(resolve(code), { low, high });

  it('GB (adult 18, consent 13): boundaries', () => {
    expect(at('GB', 12)).toBe('digital-minor');
    expect(at('GB', 13)).toBe('digital-youth');
    expect(at('GB', 17)).toBe('digital-youth');
    expect(at('GB', 18)).toBe('adult');
    expect(at('GB', 18, 100)).toBe('adult');
  });

  it('US-AL (adult 19): an 18-year-old is not an adult', () => {
    expect(at('US-AL', 18)).toBe('digital-youth');
    expect(at('US-AL', 19)).toBe('adult');
  });

  it('US-MS and PR (adult 21)', () => {
    expect(at('US-MS', 20)).toBe('digital-youth');
    expect(at('US-MS', 21)).toBe('adult');
    expect(at('PR', 20, 100)).toBe('digital-youth');
    expect(at('PR', 21)).toBe('adult');
  });

  it('CA-QC (consent 14) and DE (consent 16)', () => {
    expect(at('CA-QC', 13)).toBe('digital-minor');
    expect(at('CA-QC', 14)).toBe('digital-youth');
    expect(at('DE', 15)).toBe('digital-minor');
    expect(at('DE', 16)).toBe('digital-youth');
  });

  it('TH (adult 20 = consent 20) has no digital-youth band', () => {
    expect(at('TH', 19)).toBe('digital-minor');
    expect(at('TH', 20)).toBe('adult');
  });

  it('decides on the proven lower bound only, never the upper', () => {
    expect(at('GB', 12, 40)).toBe('digital-minor');
    expect(at('GB', 17, 30)).toBe('digital-youth');
  });
});
