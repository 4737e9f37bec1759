import { describe, expect, it } from 'vitest';
import { VERIFICATION_METHODS } from '../../../src/protocol/verification-result';
import {
  acceptedMethods,
  allowedMethodsFor,
  describeExclusion,
  mostRestrictiveStatus,
  offeredMethods,
  resolveJurisdiction,
  type MethodRule,
  type ResolvedJurisdiction,
} from '../../../src/service/policy';
import { policyTables } from '../../../src/service/policy/policy-data';

function resolve(code: string): ResolvedJurisdiction {
  const j = resolveJurisdiction(code);
  if (j === undefined) throw new Error(`${code} did not resolve`);
  return j;
}

function rule(code: string, method: string): MethodRule {
  const found = acceptedMethods(resolve(code)).find((r) => r.method === method);
  if (found === undefined) throw new Error(`no rule for ${method}`);
  return found;
}

describe('mostRestrictiveStatus', () => {
  it('is not-specified when no regime applies', () => {
    expect(mostRestrictiveStatus([])).toBe('not-specified');
  });

  it('lets the strictest status win', () => {
    expect(mostRestrictiveStatus(['accepted'])).toBe('accepted');
    expect(mostRestrictiveStatus(['accepted', 'not-specified'])).toBe('not-specified');
    expect(mostRestrictiveStatus(['not-specified', 'accepted-with-conditions', 'accepted'])).toBe(
      'accepted-with-conditions',
    );
    expect(mostRestrictiveStatus(['accepted-with-conditions', 'prohibited-as-sole-method'])).toBe(
      'prohibited-as-sole-method',
    );
    expect(mostRestrictiveStatus(['accepted', 'not-sufficient', 'accepted-with-conditions'])).toBe(
      'not-sufficient',
    );
  });

  it('fails closed on a status outside the vocabulary', () => {
    expect(mostRestrictiveStatus(['accepted', 'self-declared' as never])).toBe('not-sufficient');
  });
});

