import { describe, expect, it } from 'vitest';
import {
  isKnownJurisdiction,
  resolveJurisdiction,
  thresholdFor,
} from '../../../src/service/policy';
import { policyTables } from '../../../src/service/policy/policy-data';

function resolve(code: string) {
  const j = resolveJurisdiction(code);
  if (j === undefined) throw new Error(`${code} did not resolve`);
  return j;
}

describe('resolveJurisdiction: countries', () => {
  // [code, adult, digital consent] — values of jurisdictions.json as generated.
  const sample: [string, number, number][] = [
    ['AT', 18, 14],
    ['BE', 18, 13],
    ['DE', 18, 16],
    ['ES', 18, 14],
    ['FR', 18, 15],
    ['IE', 18, 16],
    ['NL', 18, 16],
    ['GB', 18, 13],
    ['US', 18, 13],
    ['CA', 18, 13],
    ['AU', 18, 15],
    ['BR', 18, 16],
    ['IN', 18, 18],
    ['JP', 18, 16],
    ['KR', 19, 14],
    ['NZ', 20, 16],
    ['SG', 21, 13],
    ['TH', 20, 20],
    ['ID', 21, 18],
    ['EG', 21, 18],
  ];
  it.each(sample)('%s: adult %i, digital consent %i', (code, adult, digital) => {
    const j = resolve(code);
    expect(j).toMatchObject({ code, country: code, adultAge: adult, digitalConsentAge: digital });
    expect(j.subdivision).toBeUndefined();
    expect(j.hasSubdivisionEntry).toBe(false);
  });

  it('resolves every country in the data with its own values, sources and confidence', () => {
    // 249 ISO 3166-1 codes: 238 entries and 11 territories resolved as a subdivision (PR → US-PR);
    // and XK (Kosovo), user-assigned.
    expect(policyTables.countries.size).toBe(239);
    expect(policyTables.aliases.size).toBe(11);
    for (const [code, country] of policyTables.countries) {
      const j = resolve(code);
      expect(j.name).toBe(country.name);
      expect(j.adultAge).toBe(country.adult);
      expect(j.digitalConsentAge).toBe(country.digitalConsent);
      expect(j.sources).toEqual(country.sources);
      expect(j.confidence).toEqual(country.confidence);
      // The data never sets a digital age of consent above the age of majority.
      expect(j.digitalConsentAge).toBeLessThanOrEqual(j.adultAge);
    }
  });

  it('keeps the source of each value', () => {
    const de = resolve('DE');
    expect(de.sources.adult.length).toBeGreaterThan(0);
    expect(de.sources.digitalConsent.length).toBeGreaterThan(0);
    expect(de.confidence).toEqual({ adult: 'high', digitalConsent: 'high' });
    // A placeholder value without a URL says why through its basis and a low rating.
    const ch = resolve('CH');
    expect(ch.sources.digitalConsent).toEqual([]);
    expect(ch.confidence.digitalConsent).toBe('low');
    expect(ch.basis.digitalConsent).toMatch(/^DEFAULT16: /);
  });

  it('exposes the social-media minimum age with whether it is in force', () => {
    expect(resolve('AU').socialMediaMinimumAge).toMatchObject({ age: 16, inForce: true });
    expect(resolve('GB').socialMediaMinimumAge).toMatchObject({ age: 16, inForce: false });
    expect(resolve('DE').socialMediaMinimumAge).toBeUndefined();
  });

  it('answers undefined for a code that is not an assigned ISO 3166-1 code', () => {
    // XX and ZZ are user-assigned with no jurisdiction behind them, UK and EU are reserved.
    for (const code of ['ZZ', 'XX', 'XA', 'AA', 'UK', 'EU', 'QO', 'ZZ-AB', 'XK-01']) {
      expect(resolveJurisdiction(code)).toBeUndefined();
      expect(isKnownJurisdiction(code)).toBe(false);
    }
  });
});

