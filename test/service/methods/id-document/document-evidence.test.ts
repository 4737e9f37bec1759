import { describe, expect, it } from 'vitest';
import {
  ageOn,
  documentEvidence,
} from '../../../../src/service/methods/id-document/document-evidence';
import type { DocumentFacts } from '../../../../src/service/methods/id-document/document-facts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const facts = (dateOfBirth: string, expiry: string | null = '2030-01-01'): DocumentFacts => ({
  kind: 'aamva-pdf417',
  dateOfBirth,
  expiry,
  issuer: 'US-CA',
});

describe('ageOn', () => {
  it.each([
    ['2008-11-23', '2026-11-23', 18],
    ['2008-11-24', '2026-11-23', 17],
    ['2008-12-01', '2026-11-23', 17],
    ['2008-01-01', '2026-11-23', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
  ])('born %s, on %s: %i', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });
});

describe('documentEvidence', () => {
  it('is an exact age with the date of birth, on the day of the 18th birthday too', () => {
    expect(documentEvidence(facts('2008-11-23'), NOW)).toEqual({
      usable: true,
      evidence: {
        method: 'id-document',
        kind: 'exact',
        ageLow: 18,
        ageHigh: 18,
        assurance: 'substantial',
        dob: '2008-11-23',
      },
    });
  });

  it('is 17 the day before', () => {
    expect(documentEvidence(facts('2008-11-24'), NOW)).toMatchObject({
      evidence: { ageLow: 17, ageHigh: 17 },
    });
  });

  it('refuses a document that expired yesterday, but not one expiring today', () => {
    expect(documentEvidence(facts('1980-01-01', '2026-11-22'), NOW)).toMatchObject({
      usable: false,
      reason: 'expired',
      evidence: { kind: 'none' },
    });
    expect(documentEvidence(facts('1980-01-01', '2026-11-23'), NOW).usable).toBe(true);
    expect(documentEvidence(facts('1980-01-01', null), NOW).usable).toBe(true);
  });

  it('refuses a date of birth in the future', () => {
    expect(documentEvidence(facts('2027-01-01'), NOW)).toMatchObject({
      usable: false,
      reason: 'future-birth-date',
    });
  });
});
