import type { en } from './en';

/**
 * Every language the service is to speak (issue 34), with its writing direction. A locale is
 * listed in `WIDGET_LOCALES` only once every widget catalog has it (test/service/i18n checks).
 * `pt` is European Portuguese and `pt-BR` Brazilian; `nb` is Norwegian Bokmål.
 */
export const LOCALE_DIRECTIONS = {
  bg: 'ltr',
  hr: 'ltr',
  cs: 'ltr',
  da: 'ltr',
  nl: 'ltr',
  en: 'ltr',
  et: 'ltr',
  fi: 'ltr',
  fr: 'ltr',
  de: 'ltr',
  el: 'ltr',
  hu: 'ltr',
  ga: 'ltr',
  it: 'ltr',
  lv: 'ltr',
  lt: 'ltr',
  mt: 'ltr',
  pl: 'ltr',
  pt: 'ltr',
  ro: 'ltr',
  sk: 'ltr',
  sl: 'ltr',
  es: 'ltr',
  sv: 'ltr',
  ar: 'rtl',
  he: 'rtl',
  ja: 'ltr',
  ko: 'ltr',
  'zh-CN': 'ltr',
  'zh-TW': 'ltr',
  tr: 'ltr',
  uk: 'ltr',
  nb: 'ltr',
  hi: 'ltr',
  id: 'ltr',
  th: 'ltr',
  vi: 'ltr',
  'pt-BR': 'ltr',
} as const satisfies Record<string, 'ltr' | 'rtl'>;

export type ServiceLocale = keyof typeof LOCALE_DIRECTIONS;

/** The languages the widget speaks; every catalog (shell and methods) has each of them. */
export const WIDGET_LOCALES = Object.keys(LOCALE_DIRECTIONS) as readonly ServiceLocale[];
export type WidgetLocale = ServiceLocale;

/** The writing direction of a locale, for `<html dir>`; a tag not of ours reads left to right. */
export const textDirection = (locale: string): 'ltr' | 'rtl' =>
  (LOCALE_DIRECTIONS as Record<string, 'ltr' | 'rtl'>)[locale] ?? 'ltr';

/**
 * The text that the kit's components and every method's widget part may use: the shell's
 * catalog. A method's widget part adds its own (`MethodWidgetProps<KitMessages & typeof …>`).
 */
export type KitMessages = typeof en;

/**
 * A method's own widget text in every widget language (each has every key of `en`), merged into
 * the catalog the widget page sends. Keys are the method's own (`method.<id>`,
 * `describe.<id>`, then its prefix: `bank…`, `id.…`), so no two methods share one.
 */
export type MethodMessages = Readonly<Record<WidgetLocale, Readonly<Record<string, string>>>>;
