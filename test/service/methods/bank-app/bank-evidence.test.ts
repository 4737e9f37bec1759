import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BankProvider } from '../../../../src/service/methods/bank-app/bank-config';
import { bankEvidence } from '../../../../src/service/methods/bank-app/bank-evidence';
import { loadConfig } from '../../../../src/service/config/load-config';

const NOW = Date.UTC(2026, 5, 15);
const provider = (ageClaim: BankProvider['ageClaim']) => ({ ageClaim }) as BankProvider;

describe('what a bank ID token proves', () => {
  it('age_over_N / overN: true is over N, false is under N, missing is nothing', () => {
    expect(bankEvidence(provider('age_over'), { age_over_18: true }, 18, NOW)).toMatchObject({
      kind: 'threshold',
      ageLow: 18,
      ageHigh: 100,
    });
    expect(bankEvidence(provider('over'), { over18: false }, 18, NOW)).toMatchObject({
      kind: 'exact',
      ageLow: 0,
      ageHigh: 17,
    });
    // A claim for another threshold, or a string "true", proves nothing.
    expect(bankEvidence(provider('age_over'), { age_over_16: true }, 18, NOW).kind).toBe('none');
    expect(bankEvidence(provider('over'), { over18: 'true' }, 18, NOW).kind).toBe('none');
  });

  it('birthdate: the exact age on the day, birthday included', () => {
    const age = (birthdate: unknown) => bankEvidence(provider('birthdate'), { birthdate }, 18, NOW);
    expect(age('2008-06-15')).toMatchObject({ kind: 'exact', ageLow: 18, ageHigh: 18 });
    expect(age('2008-06-16')).toMatchObject({ kind: 'exact', ageLow: 17 });
    for (const bad of ['2008', '2008-13-01', 'yesterday', 20080615, null]) {
      expect(age(bad).kind).toBe('none');
    }
  });
});

describe('OFAGE_BANK_PROVIDERS_FILE', () => {
  const file = (json: unknown) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banks-'));
    const p = path.join(dir, 'banks.json');
    writeFileSync(p, JSON.stringify(json));
    return p;
  };
  const bank = {
    id: 'mybank',
    name: 'My Bank',
    issuer: 'https://id.mybank.example',
    clientId: 'c',
    clientSecret: 's',
  };

  it('reads providers with their profile defaults', () => {
    const c = loadConfig({
      OFAGE_BANK_PROVIDERS_FILE: file({
        providers: [bank, { ...bank, id: 'cid', profile: 'connectid', privateJwk: { kty: 'EC' } }],
      }),
    });
    expect(c.bank.providers).toMatchObject([
      { id: 'mybank', ageClaim: 'birthdate', par: false, idTokenAlg: 'RS256' },
      { id: 'cid', ageClaim: 'over', par: true, requestObject: true, idTokenAlg: 'PS256' },
    ]);
    expect(c.bank.testBank).toBe(true);
  });

  it.each([
    ['http issuer', { ...bank, issuer: 'http://id.mybank.example' }],
    ['no credentials', { ...bank, clientSecret: undefined }],
    ['connectid without a key', { ...bank, profile: 'connectid' }],
    ['reserved id', { ...bank, id: 'test-bank' }],
  ])('stops start-up on %s', (_, p) => {
    expect(() => loadConfig({ OFAGE_BANK_PROVIDERS_FILE: file({ providers: [p] }) })).toThrow(
      /OFAGE_BANK_PROVIDERS_FILE/,
    );
  });

  it('OFAGE_TEST_BANK=0 removes the test bank; Stripe keys come in pairs', () => {
    expect(loadConfig({ OFAGE_TEST_BANK: '0' }).bank.testBank).toBe(false);
    expect(() => loadConfig({ OFAGE_STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/set both/);
  });
});
