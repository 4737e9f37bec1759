import { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';
import { compileMessages } from '../../methods/kit/i18n/compile-messages';
import { KIT_CATALOGS } from '../../methods/kit/i18n/kit-catalogs';
import { METHODS, type MethodsWidgetMessages } from '../../methods/registry';
import type { CompiledMessage } from '../../methods/kit/i18n/format';
import { PSEUDO_LOCALE, pseudoCatalog } from '../../methods/kit/i18n/pseudo-locale';
import type { PageLocale } from '../../methods/kit/i18n/page-locale';

export type WidgetMessages = MethodsWidgetMessages;
export type MessageKey = keyof WidgetMessages;

export { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';

export { KIT_CATALOGS } from '../../methods/kit/i18n/kit-catalogs';

const catalogOf = (locale: WidgetLocale): WidgetMessages =>
  Object.assign(
    {},
    KIT_CATALOGS[locale],
    ...Object.values(METHODS).map((method) => method.messages?.[locale]),
  ) as WidgetMessages;

const partsOf = (locale: WidgetLocale): Record<string, string> =>
  Object.assign(
    {},
    ...Object.values(METHODS).map((method) => method.partMessages?.[locale]),
  ) as Record<string, string>;

/** The shell's text and every method's own (`MethodDefinition.messages`), per locale. */
const CATALOGS = {
  ...Object.fromEntries(WIDGET_LOCALES.map((locale) => [locale, catalogOf(locale)])),
  [PSEUDO_LOCALE]: pseudoCatalog(catalogOf('en')),
} as Record<PageLocale, WidgetMessages>;

/**
 * The messages with ICU arguments of each locale's catalog and of the text methods' widget parts
 * carry (`partMessages`), compiled once as the service loads them.
 */
const COMPILED = {
  ...Object.fromEntries(
    WIDGET_LOCALES.map((locale) => [
      locale,
      compileMessages({ ...CATALOGS[locale], ...partsOf(locale) }),
    ]),
  ),
  [PSEUDO_LOCALE]: compileMessages({ ...CATALOGS[PSEUDO_LOCALE], ...partsOf('en') }),
} as Record<PageLocale, Record<string, CompiledMessage>>;

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: PageLocale): WidgetMessages {
  return CATALOGS[locale];
}

/** The compiled messages of one locale, sent with its catalog (`format` reads them). */
export function compiledFor(locale: PageLocale): Record<string, CompiledMessage> {
  return COMPILED[locale];
}

export { format } from '../../methods/kit/i18n/format';

export { pageLocale, type PageLocale } from '../../methods/kit/i18n/page-locale';

/** The switcher's choices: each widget language by its own name ("Deutsch", "français"). */
export const LANGUAGE_CHOICES: readonly { locale: WidgetLocale; name: string }[] =
  WIDGET_LOCALES.map((locale) => ({
    locale,
    name: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale,
  }));
