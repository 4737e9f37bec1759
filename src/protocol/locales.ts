/**
 * Every language ofage speaks, with its writing direction (issue 34): the widget, the service's
 * pages and the `<AgeGate>` card each have a catalog in all of them.
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

export type SupportedLocale = keyof typeof LOCALE_DIRECTIONS;

export const SUPPORTED_LOCALES = Object.keys(LOCALE_DIRECTIONS) as readonly SupportedLocale[];

/** The writing direction of a locale, for `<html dir>`; a tag not of ours reads left to right. */
export const textDirection = (locale: string): 'ltr' | 'rtl' =>
  (LOCALE_DIRECTIONS as Record<string, 'ltr' | 'rtl'>)[locale] ?? 'ltr';
