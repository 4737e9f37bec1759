import { de } from '../../methods/kit/i18n/de';
import { en } from '../../methods/kit/i18n/en';
import {
  WIDGET_LOCALES,
  type KitMessages,
  type WidgetLocale,
} from '../../methods/kit/i18n/locales';
import { METHODS, type MethodsWidgetMessages } from '../../methods/registry';
import { compileMessages } from '../../methods/kit/i18n/compile-messages';
import type { CompiledMessage } from '../../methods/kit/i18n/format';

export type WidgetMessages = MethodsWidgetMessages;
export type MessageKey = keyof WidgetMessages;

export { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';

/** The shell's own text per locale (the methods' is in `METHODS[…].messages`). */
export const KIT_CATALOGS: Readonly<Record<WidgetLocale, KitMessages>> = { en, de };

/** The shell's text and every method's own (`MethodDefinition.messages`), per locale. */
const CATALOGS = Object.fromEntries(
  WIDGET_LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      KIT_CATALOGS[locale],
      ...Object.values(METHODS).map((method) => method.messages?.[locale]),
    ) as WidgetMessages,
  ]),
) as Record<WidgetLocale, WidgetMessages>;

/**
 * The messages with ICU arguments of each locale's catalog and of the text methods' widget parts
 * carry (`partMessages`), compiled once as the service loads them.
 */
const COMPILED = Object.fromEntries(
  WIDGET_LOCALES.map((locale) => [
    locale,
    compileMessages(
      Object.assign(
        {},
        CATALOGS[locale],
        ...Object.values(METHODS).map((method) => method.partMessages?.[locale]),
      ) as Record<string, string>,
    ),
  ]),
) as Record<WidgetLocale, Record<string, CompiledMessage>>;

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: WidgetLocale): WidgetMessages {
  return CATALOGS[locale];
}

/** The compiled messages of one locale, sent with its catalog (`format` reads them). */
export function compiledFor(locale: WidgetLocale): Record<string, CompiledMessage> {
  return COMPILED[locale];
}

export { format } from '../../methods/kit/i18n/format';
