import { chooseLocale } from '../../../../protocol/choose-locale';
import { WIDGET_LOCALES, type WidgetLocale } from './locales';
import { PSEUDO_LOCALE } from './pseudo-locale';

/** A language of the widget page: one of the widget's, or the pseudo-locale in test mode. */
export type PageLocale = WidgetLocale | typeof PSEUDO_LOCALE;

/** Whether `tag` is one of the widget's languages exactly (the switcher's choices). */
export const isWidgetLocale = (tag: string | null | undefined): tag is WidgetLocale =>
  (WIDGET_LOCALES as readonly string[]).includes(tag ?? '');

/**
 * The language of a page of a verification: the one the person picked in the widget's switcher
 * (`picked`, the `lang` in the page's URL, which the widget page keeps on the verification as
 * `picked_locale`, so that the phone a QR code hands off to and the pages after a bank app's
 * return speak it too), otherwise `chooseLocale`'s chain with the product's default. A test
 * verification may ask for the pseudo-locale (`locale: 'en-XA'`), which only ever shows in test
 * mode.
 */
export function pageLocale(
  verification: { mode: string; locale: string | null; picked_locale?: string | null } | null,
  acceptLanguage: string | null,
  picked: string | null = null,
  productDefault: string | null = null,
): PageLocale {
  if (isWidgetLocale(picked)) return picked;
  if (isWidgetLocale(verification?.picked_locale)) return verification.picked_locale;
  if (verification?.mode === 'test' && verification.locale === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return chooseLocale(WIDGET_LOCALES, {
    requested: verification?.locale ?? null,
    acceptLanguage,
    productDefault,
  });
}