describe('resolveJurisdiction: XK (Kosovo), the user-assigned code in general use', () => {
  it('resolves with its own thresholds, each with its sources and what was not checked', () => {
    const xk = resolve('XK');
    expect(xk).toMatchObject({
      code: 'XK',
      country: 'XK',
      name: 'Kosovo',
      adultAge: 18,
      digitalConsentAge: 16,
      regimes: [],
      provenance: { adult: 'sourced', digitalConsent: 'sourced' },
    });
    expect(xk.basis.adult).toMatch(/Family Law of Kosovo \(Law No\. 2004\/32\)/);
    expect(xk.basis.digitalConsent).toMatch(
      /^STAT: Law No\. 06\/L-082 on Personal Data Protection/,
    );
    expect(xk.sources.adult.length).toBeGreaterThan(0);
    expect(xk.sources.digitalConsent).toContain(
      'http://gzk.rks-gov.net/ActDocumentDetail.aspx?ActID=18616',
    );
    expect(xk.uncertain.join(' ')).toMatch(/not read/);
    expect(isKnownJurisdiction('XK')).toBe(true);
    expect(thresholdFor(xk, { ageCategory: 'ADULT' })).toBe(18);
    expect(thresholdFor(xk, { ageCategory: 'DIGITAL_YOUTH_OR_ADULT' })).toBe(16);
  });
});

