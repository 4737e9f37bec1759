import { chooseLocale, matchLocale } from '../../../../protocol/choose-locale';
import { compileMessages } from '../i18n/compile-messages';
import { WIDGET_LOCALES, type WidgetLocale } from '../i18n/locales';
import { TEST_PAGES_CATALOGS } from './catalogs';
import type { TestPagesMessages } from './en';

// Compiled once as the service loads them, so that `format` knows every locale's ICU messages.
for (const catalog of Object.values(TEST_PAGES_CATALOGS)) compileMessages(catalog);

/** The test bank's and test wallet's text in `locale`; `format` writes its ICU messages. */
export function testPagesMessages(locale: WidgetLocale): TestPagesMessages {
  return TEST_PAGES_CATALOGS[locale];
}

/**
 * The language of a test bank or test wallet page: what the page was asked for (the bank's
 * `ui_locales`, space-separated by OpenID Connect Core §3.1.2.1; the wallet link's `lang`), which
 * the widget chose as it sent the person there, otherwise the browser's `Accept-Language`
 * (someone who opened the page by hand), otherwise English.
 */
export function testPageLocale(asked: string | null, acceptLanguage: string | null): WidgetLocale {
  const ranges = (asked ?? '').split(/\s+/).filter(Boolean);
  return (
    matchLocale(ranges, WIDGET_LOCALES) ??
    chooseLocale(WIDGET_LOCALES, { acceptLanguage: acceptLanguage ?? null })
  );
}
