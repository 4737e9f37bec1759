import { describe, expect, it } from 'vitest';
import { jurisdictionGroups } from '../../../src/service/console/jurisdiction-groups';

describe('jurisdiction groups for the product page', () => {
  const groups = jurisdictionGroups();
  const group = (country: string) => groups.find((g) => g.countries.includes(country))!;

  it('cover every country of the policy, once', () => {
    const all = groups.flatMap((g) => g.countries);
    // 238 ISO 3166-1 entries (territories resolved as a subdivision are not countries) and XK.
    expect(all).toHaveLength(239);
    expect(all).toContain('XK');
    expect(new Set(all).size).toBe(all.length);
  });

  it('list each country’s ages with whether each is sourced or a documented default', () => {
    const none = group('RS');
    expect(none.key).toBe('');
    expect(none.members.find((m) => m.code === 'RS')).toMatchObject({
      adultAge: 18,
      digitalConsentAge: 13,
      provenance: { adult: 'default', digitalConsent: 'default' },
      sources: { adult: [], digitalConsent: [] },
    });
    expect(none.members.find((m) => m.code === 'KW')).toMatchObject({
      adultAge: 21,
      provenance: { adult: 'sourced' },
    });
    const total = groups.reduce(
      (sum, g) => ({
        sourced: sum.sourced + g.provenanceCount.sourced,
        reasoned: sum.reasoned + g.provenanceCount.reasoned,
        default: sum.default + g.provenanceCount.default,
      }),
      { sourced: 0, reasoned: 0, default: 0 },
    );
    expect(total).toEqual({ sourced: 123, reasoned: 8, default: 347 });
  });

  it('carry the rules: exclusions with their rule id, set rules and what a regime rejects', () => {
    const de = group('DE');
    expect(de.rules.find((r) => r.method === 'credit-card')?.excludedBy?.ruleId).toBe(
      'DE_KJM/credit-card',
    );
    expect(group('FR').setRules.map((r) => r.ruleId)).toEqual(['FR_ARCOM/double-anonymity']);
    expect(group('GB').notAcceptable).toEqual([
      { regime: 'UK_OFCOM_HEAA', items: expect.arrayContaining(['Self-declaration of age']) },
    ]);
  });
});