describe('resolveJurisdiction: subdivisions', () => {
  it('applies every subdivision entry of the data over its country', () => {
    expect(policyTables.subdivisions.size).toBe(25);
    for (const [code, entry] of policyTables.subdivisions) {
      const country = policyTables.countries.get(code.slice(0, 2));
      const j = resolve(code);
      expect(j.code).toBe(code);
      expect(j.subdivision).toBe(code);
      expect(j.hasSubdivisionEntry).toBe(true);
      expect(j.name).toBe(`${entry.name}, ${country?.name}`);
      expect(j.adultAge).toBe(entry.adult ?? country?.adult);
      expect(j.digitalConsentAge).toBe(entry.digitalConsent ?? country?.digitalConsent);
      if (entry.adult !== undefined) {
        expect(j.sources.adult).toEqual(entry.sources.adult);
        // The source does not rate subdivision values; we do not invent a rating.
        expect(j.confidence.adult).toBeUndefined();
      }
    }
  });

  it.each([
    ['US-AL', 19],
    ['US-NE', 19],
    ['US-MS', 21],
    ['US-PR', 21],
    ['US-CA', 18],
    ['US-TX', 18],
    ['GB-SCT', 18],
    ['GB-ENG', 18],
  ])('%s: adult %i', (code, adult) => {
    expect(resolve(code).adultAge).toBe(adult);
  });

  it.each([
    ['CA-AB', 18],
    ['CA-MB', 18],
    ['CA-ON', 18],
    ['CA-PE', 18],
    ['CA-QC', 18],
    ['CA-SK', 18],
    ['CA-BC', 19],
    ['CA-NB', 19],
    ['CA-NL', 19],
    ['CA-NS', 19],
    ['CA-NT', 19],
    ['CA-NU', 19],
    ['CA-YT', 19],
  ])('Canadian province or territory %s: adult %i', (code, adult) => {
    const j = resolve(code);
    expect(j.adultAge).toBe(adult);
    expect(j.country).toBe('CA');
  });

  it('Quebec overrides the digital age of consent (Law 25: 14)', () => {
    expect(resolve('CA-QC').digitalConsentAge).toBe(14);
    expect(resolve('CA-ON').digitalConsentAge).toBe(13);
  });

  it('reads PR (ISO 3166-1 Puerto Rico) as US-PR', () => {
    const pr = resolve('PR');
    expect(pr).toBe(resolve('US-PR'));
    expect(pr).toMatchObject({ code: 'US-PR', country: 'US', subdivision: 'US-PR', adultAge: 21 });
    expect(pr.uncertain).toContain('majority may be lowered by pending PR legislation');
    // ISO 3166-2 lists no subdivisions under PR.
    expect(resolveJurisdiction('PR-SJ')).toBeUndefined();
  });

  it('gives a well-formed subdivision without an entry the country values', () => {
    const ny = resolve('US-NY');
    expect(ny).toMatchObject({
      code: 'US-NY',
      country: 'US',
      subdivision: 'US-NY',
      hasSubdivisionEntry: false,
      name: 'United States',
      adultAge: 18,
      digitalConsentAge: 13,
    });
    expect(ny.sources).toEqual(resolve('US').sources);
    expect(resolve('DE-BY')).toMatchObject({ code: 'DE-BY', adultAge: 18, digitalConsentAge: 16 });
    expect(resolve('FR-75C').code).toBe('FR-75C');
    expect(resolve('GB-LND').adultAge).toBe(18);
  });

  it('refuses a well-formed subdivision that ISO 3166-2 does not list', () => {
    // FR-75 was replaced by FR-75C in ISO 3166-2:FR; GB-X and US-ZZ never existed.
    for (const code of ['FR-75', 'GB-X', 'US-ZZ', 'DE-ZZZ', 'GU-01']) {
      expect(resolveJurisdiction(code)).toBeUndefined();
    }
  });

  it('limits state laws to their states and keeps them all for a bare US', () => {
    expect(resolve('US').regimes).toEqual([
      'US_COPPA',
      'US_TX_HB1181',
      'US_LA_ACT440',
      'US_UT_SB287',
      'US_APPSTORE',
      'US_VA_SB1515',
      'US_MS_SB2346',
      'US_AR_ACT612',
    ]);
    expect(resolve('US-NY').regimes).toEqual(['US_COPPA']);
    expect(resolve('US-VA').regimes).toEqual(['US_COPPA', 'US_VA_SB1515']);
    expect(resolve('US-MS').regimes).toEqual(['US_COPPA', 'US_MS_SB2346']);
    expect(resolve('US-AR').regimes).toEqual(['US_COPPA', 'US_AR_ACT612']);
    expect(resolve('US-TX').regimes).toEqual(['US_COPPA', 'US_TX_HB1181', 'US_APPSTORE']);
    expect(resolve('US-LA').regimes).toEqual(['US_COPPA', 'US_LA_ACT440', 'US_APPSTORE']);
    expect(resolve('US-UT').regimes).toEqual(['US_COPPA', 'US_UT_SB287', 'US_APPSTORE']);
    expect(resolve('GB-SCT').regimes).toEqual(['UK_OFCOM_HEAA']);
  });
});

describe('resolveJurisdiction: malformed codes', () => {
  it.each([
    'us',
    'Us',
    'us-al',
    'US-al',
    'gb',
    'U',
    'USA',
    'US-',
    '-AL',
    'US-ABCD',
    'US_AL',
    'US AL',
    ' US',
    'US ',
    'US\n',
    '',
    'US-AL-X',
    'U1',
    '12',
    '__proto__',
    'constructor',
    'US-__',
    "US' OR '1'='1",
    'US;DROP TABLE',
    '<script>',
    '../US',
    'US%2D',
    'US-%00',
  ])('rejects %j', (code) => {
    expect(resolveJurisdiction(code)).toBeUndefined();
    expect(isKnownJurisdiction(code)).toBe(false);
  });

  it('rejects values that are not strings at run time', () => {
    for (const value of [undefined, null, 42, {}, ['US']]) {
      expect(resolveJurisdiction(value as unknown as string)).toBeUndefined();
    }
  });

  it('returns frozen objects, so one caller cannot change another caller’s policy', () => {
    const us = resolve('US');
    expect(Object.isFrozen(us)).toBe(true);
    expect(Object.isFrozen(us.regimes)).toBe(true);
    expect(Object.isFrozen(us.sources.adult)).toBe(true);
  });
});
