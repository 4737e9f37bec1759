import { METHOD_MESSAGES } from '../../methods/method-messages';
import { de } from '../../methods/kit/i18n/de';
import { en } from '../../methods/kit/i18n/en';
import type { WidgetLocale } from '../../methods/kit/i18n/locales';

export type WidgetMessages = typeof en & (typeof METHOD_MESSAGES)['en'];
export type MessageKey = keyof WidgetMessages;

export { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';

const CATALOGS: Record<WidgetLocale, WidgetMessages> = {
  en: { ...en, ...METHOD_MESSAGES.en },
  de: { ...de, ...METHOD_MESSAGES.de },
};

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: WidgetLocale): WidgetMessages {
  return CATALOGS[locale];
}

export { format } from '../../methods/kit/i18n/format';
