import { de } from './de';
import { en } from './en';

export type WidgetMessages = typeof en;
export type MessageKey = keyof WidgetMessages;

export const WIDGET_LOCALES = ['en', 'de'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

const CATALOGS: Record<WidgetLocale, WidgetMessages> = { en, de };

/** The catalog of one locale; only it is sent to the browser, so no language ships unused. */
export function messagesFor(locale: WidgetLocale): WidgetMessages {
  return CATALOGS[locale];
}

export { format } from './format';
