import { describe, expect, it } from 'vitest';
import type { GateText } from '../../src/protocol/gate-api';
import { gateLocale } from '../../src/next/handlers/labels';
import { AGE_GATE_CATALOGS } from '../../src/react/i18n/catalogs';
import { appRequest, createGateFixture } from './gate-fixture';

const ask = async (
  fixture: ReturnType<typeof createGateFixture>,
  query: string,
  acceptLanguage?: string,
) => {
  const response = await fixture.ageGate.handlers.GET(
    new Request(`https://shop.test/api/age-gate/labels${query}`, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    }),
  );
  return { response, body: (await response.json()) as GateText };
};

describe('the <AgeGate> card’s language (GET labels)', () => {
  const none = { requested: [], configured: undefined, browser: [], acceptLanguage: null };

  it('the prop first, then createAgeGate’s locale, then the browser’s languages, then English', () => {
    const all = { requested: ['fr'], configured: 'de', browser: ['es'], acceptLanguage: 'it' };
    expect(gateLocale(all)).toBe('fr');
    expect(gateLocale({ ...all, requested: [] })).toBe('de');
    expect(gateLocale({ ...all, requested: [], configured: undefined })).toBe('es');
    expect(gateLocale({ ...none, acceptLanguage: 'sw, it;q=0.5' })).toBe('it');
    expect(gateLocale(none)).toBe('en');
  });

  it('matches BCP 47 ranges to ours, and skips what is not a tag or too long', () => {
    expect(gateLocale({ ...none, browser: ['pt-PT'] })).toBe('pt');
    expect(gateLocale({ ...none, browser: ['pt'] })).toBe('pt');
    expect(gateLocale({ ...none, browser: ['pt-BR'] })).toBe('pt-BR');
    expect(gateLocale({ ...none, browser: ['zh-Hant-HK'] })).toBe('zh-TW');
    expect(gateLocale({ ...none, browser: ['no'] })).toBe('nb');
    expect(gateLocale({ ...none, browser: ['ar-EG'] })).toBe('ar');
    expect(gateLocale({ ...none, requested: ['<script>', 'x'.repeat(200)], browser: ['he'] })).toBe(
      'he',
    );
  });

  it('answers the chosen catalog, its direction, cacheable per Accept-Language', async () => {
    const fixture = createGateFixture();
    const { response, body } = await ask(fixture, '?language=he-IL&language=en', 'de');
    expect(response.status).toBe(200);
    expect(body).toEqual({ locale: 'he', dir: 'rtl', labels: AGE_GATE_CATALOGS.he });
    expect(response.headers.get('vary')).toBe('accept-language');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await ask(fixture, '', 'de-CH, en;q=0.8')).body.locale).toBe('de');
    // Nothing is asked of the service.
    expect(fixture.service.calls).toEqual([]);
  });

  it('createAgeGate’s locale outranks the browser, never the prop', async () => {
    const fixture = createGateFixture({ locale: 'fr' });
    expect((await ask(fixture, '?language=es', 'es')).body.locale).toBe('fr');
    expect((await ask(fixture, '?locale=es-MX')).body.locale).toBe('es');
  });

  it('the session passes the card’s language to perform, and only a language of ours', async () => {
    const fixture = createGateFixture();
    const create = (locale: unknown) =>
      fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', body: { returnTo: '/', locale } }),
      );
    expect((await create('ar')).status).toBe(200);
    expect(fixture.service.performed.at(-1)!.options!.locale).toBe('ar');
    expect((await create('xx-Evil-Tag')).status).toBe(200);
    expect(fixture.service.performed.at(-1)!.options).not.toHaveProperty('locale');
    expect((await create({ toString: 'de' })).status).toBe(200);
    expect(fixture.service.performed.at(-1)!.options).not.toHaveProperty('locale');
  });
});
