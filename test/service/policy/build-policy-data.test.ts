import { describe, expect, it } from 'vitest';
import {
  buildIso3166Data,
  buildPolicyData,
  type IsoLists,
  type PolicySupplement,
} from '../../../scripts/build-policy-data';
import * as realSupplement from '../../../scripts/policy-data/supplement';

/** A small ISO list: the fixture's countries, one the research file lacks, an EU territory. */
const ISO: IsoLists = {
  countries: [
    { alpha2: 'US', name: 'United States of America' },
    { alpha2: 'AU', name: 'Australia' },
    { alpha2: 'KW', name: 'Kuwait' },
    { alpha2: 'RS', name: 'Serbia' },
    { alpha2: 'AX', name: 'Åland Islands' },
    { alpha2: 'GU', name: 'Guam' },
  ],
  subdivisions: [{ code: 'US-AL' }, { code: 'US-GU' }, { code: 'US-TX' }, { code: 'AU-NSW' }],
  reserved: [{ alpha2: 'UK', name: 'United Kingdom' }],
};

const NO_SUPPLEMENT: PolicySupplement = {
  COUNTRY_VALUES: {},
  TERRITORY_ALIASES: {},
  EU_EEA: realSupplement.EU_EEA,
  GDPR_ART8_SOURCE: realSupplement.GDPR_ART8_SOURCE,
  RULINGS: {},
  ADDED_REGIMES: {},
  SET_REQUIREMENTS: {},
  USER_ASSIGNED_COUNTRIES: {},
};

const build = (input: unknown, supplement: Partial<PolicySupplement> = {}) =>
  buildPolicyData(input, { iso: ISO, supplement: { ...NO_SUPPLEMENT, ...supplement } });

const SOURCE_KEYS = [
  'age_key',
  'facial_estimation',
  'id_document_scan',
  'digital_wallet',
  'credit_card',
  'open_banking',
];

function regime(name: string, status = 'not-specified') {
  return {
    name,
    scope: 'dropped by the generator',
    methods: Object.fromEntries(SOURCE_KEYS.map((k) => [k, { status, note: '' }])),
    alsoAccepted: [],
    notAcceptable: ['Self-declaration of age'],
    sources: [`https://example.org/${name}`],
  };
}

/** A minimal source file in the shape of shared/data/jurisdictions.json. */
function fixture() {
  return {
    meta: { generated: '2026-11-22', evidenceWindow: 'June 2026', notLegalAdvice: true },
    countries: {
      US: {
        name: 'United States',
        adult: 18,
        digitalConsent: 13,
        subdivisions: {
          'US-AL': { adult: 19, note: 'Ala. Code 26-1-1', source: 'https://example.org/al' },
        },
        methods: { regimes: ['US_COPPA', 'US_TX_HB1181'] },
        source: 'https://example.org/us',
        sources: {
          adult: ['https://example.org/us'],
          digitalConsent: ['https://example.org/coppa'],
        },
        adultBasis: 'State law',
        digitalConsentBasis: { type: 'STAT', law: 'COPPA' },
        confidence: { adult: 'high', digitalConsent: 'high' },
        alcoholPurchaseNote: { text: 'dropped', verifiedInStore: true, sources: [] },
      },
      AU: {
        name: 'Australia',
        adult: 18,
        digitalConsent: 16,
        socialMediaMinimumAge: {
          age: 16,
          status: 'in force 10 Dec 2025: no parental override',
          sources: ['https://example.org/smma'],
        },
        methods: { regimes: [], note: 'No age-assurance method rules located' },
        source: 'https://example.org/au',
        sources: { adult: ['https://example.org/au'], digitalConsent: [] },
        adultBasis: 'Age of Majority Acts',
        digitalConsentBasis: { type: 'DEFAULT16', law: 'nothing located' },
        confidence: { adult: 'medium', digitalConsent: 'low' },
      },
    },
    regimes: {
      US_COPPA: {
        ...regime('US_COPPA'),
        methods: {
          ...regime('US_COPPA').methods,
          credit_card: { status: 'accepted-with-conditions', note: 'parent card' },
        },
      },
      US_TX_HB1181: regime('US_TX_HB1181', 'accepted'),
      US_LA_ACT440: regime('US_LA_ACT440'),
      US_UT_SB287: regime('US_UT_SB287'),
      US_APPSTORE: regime('US_APPSTORE'),
    },
    challengeAges: [
      {
        context: 'KJM',
        threshold: 18,
        challenge: 23,
        buffer: 5,
        sources: ['https://example.org/kjm'],
      },
    ],
    faceAgeEstimationBenchmarks: [{ dropped: true }],
  };
}

