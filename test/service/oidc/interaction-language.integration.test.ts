import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../support/databases';
import { bankBrowser } from '../methods/bank-app/bank-browser';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

const RP = 'https://rp.example';

/** The OpenID use page's language: `ui_locales`, the browser's, then the product's default. */
describe.each(testDialects())('the OpenID pages’ language on $dialect', ({ dialect }) => {
  let env: OidcEnvironment;
  let clientId: string;
  beforeAll(async () => {
    env = await startOidcEnvironment(dialect);
    ({ clientId } = await env.client({ redirectUris: [`${RP}/callback`] }));
  });
  afterAll(async () => env?.close());

  const setDefault = (locale: string | null) =>
    env.service.ctx.db
      .updateTable('products')
      .set({ default_locale: locale })
      .where('id', '=', env.product.id)
      .execute();
  /** `<html lang>` of the page the use issuer shows for an authorization request. */
  const pageLang = async (extra: Record<string, string>, acceptLanguage?: string) => {
    const url = `${env.useIssuer}/auth?${new URLSearchParams({
      response_type: 'id_token',
      response_mode: 'query',
      scope: 'openid',
      client_id: clientId,
      redirect_uri: `${RP}/callback`,
      nonce: 'n-1',
      ...extra,
    })}`;
    const browser = bankBrowser();
    const auth = await browser.request(url, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    const page = await browser.request(new URL(auth.headers.get('location')!, url).href, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(page.status).toBe(200);
    return /<html lang="([^"]+)"/.exec(await page.text())?.[1];
  };

  it('the product’s default comes after ui_locales and the browser’s languages', async () => {
    expect(await pageLang({})).toBe('en');
    await setDefault('it');
    try {
      expect(await pageLang({})).toBe('it');
      expect(await pageLang({}, 'sw-KE')).toBe('it');
      expect(await pageLang({}, 'fi-FI')).toBe('fi');
      expect(await pageLang({ ui_locales: 'ko' }, 'fi-FI')).toBe('ko');
    } finally {
      await setDefault(null);
    }
  });
});
