import { de } from '../../methods/kit/i18n/de';
import { en } from '../../methods/kit/i18n/en';
import {
  WIDGET_LOCALES,
  type KitMessages,
  type WidgetLocale,
} from '../../methods/kit/i18n/locales';
import { METHODS, type MethodsWidgetMessages } from '../../methods/registry';

export type WidgetMessages = MethodsWidgetMessages;
export type MessageKey = keyof WidgetMessages;

export { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';

const KIT_CATALOGS: Record<WidgetLocale, KitMessages> = { en, de };

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

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: WidgetLocale): WidgetMessages {
  return CATALOGS[locale];
}

export { format } from '../../methods/kit/i18n/format';