describe('acceptedMethods', () => {
  it('GB yields Ofcom’s list of highly effective age assurance (UK_OFCOM_HEAA)', () => {
    const gb = acceptedMethods(resolve('GB'));
    expect(gb.map((r) => [r.method, r.status])).toEqual([
      ['age-key', 'accepted-with-conditions'],
      ['facial-age-estimation', 'accepted-with-conditions'],
      ['id-document', 'accepted'],
      ['digital-wallet', 'accepted'],
      ['credit-card', 'accepted'],
      ['bank-app', 'accepted'],
    ]);
    expect(gb.every((r) => r.allowed)).toBe(true);
    for (const r of gb) {
      expect(r.basis).toHaveLength(1);
      expect(r.basis[0]?.regime).toBe('UK_OFCOM_HEAA');
      expect(r.basis[0]?.sources.length).toBeGreaterThan(0);
    }
    expect(rule('GB', 'facial-age-estimation').notes[0]).toMatch(/challenge age above 18/);
    expect(rule('GB', 'credit-card').notes[0]).toMatch(/debit cards/);
    expect(acceptedMethods(resolve('GB-SCT'))).toEqual(gb);
  });

  it('lists exactly the six methods of the spec, and no self-declaration', () => {
    for (const code of ['GB', 'DE', 'US', 'AU', 'NO']) {
      expect(acceptedMethods(resolve(code)).map((r) => r.method)).toEqual([
        ...VERIFICATION_METHODS,
      ]);
    }
    expect(VERIFICATION_METHODS.some((m) => /self|declar/i.test(m))).toBe(false);
  });

  it('flags conditions and carries the note of the regime that set them', () => {
    const de = rule('DE', 'facial-age-estimation');
    expect(de).toMatchObject({
      status: 'accepted-with-conditions',
      allowed: true,
      conditional: true,
    });
    expect(de.notes.some((n) => n.startsWith('DE_KJM:') && n.includes('>= 23'))).toBe(true);
    expect(de.basis.map((b) => b.regime)).toEqual(['DE_KJM', 'EU_DSA_ART28']);
  });

  it('combines several regimes: the most restrictive wins (DE: KJM accepts ID, the DSA adds conditions)', () => {
    const id = rule('DE', 'id-document');
    expect(id.basis.map((b) => b.status)).toEqual(['accepted', 'accepted-with-conditions']);
    expect(id.status).toBe('accepted-with-conditions');
    expect(id.notes).toEqual([expect.stringMatching(/^EU_DSA_ART28: /)]);
  });

  it('AU: government ID and digital ID are prohibited as the sole method (s.63DB)', () => {
    for (const method of ['id-document', 'digital-wallet']) {
      expect(rule('AU', method)).toMatchObject({
        status: 'prohibited-as-sole-method',
        allowed: true,
        conditional: true,
        soleMethodProhibited: true,
      });
    }
  });

  it('where no regime applies, allows every method and passes on the data’s note', () => {
    const no = acceptedMethods(resolve('NO'));
    for (const r of no) {
      expect(r).toMatchObject({
        status: 'not-specified',
        allowed: true,
        conditional: false,
        basis: [],
      });
      expect(r.notes[0]).toMatch(/No age-assurance method rules located/);
    }
  });

  it('facial estimation always requires a challenge age, other methods never', () => {
    for (const code of ['GB', 'DE', 'US-UT', 'NO']) {
      for (const r of acceptedMethods(resolve(code))) {
        expect(r.requiresChallengeAge).toBe(r.method === 'facial-age-estimation');
      }
    }
  });

  it('GB: Ofcom excludes none of our methods; what it rejects is not a method of this service', () => {
    expect(acceptedMethods(resolve('GB')).every((r) => r.allowed)).toBe(true);
    const ofcom = policyTables.regimes.get('UK_OFCOM_HEAA');
    expect(ofcom?.notAcceptable).toEqual(
      expect.arrayContaining([
        'Self-declaration of age',
        expect.stringMatching(/debit cards/),
        expect.stringMatching(/terms of service/),
      ]),
    );
    // A card check is our credit-card method (cards issued to adults only), which Ofcom lists;
    // debit cards, self-declaration and terms are none of our six methods.
    expect(VERIFICATION_METHODS.some((m) => /debit|self|declar|terms/i.test(m))).toBe(false);
  });

  it.each([
    ['DE', 'credit-card', 'DE_KJM/credit-card', /personal identification/],
    ['FR', 'credit-card', 'FR_ARCOM/credit-card', /transition period/],
    ['US-TX', 'facial-age-estimation', 'US_TX_HB1181/facial-age-estimation', /129B\.003/],
    ['US-LA', 'facial-age-estimation', 'US_LA_ACT440/facial-age-estimation', /2800\.29/],
    ['US-VA', 'facial-age-estimation', 'US_VA_SB1515/facial-age-estimation', /identity/],
    ['US-MS', 'facial-age-estimation', 'US_MS_SB2346/facial-age-estimation', /Act 440/],
    ['US-AR', 'facial-age-estimation', 'US_AR_ACT612/facial-age-estimation', /Identity Assurance/],
    ['US-AR', 'credit-card', 'US_AR_ACT612/credit-card', /Identity Assurance Level 2/],
  ])('%s excludes %s by rule %s, with its own citation', (code, method, ruleId, note) => {
    const r = rule(code, method);
    expect(r).toMatchObject({ status: 'not-sufficient', allowed: false });
    expect(r.excludedBy?.ruleId).toBe(ruleId);
    expect(r.excludedBy?.note).toMatch(note);
    expect(r.excludedBy?.sources.length).toBeGreaterThan(0);
    for (const url of r.excludedBy?.sources ?? []) expect(() => new URL(url)).not.toThrow();
  });

  it('state laws exclude only in their states: California keeps every method', () => {
    expect(acceptedMethods(resolve('US-CA')).every((r) => r.allowed)).toBe(true);
    expect(rule('US-UT', 'facial-age-estimation').allowed).toBe(true);
    // A bare US may be any state, so every state law applies (the stricter reading).
    expect(rule('US', 'facial-age-estimation').allowed).toBe(false);
    expect(rule('US', 'credit-card').allowed).toBe(false);
  });

  it('every exclusion in the data has a note and its own sources', () => {
    let exclusions = 0;
    for (const [id, regime] of policyTables.regimes) {
      for (const [method, ruling] of Object.entries(regime.methods)) {
        if (ruling.status !== 'not-sufficient') continue;
        exclusions += 1;
        expect(ruling.note, `${id}/${method}`).toBeTruthy();
        expect(ruling.sources?.length, `${id}/${method}`).toBeGreaterThan(0);
      }
    }
    expect(exclusions).toBe(8);
  });
});

