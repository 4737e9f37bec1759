import { describe, expect, it } from 'vitest';
import { buildPolicyData } from '../../../scripts/build-policy-data';

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
        digitalConsent: 15,
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
    const out = buildPolicyData(fixture());
    expect(out.meta).toMatchObject({ sourceGenerated: '2026-11-22', notLegalAdvice: true });
    expect(out.countries.US).toEqual({
      name: 'United States',
      adult: 18,
      digitalConsent: 13,
      regimes: ['US_COPPA', 'US_TX_HB1181'],
      sources: { adult: ['https://example.org/us'], digitalConsent: ['https://example.org/coppa'] },
      basis: { adult: 'State law', digitalConsent: { type: 'STAT', law: 'COPPA' } },
      confidence: { adult: 'high', digitalConsent: 'high' },
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
    const out = buildPolicyData(fixture());
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
    expect(() => buildPolicyData(unknownMethod)).toThrow(/unknown method key self_declaration/);

    const unnamed = fixture();
    (unnamed.countries.US.subdivisions as Record<string, unknown>)['US-ZZ'] = {
      adult: 18,
      source: 'https://example.org/zz',
    };
    expect(() => buildPolicyData(unnamed)).toThrow(/no ISO 3166-2 name for US-ZZ/);

    const oddStatus = fixture();
    oddStatus.countries.AU.socialMediaMinimumAge.status = 'rumoured';
    expect(() => buildPolicyData(oddStatus)).toThrow(/status not understood/);

    const badStatus = fixture();
    badStatus.regimes.US_TX_HB1181.methods.age_key = { status: 'maybe', note: '' };
    expect(() => buildPolicyData(badStatus)).toThrow();

    const missingRegime = fixture();
    missingRegime.countries.US.methods.regimes.push('NOWHERE');
    expect(() => buildPolicyData(missingRegime)).toThrow(/unknown regime NOWHERE/);

    const unsourced = fixture();
    unsourced.countries.US.sources.adult = [];
    expect(() => buildPolicyData(unsourced)).toThrow(/US.adult has no source/);
  });
});
