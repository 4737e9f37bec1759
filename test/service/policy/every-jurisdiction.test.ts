import { iso31661, iso31662 } from 'iso-3166';
import { describe, expect, it } from 'vitest';
import { COUNTRY_VALUES } from '../../../scripts/policy-data/supplement';
import isoData from '../../../src/service/policy/data/iso-3166.json' with { type: 'json' };
import {
  resolveJurisdiction,
  unknownJurisdictionReason,
  type ResolvedJurisdiction,
} from '../../../src/service/policy';
import { policyTables } from '../../../src/service/policy/policy-data';

function resolve(code: string): ResolvedJurisdiction {
  const j = resolveJurisdiction(code);
  if (j === undefined)
    throw new Error(`${code} did not resolve: ${unknownJurisdictionReason(code)}`);
  return j;
}

const LIST = 'src/service/policy/data/iso-3166.json';

describe('every ISO 3166 jurisdiction', () => {
  it('the repository holds all 249 ISO 3166-1 codes, the same as the maintained package', () => {
    expect(Object.keys(isoData.countries)).toHaveLength(249);
    expect(Object.keys(isoData.countries).sort()).toEqual(iso31661.map((c) => c.alpha2).sort());
    const subdivisions = Object.entries(isoData.subdivisions).flatMap(([c, parts]) =>
      parts.map((p) => `${c}-${p}`),
    );
    expect(subdivisions.sort()).toEqual(iso31662.map((s) => s.code).sort());
  });

  it('resolves every ISO 3166-1 code, in upper and lower case, to a threshold pair', () => {
    for (const code of Object.keys(isoData.countries)) {
      const j = resolve(code);
      expect(j.adultAge, code).toBeGreaterThanOrEqual(18);
      expect(j.digitalConsentAge, code).toBeGreaterThanOrEqual(13);
      expect(j.digitalConsentAge, code).toBeLessThanOrEqual(j.adultAge);
      expect(resolveJurisdiction(code.toLowerCase()), code).toBeUndefined(); // schema upper-cases
    }
  });

  it('resolves every ISO 3166-2 subdivision to its country', () => {
    for (const [country, parts] of Object.entries(isoData.subdivisions)) {
      for (const part of parts) {
        const code = `${country}-${part}`;
        const j = resolve(code);
        const alias = policyTables.aliases.get(country);
        // UM-67 (Johnston Atoll) takes the rules of UM, which resolves as US-UM.
        expect(j.code, code).toBe(alias?.to ?? code);
        expect(j.country, code).toBe(alias?.to.slice(0, 2) ?? country);
      }
    }
  });

  it('resolves territories under the law of the country that ISO 3166-2 files them with', () => {
    expect(resolve('GP')).toMatchObject({
      code: 'FR-971',
      country: 'FR',
      adultAge: 18,
      digitalConsentAge: 15,
      regimes: ['FR_ARCOM', 'EU_DSA_ART28'],
    });
    expect(resolve('GU')).toMatchObject({ code: 'US-GU', country: 'US', regimes: ['US_COPPA'] });
    expect(resolve('PR')).toBe(resolve('US-PR'));
  });

  it('marks every value sourced, reasoned or default, and each provenance holds', () => {
    const count = { sourced: 0, reasoned: 0, default: 0 };
    for (const [code, country] of policyTables.countries) {
      for (const value of ['adult', 'digitalConsent'] as const) {
        const provenance = country.provenance[value];
        count[provenance] += 1;
        if (provenance === 'sourced')
          expect(country.sources[value].length, code).toBeGreaterThan(0);
        if (provenance === 'default') {
          expect(value === 'adult' ? [18] : [13, 16], `${code}.${value}`).toContain(country[value]);
        }
      }
    }
    // XK's two values are sourced (USER_ASSIGNED_COUNTRIES in the supplement).
    expect(count).toEqual({ sourced: 123, reasoned: 8, default: 347 });
  });

  it('every value that is not a default has its source; the only exceptions are listed here', () => {
    // The research file gives these a legal basis but no URL it could retrieve (rated low).
    const reasoned: string[] = [];
    for (const [code, country] of policyTables.countries) {
      for (const value of ['adult', 'digitalConsent'] as const) {
        if (country.provenance[value] !== 'reasoned') continue;
        reasoned.push(`${code}.${value}`);
        expect(country.confidence[value]).toBe('low');
        expect(country.basis.digitalConsent.law.length).toBeGreaterThan(0);
      }
    }
    expect(reasoned.sort()).toEqual([
      'CA.digitalConsent',
      'EG.digitalConsent',
      'JP.digitalConsent',
      'KE.digitalConsent',
      'RU.digitalConsent',
      'TR.digitalConsent',
      'TW.digitalConsent',
      'UA.digitalConsent',
    ]);
  });

  it('every override has its source: subdivision entries and the supplement’s country values', () => {
    for (const [code, entry] of policyTables.subdivisions) {
      if (entry.adult !== undefined) expect(entry.sources.adult?.length, code).toBeGreaterThan(0);
      if (entry.digitalConsent !== undefined)
        expect(entry.sources.digitalConsent?.length, code).toBeGreaterThan(0);
      expect(resolve(code).provenance.adult).toBe(
        entry.adult === undefined
          ? policyTables.countries.get(code.slice(0, 2))?.provenance.adult
          : 'sourced',
      );
    }
    for (const [code, values] of Object.entries(COUNTRY_VALUES)) {
      const j = resolve(code);
      if (values.adult !== undefined) {
        expect(j.adultAge).toBe(values.adult.value);
        expect(j.sources.adult).toEqual(values.adult.sources);
        expect(j.provenance.adult).toBe('sourced');
      }
    }
    expect(resolve('KW').adultAge).toBe(21);
    expect(resolve('DZ').adultAge).toBe(19);
  });

  it.each([
    ['XX', /"XX" is not an ISO 3166-1 country code/],
    ['XK-01', /"01" is not an ISO 3166-2 subdivision of Kosovo; send "XK" alone/],
    ['UK', /reserved in ISO 3166-1 \(United Kingdom\).*the United Kingdom is "GB"/],
    ['EU', /reserved in ISO 3166-1 \(European Union\)/],
    ['US-ZZ', /"ZZ" is not an ISO 3166-2 subdivision of United States of America; send "US" alone/],
    ['FR-75', /"75" is not an ISO 3166-2 subdivision of France/],
    ['PR-SJ', /"SJ" is not an ISO 3166-2 subdivision of Puerto Rico, which is resolved as "US-PR"/],
    ['USA', /is not an ISO 3166 code/],
  ])('refuses %s and says where the list of codes is', (code, reason) => {
    const message = unknownJurisdictionReason(code);
    expect(message).toMatch(reason);
    if (!code.startsWith('PR')) expect(message).toContain(LIST);
  });

  it('has no reason for a code that resolves', () => {
    expect(unknownJurisdictionReason('RS')).toBeUndefined();
  });
});
