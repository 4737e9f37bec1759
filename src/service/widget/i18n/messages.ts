import { METHOD_MESSAGES } from '../../methods/method-messages';
import { de } from './de';
import { en } from './en';

export type WidgetMessages = typeof en & (typeof METHOD_MESSAGES)['en'];
export type MessageKey = keyof WidgetMessages;

export const WIDGET_LOCALES = ['en', 'de'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

const CATALOGS: Record<WidgetLocale, WidgetMessages> = {
  en: { ...en, ...METHOD_MESSAGES.en },
  de: { ...de, ...METHOD_MESSAGES.de },
};

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: WidgetLocale): WidgetMessages {
  return CATALOGS[locale];
}

export { format } from './format';
