import { describe, expect, it } from 'vitest';
import { buildAgeGate } from '../../src/next/build-age-gate';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { AGE_GATE_CATALOGS } from '../../src/react/i18n/catalogs';
import { createFakeService } from './fake-service';
import { APP, NOW, SECRET, gateConfig } from './gate-fixture';

/** The gate of the fixture, on a page request with these headers (what `next/headers` gives). */
function gateOnPage(headers: Record<string, string>, overrides = {}) {
  const service = createFakeService();
  const ageGate = buildAgeGate(gateConfig(service, { now: NOW }, overrides), {
    headers: async () => new Headers({ host: new URL(APP).host, ...headers }),
    redirect: () => {
      throw new Error('redirect');
    },
    setCookie: async () => false,
  });
  return { ageGate, service };
}

describe('ageGate.getCardState() — the <AgeGate> card in the server-rendered page', () => {
  it('gives the card its text in the Accept-Language language and "unverified" without asking the service', async () => {
    const { ageGate, service } = gateOnPage({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    const state = await ageGate.getCardState();
    expect(state.text).toEqual({ locale: 'de', dir: 'ltr', labels: AGE_GATE_CATALOGS.de });
    expect(state.status).toMatchObject({ verified: false, state: 'unverified' });
    expect(service.calls).toEqual([]);
  });

  it('speaks the card’s locale prop first, then createAgeGate’s, then the browser’s, then English', async () => {
    const ar = await gateOnPage({ 'accept-language': 'fr' }).ageGate.getCardState({ locale: 'ar' });
    expect(ar.text).toMatchObject({ locale: 'ar', dir: 'rtl' });
    const configured = gateOnPage({ 'accept-language': 'fr' }, { locale: 'ja' }).ageGate;
    expect((await configured.getCardState()).text.locale).toBe('ja');
    expect((await gateOnPage({}).ageGate.getCardState()).text.locale).toBe('en');
  });

  it('says "verified" for a valid verified cookie', async () => {
    const minted = await mintVerifiedCookie({
      secret: SECRET,
      url: APP,
      now: () => NOW,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      ageCategory: 'adult',
      verificationId: '00000000-0000-4000-8000-000000000001',
    });
    const { ageGate } = gateOnPage({ cookie: minted.cookieHeader });
    const state = await ageGate.getCardState();
    expect(state.status).toMatchObject({
      verified: true,
      state: 'verified',
      verificationId: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('deny: a forged verified cookie is "unverified"', async () => {
    const minted = await mintVerifiedCookie({
      secret: 'another-secret-0123456789abcdefghijklmn',
      url: APP,
      now: () => NOW,
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    });
    const state = await gateOnPage({ cookie: minted.cookieHeader }).ageGate.getCardState();
    expect(state.status).toMatchObject({ verified: false, state: 'unverified' });
  });

  it('leaves the status to the card while a verification is bound (confirming it needs the service and cookies)', async () => {
    const { ageGate, service } = gateOnPage({ cookie: '__Host-ofage-session=anything' });
    const state = await ageGate.getCardState();
    expect(state.status).toBeUndefined();
    expect(state.text.locale).toBe('en');
    expect(service.calls).toEqual([]);
  });
});

describe('ageGate.getCardState() with hostile headers', () => {
  it('never throws (no 500 on the gate page): a forged X-Forwarded-Proto gives the text alone', async () => {
    const { ageGate, service } = gateOnPage({
      'x-forwarded-proto': 'http://127.0.0.1:45465',
      'accept-language': 'fr',
    });
    const state = await ageGate.getCardState();
    expect(state).toEqual({ text: { locale: 'fr', dir: 'ltr', labels: AGE_GATE_CATALOGS.fr } });
    expect(service.calls).toEqual([]);
  });
});
