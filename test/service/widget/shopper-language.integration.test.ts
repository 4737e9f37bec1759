import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { TEST_PAGES_CATALOGS } from '../../../src/service/methods/kit/test-pages-i18n/catalogs';
import { escapeHtml } from '../../../src/service/methods/kit/html-page';
import { handleResultPage } from '../../../src/service/widget/handlers/result-page';
import {
  sessionFromShortLink,
  sessionFromToken,
} from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { SHORT_LINK_SECRET_PARAM } from '../../../src/service/verifications/short-link';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { bankBrowser } from '../methods/bank-app/bank-browser';
import { pageContext, perform } from './support';

/** `<html lang dir>` of a server-rendered page. */
const htmlLang = (html: string) => /<html lang="([^"]*)" dir="([^"]*)">/.exec(html)?.slice(1, 3);

/**
 * The shopper's language beyond the widget page: the test bank and test wallet speak the
 * widget's, the switcher's choice is kept on the verification for every later page on any
 * device, and the product's default language comes after the browser's.
 */
describe.each(testDialects())('the shopper’s language on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  /** The widget page as the person's browser opens it (`lang`: the switcher's choice). */
  const widgetPage = async (token: string, acceptLanguage: string, lang?: string) => {
    const { context } = pageContext({ 'accept-language': acceptLanguage });
    const props = await widgetPageProps(
      t.service,
      { ...context, query: lang ? { lang } : {} },
      await sessionFromToken(t.service, token),
      false,
    );
    return props.props.locale;
  };
  /** The same verification on a phone, through its QR code's short link. */
  const phonePage = async (shortUrl: string, acceptLanguage: string) => {
    const url = new URL(shortUrl);
    const { context } = pageContext({ 'accept-language': acceptLanguage });
    const session = await sessionFromShortLink(
      t.service,
      url.pathname.split('/').pop()!,
      url.searchParams.get('pid'),
      url.searchParams.get(SHORT_LINK_SECRET_PARAM),
    );
    return (await widgetPageProps(t.service, context, session, true)).props.locale;
  };
  const startBank = async (token: string, acceptLanguage = 'en') => {
    const res = await fetch(`${t.url}/api/widget/methods/bank-app/start`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': acceptLanguage,
      },
      body: JSON.stringify({ provider: 'test-bank' }),
    });
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { url: string }).url);
  };

  it('the test bank speaks the language the widget asks for in ui_locales, right to left too', async () => {
    const v = await perform(t, { options: { locale: 'ar-EG' } });
    const auth = await startBank(v.token, 'de');
    expect(auth.searchParams.get('ui_locales')).toBe('ar');
    const browser = bankBrowser();
    const login = await browser.navigate(auth.href, { headers: { 'accept-language': 'de' } });
    expect(htmlLang(login.html)).toEqual(['ar', 'rtl']);
    const ar = TEST_PAGES_CATALOGS.ar;
    expect(login.html).toContain(escapeHtml(ar['bank.signIn']));
    expect(login.html).toContain(escapeHtml(ar['bank.bar']));
    const consent = await browser.post(`${login.url.href}/login`, { user: 'alex' });
    expect(htmlLang(consent.html)).toEqual(['ar', 'rtl']);
    expect(consent.html).toContain(escapeHtml(ar['bank.share']));
  });

  it('a test bank page without the widget’s request speaks the browser’s language', async () => {
    const res = await fetch(`${t.url}/test-bank/interaction/no-such-interaction`, {
      headers: { 'accept-language': 'he-IL, en;q=0.5' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(htmlLang(html)).toEqual(['he', 'rtl']);
    expect(html).toContain(escapeHtml(TEST_PAGES_CATALOGS.he['bank.expiredTitle']));
  });

  it('the test wallet speaks the lang of its link, else the browser’s; its script’s sentences are data', async () => {
    const wallet = (query: string, acceptLanguage: string) =>
      fetch(`${t.url}/api/widget/methods/digital-wallet/test-wallet?${query}`, {
        headers: { 'accept-language': acceptLanguage },
      }).then((r) => r.text());
    const fr = await wallet('request_uri=x&lang=fr', 'pl');
    expect(htmlLang(fr)).toEqual(['fr', 'ltr']);
    expect(fr).toContain(escapeHtml(TEST_PAGES_CATALOGS.fr['wallet.heading']));
    const text = JSON.parse(
      /<script type="application\/json" id="text">(.*?)<\/script>/.exec(fr)![1]!,
    ) as Record<string, string>;
    expect(text.shared).toBe(TEST_PAGES_CATALOGS.fr['wallet.shared']);
    expect(text.asks).toContain('{claim}');
    expect(htmlLang(await wallet('request_uri=x', 'pl-PL'))).toEqual(['pl', 'ltr']);
    expect(htmlLang(await wallet('request_uri=x&lang=xx-nope', 'he'))).toEqual(['he', 'rtl']);
  });

  it('the switcher’s choice is kept: the phone of the QR hand-off, the bank and its return, the result page', async () => {
    const v = await perform(t, { options: { locale: 'de' } });
    expect(await widgetPage(v.token, 'en')).toBe('de');
    // The person picks Japanese on the computer.
    expect(await widgetPage(v.token, 'en', 'ja')).toBe('ja');
    // Without `lang` in the URL (a reload, another tab) it stays.
    expect(await widgetPage(v.token, 'fr')).toBe('ja');
    // The phone, whose browser prefers English, opens the QR code's link in Japanese.
    expect(await phonePage(v.shortUrl, 'en-US')).toBe('ja');
    // A `lang` that is not one of the widget's changes nothing.
    expect(await widgetPage(v.token, 'en', 'tlh')).toBe('ja');
    // The bank is asked for it, and its return speaks it in a browser of another language.
    const auth = await startBank(v.token, 'en');
    expect(auth.searchParams.get('ui_locales')).toBe('ja');
    const browser = bankBrowser();
    const login = await browser.navigate(auth.href);
    const consent = await browser.post(`${login.url.href}/login`, { user: 'alex' });
    const back = await browser.navigate(
      `${consent.url.href}/abort`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (u) => u.pathname.endsWith('/bank-app/callback'),
    );
    const declined = await browser.request(back.url.href, {
      headers: { 'accept-language': 'en' },
    });
    expect(htmlLang(await declined.text())).toEqual(['ja', 'ltr']);
    const result = await handleResultPage(
      t.service,
      new Request(`${t.url}/result?token=${v.token}`, { headers: { 'accept-language': 'en' } }),
    );
    expect(htmlLang(await result.text())).toEqual(['ja', 'ltr']);
  });

  it('the product’s default language comes after the verification’s and the browser’s; set with the CLI, audited', async () => {
    const { product, testKey } = await t.addProduct('Boutique');
    const cli = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(argv, {
        stdout: (l) => out.push(l),
        stderr: (l) => err.push(l),
        env: {
          OFAGE_DATA_DIR: t.service.ctx.config.dataDir,
          ...(t.service.ctx.config.databaseUrl
            ? { DATABASE_URL: t.service.ctx.config.databaseUrl }
            : {}),
          OFAGE_LOG_LEVEL: 'silent',
        },
      });
      return { code, stdout: out.join('\n'), stderr: err.join('\n') };
    };
    const set = (language: string) =>
      cli('products', 'default-language', '--product', product.id, '--language', language);
    expect((await set('klingon')).code).toBe(2);
    expect(await set('it')).toMatchObject({ code: 0 });
    expect((await cli('products', 'default-language', '--product', product.id)).stdout).toBe(
      'default language: it',
    );
    const audit = JSON.parse(
      (await cli('audit', 'list', '--product', product.id, '--json')).stdout,
    ) as { action: string; detail: string }[];
    expect(audit[0]).toMatchObject({ action: 'product.updated', detail: 'default language: it' });
    // The running service reads products again within 5 seconds (here: at once).
    t.service.invalidateCaches();
    const v = await perform(t, {}, testKey);
    expect(await widgetPage(v.token, 'sw-KE')).toBe('it');
    expect(await widgetPage(v.token, 'fr-CH, sw;q=0.5')).toBe('fr');
    const asked = await perform(t, { options: { locale: 'pl' } }, testKey);
    expect(await widgetPage(asked.token, 'sw')).toBe('pl');
    const result = await handleResultPage(
      t.service,
      new Request(`${t.url}/result?token=${v.token}`, { headers: { 'accept-language': 'sw' } }),
    );
    expect(htmlLang(await result.text())).toEqual(['it', 'ltr']);
    expect((await set('none')).stdout).toMatch(/^default language: none \(English\)/);
  });
});
