import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseLocale,
  matchLocale,
} from '../../../../../src/protocol/choose-locale';
import {
  LOCALE_DIRECTIONS,
  type ServiceLocale,
} from '../../../../../src/service/methods/kit/i18n/locales';

/** Every language of issue 34, as if all were translated. */
const ALL = Object.keys(LOCALE_DIRECTIONS) as ServiceLocale[];

describe('matchLocale (BCP 47 language matching)', () => {
  it.each([
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['pt-BR', 'pt-BR'],
    ['pt-AO', 'pt'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['no-NO', 'nb'],
    ['de-CH', 'de'],
    ['en-GB', 'en'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['ar-EG', 'ar'],
    ['iw', 'he'],
    ['he-IL', 'he'],
  ] as const)('%s → %s', (range, expected) => {
    expect(matchLocale([range], ALL)).toBe(expected);
  });

  it('finds nothing for a language that is not offered, or a tag that is not one', () => {
    expect(matchLocale(['sw'], ALL)).toBeNull();
    expect(matchLocale(['ja'], ['en', 'de'])).toBeNull();
    expect(matchLocale(['not a tag!'], ALL)).toBeNull();
    expect(matchLocale([], ALL)).toBeNull();
  });

  it('takes the first range it can serve', () => {
    expect(matchLocale(['sw', 'ja-JP', 'en'], ALL)).toBe('ja');
  });
});

describe('acceptedLanguages (RFC 9110 §12.5.4)', () => {
  it('orders ranges by weight, keeps the order of equal weights, drops q=0 and *', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9, de;q=0.8 ,en;q=0.9, *;q=0.5, it;q=0')).toEqual([
      'fr-FR',
      'fr',
      'en',
      'de',
    ]);
  });
  it('reads a missing or broken weight as 1 and 0', () => {
    expect(acceptedLanguages('en;q=abc, de')).toEqual(['de']);
  });
});

describe('chooseLocale: requested → browser → product default → English', () => {
  const WIDGET = ['en', 'de', 'fr'] as const;
  it.each([
    [{ requested: 'de' }, 'de'],
    [{ requested: 'de-CH', acceptLanguage: 'en' }, 'de'],
    [{ requested: 'sw', acceptLanguage: 'de-DE,de;q=0.9' }, 'de'],
    [{ acceptLanguage: 'sw, fr-FR;q=0.9, de;q=0.8' }, 'fr'],
    [{ acceptLanguage: 'en;q=0.5, de;q=0.9' }, 'de'],
    [{ acceptLanguage: 'de;q=0, en' }, 'en'],
    [{ acceptLanguage: 'ja', productDefault: 'fr' }, 'fr'],
    [{ requested: 'ja', acceptLanguage: 'ko', productDefault: 'de-AT' }, 'de'],
    [{ acceptLanguage: 'ja', productDefault: 'ko' }, 'en'],
    [{}, 'en'],
  ] as const)('%o → %s', (sources, expected) => {
    expect(chooseLocale(WIDGET, sources)).toBe(expected);
  });
});