describe('allowedMethodsFor', () => {
  const all = [...VERIFICATION_METHODS];

  it('is the policy ∩ the product configuration, in the spec’s order', () => {
    const gb = resolve('GB');
    expect(allowedMethodsFor(gb, all)).toEqual(all);
    expect(allowedMethodsFor(gb, ['bank-app', 'age-key', 'id-document'])).toEqual([
      'age-key',
      'id-document',
      'bank-app',
    ]);
    expect(allowedMethodsFor(gb, [])).toEqual([]);
  });

  it('ignores names the policy does not know, including any self-declaration', () => {
    expect(
      allowedMethodsFor(resolve('GB'), [
        'self-declaration',
        'age_key',
        'credit-card',
        'CREDIT-CARD',
      ]),
    ).toEqual(['credit-card']);
  });

  it('AU: drops ID-based methods when nothing else would be offered as the alternative', () => {
    const au = resolve('AU');
    expect(allowedMethodsFor(au, ['id-document'])).toEqual([]);
    expect(allowedMethodsFor(au, ['id-document', 'digital-wallet'])).toEqual([]);
    expect(
      allowedMethodsFor(au, ['digital-wallet', 'facial-age-estimation', 'id-document']),
    ).toEqual(['facial-age-estimation', 'id-document', 'digital-wallet']);
  });

  it('elsewhere ID-based methods may be the only method', () => {
    expect(allowedMethodsFor(resolve('GB'), ['id-document'])).toEqual(['id-document']);
    expect(allowedMethodsFor(resolve('US-TX'), ['digital-wallet'])).toEqual(['digital-wallet']);
  });

  it('FR: ARCOM needs a double-anonymity option, so without a wallet nothing is offered', () => {
    const fr = resolve('FR');
    expect(allowedMethodsFor(fr, all)).toEqual([
      'age-key',
      'facial-age-estimation',
      'id-document',
      'digital-wallet',
      'bank-app',
    ]);
    const without = offeredMethods(fr, ['facial-age-estimation', 'id-document']);
    expect(without.methods).toEqual([]);
    expect(without.excluded.map((e) => [e.method, e.ruleId])).toEqual([
      ['facial-age-estimation', 'FR_ARCOM/double-anonymity'],
      ['id-document', 'FR_ARCOM/double-anonymity'],
    ]);
    // Overseas departments are France: the same rules apply.
    expect(allowedMethodsFor(resolve('GP'), ['id-document'])).toEqual([]);
  });

  it('says which rule leaves each enabled method out', () => {
    const { methods, excluded } = offeredMethods(resolve('US-TX'), all);
    expect(methods).not.toContain('facial-age-estimation');
    expect(excluded).toEqual([
      expect.objectContaining({
        method: 'facial-age-estimation',
        ruleId: 'US_TX_HB1181/facial-age-estimation',
        regime: 'US_TX_HB1181',
      }),
    ]);
    expect(describeExclusion(excluded[0]!)).toMatch(
      /^rule US_TX_HB1181\/facial-age-estimation \(Texas HB 1181.*\(source: https:\/\/codes\.findlaw\.com/,
    );
    const au = offeredMethods(resolve('AU'), ['id-document']);
    expect(au.excluded).toEqual([
      expect.objectContaining({ method: 'id-document', ruleId: 'AU_SMMA/id-document' }),
    ]);
  });
});