describe('scripts/build-policy-data', () => {
  it('keeps values with their sources and drops what the policy does not use', () => {
    const out = build(fixture());
    expect(out.meta).toMatchObject({ sourceGenerated: '2026-11-22', notLegalAdvice: true });
    expect(out.countries.US).toEqual({
      name: 'United States',
      adult: 18,
      digitalConsent: 13,
      regimes: ['US_COPPA', 'US_TX_HB1181'],
      sources: { adult: ['https://example.org/us'], digitalConsent: ['https://example.org/coppa'] },
      basis: { adult: 'State law', digitalConsent: { type: 'STAT', law: 'COPPA' } },
      confidence: { adult: 'high', digitalConsent: 'high' },
      provenance: { adult: 'sourced', digitalConsent: 'sourced' },
      subdivisions: {
        'US-AL': {
          name: 'Alabama',
          adult: 19,
          note: 'Ala. Code 26-1-1',
          sources: { adult: ['https://example.org/al'] },
        },
      },
    });
    expect(out.countries.AU?.socialMediaMinimumAge).toMatchObject({ age: 16, inForce: true });
    expect(out.countries.AU?.methodsNote).toBe('No age-assurance method rules located');
    expect(out).not.toHaveProperty('faceAgeEstimationBenchmarks');
  });

  it('renames method keys to protocol method names and scopes state laws to their states', () => {
    const out = build(fixture());
    expect(Object.keys(out.regimes.US_COPPA?.methods ?? {})).toEqual([
      'age-key',
      'facial-age-estimation',
      'id-document',
      'digital-wallet',
      'credit-card',
      'bank-app',
    ]);
    expect(out.regimes.US_COPPA?.methods['credit-card']).toEqual({
      status: 'accepted-with-conditions',
      note: 'parent card',
    });
    // Empty notes are dropped rather than kept as ''.
    expect(out.regimes.US_COPPA?.methods['age-key']).toEqual({ status: 'not-specified' });
    expect(out.regimes.US_COPPA?.appliesTo).toBeUndefined();
    expect(out.regimes.US_TX_HB1181?.appliesTo).toEqual(['US-TX']);
    expect(out.regimes.US_APPSTORE?.appliesTo).toEqual(['US-UT', 'US-TX', 'US-LA']);
  });

  it('refuses input it does not understand instead of dropping it', () => {
    const unknownMethod = fixture();
    (unknownMethod.regimes.US_COPPA.methods as Record<string, unknown>).self_declaration = {
      status: 'accepted',
    };
    expect(() => build(unknownMethod)).toThrow(/unknown method key self_declaration/);

    const unnamed = fixture();
    (unnamed.countries.US.subdivisions as Record<string, unknown>)['US-ZZ'] = {
      adult: 18,
      source: 'https://example.org/zz',
    };
    expect(() => build(unnamed)).toThrow(/no ISO 3166-2 name for US-ZZ/);

    const oddStatus = fixture();
    oddStatus.countries.AU.socialMediaMinimumAge.status = 'rumoured';
    expect(() => build(oddStatus)).toThrow(/status not understood/);

    const badStatus = fixture();
    badStatus.regimes.US_TX_HB1181.methods.age_key = { status: 'maybe', note: '' };
    expect(() => build(badStatus)).toThrow();

    const missingRegime = fixture();
    missingRegime.countries.US.methods.regimes.push('NOWHERE');
    expect(() => build(missingRegime)).toThrow(/unknown regime NOWHERE/);

    const unsourced = fixture();
    unsourced.countries.US.sources.adult = [];
    expect(() => build(unsourced)).toThrow(/US.adult has no source/);

    const notIso = fixture();
    (notIso.countries as Record<string, unknown>).XK = notIso.countries.AU;
    expect(() => build(notIso)).toThrow(/XK is not an assigned ISO 3166-1 code/);
  });

  it('gives every ISO country the research file lacks the documented defaults, marked default', () => {
    const out = build(fixture());
    expect(Object.keys(out.countries).sort()).toEqual(['AU', 'AX', 'GU', 'KW', 'RS', 'US']);
    expect(out.countries.RS).toMatchObject({
      name: 'Serbia',
      adult: 18,
      digitalConsent: 13,
      regimes: [],
      sources: { adult: [], digitalConsent: [] },
      provenance: { adult: 'default', digitalConsent: 'default' },
      confidence: { adult: 'low', digitalConsent: 'low' },
    });
    expect(out.countries.RS?.basis.digitalConsent.type).toBe('DEFAULT13');
    // An EU territory gets the GDPR Art. 8(1) default of 16, with the regulation as its source.
    expect(out.countries.AX).toMatchObject({
      digitalConsent: 16,
      provenance: { digitalConsent: 'default' },
      sources: { digitalConsent: [realSupplement.GDPR_ART8_SOURCE] },
    });
    // The research file's GDPR placeholder is a default too; its sourced values stay sourced.
    expect(out.countries.AU?.provenance).toEqual({ adult: 'sourced', digitalConsent: 'default' });
  });

  it('takes sourced values, aliases, rulings, regimes and set rules from the supplement', () => {
    const out = build(fixture(), {
      COUNTRY_VALUES: { KW: { adult: realSupplement.COUNTRY_VALUES.KW!.adult! } },
      TERRITORY_ALIASES: { GU: { to: 'US-GU', basis: 'US territory' } },
      RULINGS: {
        US_TX_HB1181: {
          'facial-age-estimation': {
            status: 'not-sufficient',
            note: 'not a listed method',
            sources: ['https://example.org/129b'],
          },
        },
      },
      ADDED_REGIMES: {
        US_XX: {
          ...realSupplement.ADDED_REGIMES.US_AR_ACT612!,
          appliesTo: ['US-AL'],
          sources: ['https://example.org/xx'],
        },
      },
      SET_REQUIREMENTS: { US_TX_HB1181: realSupplement.SET_REQUIREMENTS.FR_ARCOM! },
    });
    expect(out.countries.KW).toMatchObject({
      adult: 21,
      provenance: { adult: 'sourced', digitalConsent: 'default' },
      sources: { adult: realSupplement.COUNTRY_VALUES.KW!.adult!.sources },
    });
    expect(out.countries.GU).toBeUndefined();
    expect(out.aliases.GU).toEqual({ to: 'US-GU', basis: 'US territory' });
    expect(out.regimes.US_TX_HB1181?.methods['facial-age-estimation']).toEqual({
      status: 'not-sufficient',
      note: 'not a listed method',
      sources: ['https://example.org/129b'],
    });
    expect(out.regimes.US_TX_HB1181?.requiresOneOf?.id).toBe('double-anonymity');
    expect(out.countries.US?.regimes).toEqual(['US_COPPA', 'US_TX_HB1181', 'US_XX']);
    // An added statute's exclusions cite the statute itself.
    expect(out.regimes.US_XX?.methods['credit-card']).toMatchObject({
      status: 'not-sufficient',
      sources: ['https://example.org/xx'],
    });
    expect(out.regimes.US_XX?.appliesTo).toEqual(['US-AL']);
  });

  it('adds a user-assigned code with its sourced values and caveats, and never over an ISO code', () => {
    const xk = realSupplement.USER_ASSIGNED_COUNTRIES.XK!;
    const out = build(fixture(), { USER_ASSIGNED_COUNTRIES: { XK: xk } });
    expect(out.countries.XK).toMatchObject({
      name: 'Kosovo',
      adult: 18,
      digitalConsent: 16,
      regimes: [],
      sources: { adult: xk.adult.sources, digitalConsent: xk.digitalConsent.sources },
      basis: {
        adult: xk.adult.basis,
        digitalConsent: { type: 'STAT', law: xk.digitalConsent.basis },
      },
      confidence: { adult: 'medium', digitalConsent: 'low' },
      provenance: { adult: 'sourced', digitalConsent: 'sourced' },
      uncertain: xk.uncertain,
    });
    for (const code of ['RS', 'UK', 'ZK', 'US']) {
      expect(() => build(fixture(), { USER_ASSIGNED_COUNTRIES: { [code]: xk } }), code).toThrow(
        new RegExp(`USER_ASSIGNED_COUNTRIES.${code}: not a free user-assigned code`),
      );
    }
  });

  it('refuses a supplement that does not fit the data', () => {
    expect(() => build(fixture(), { RULINGS: { NOWHERE: {} } })).toThrow(/unknown regime NOWHERE/);
    expect(() =>
      build(fixture(), { TERRITORY_ALIASES: { GU: { to: 'US-ZZ', basis: 'x' } } }),
    ).toThrow(/US-ZZ is not an ISO 3166-2 code/);
    expect(() =>
      build(fixture(), {
        COUNTRY_VALUES: { US: { adult: realSupplement.COUNTRY_VALUES.KW!.adult! } },
      }),
    ).toThrow(/COUNTRY_VALUES.US: the research file covers it/);
    // An exclusion without its own citation cannot reach the output.
    expect(() =>
      build(fixture(), {
        RULINGS: {
          US_COPPA: { 'age-key': { status: 'not-sufficient', note: 'x', sources: [] } },
        },
      }),
    ).toThrow();
  });

  it('writes the ISO list with subdivisions by country and the reserved codes', () => {
    const iso = buildIso3166Data(ISO);
    expect(iso.countries).toMatchObject({ US: 'United States of America', RS: 'Serbia' });
    expect(iso.subdivisions).toEqual({ US: ['AL', 'GU', 'TX'], AU: ['NSW'] });
    expect(iso.reserved).toEqual({ UK: 'United Kingdom' });
    expect(iso.meta.source).toMatch(/iso-3166@4\.4\.0/);
  });
});
