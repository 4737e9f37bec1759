import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../../../src/service/methods/kit/i18n/compile-messages';
import { en } from '../../../../../src/service/methods/kit/i18n/en';
import { format } from '../../../../../src/service/methods/kit/i18n/format';
import {
  PSEUDO_LOCALE,
  pseudoCatalog,
} from '../../../../../src/service/methods/kit/i18n/pseudo-locale';
import { messagesFor, pageLocale } from '../../../../../src/service/widget/i18n/messages';

describe('the pseudo-locale', () => {
  const pseudo = pseudoCatalog(en);

  it('accents every letter, brackets each message, and is about 40 % longer than English', () => {
    expect(pseudo.title).toBe('[ȦȦɠḗḗ ƈħḗḗƈķ]');
    expect(pseudo.stepResult).not.toMatch(/[a-z]/i);
    const length = (c: Record<string, string>) => Object.values(c).join('').length;
    const whole = messagesFor('en');
    expect(length(messagesFor(PSEUDO_LOCALE)) / length(whole)).toBeGreaterThanOrEqual(1.35);
  });

  it('keeps arguments and plurals working, and plain text plain', () => {
    compileMessages(pseudo);
    expect(format(PSEUDO_LOCALE, pseudo.continueLink, { site: 'Shop' })).toBe(
      '[Ƈǿǿƞŧīīƞŭŭḗḗ ŧǿǿ Shop]',
    );
    expect(format(PSEUDO_LOCALE, pseudo.attemptsLeft, { n: 1 })).toBe('[1 ȧȧŧŧḗḗḿƥŧ ŀḗḗƒŧ]');
    expect(pseudo.phoneHelp).toContain("ƥħǿǿƞḗḗ'ş");
  });

  it('is chosen only for a test verification that asks for it', () => {
    expect(pageLocale({ mode: 'test', locale: PSEUDO_LOCALE }, 'de')).toBe(PSEUDO_LOCALE);
    expect(pageLocale({ mode: 'live', locale: PSEUDO_LOCALE }, 'de')).toBe('de');
    expect(pageLocale({ mode: 'live', locale: PSEUDO_LOCALE }, null)).toBe('en');
    expect(pageLocale(null, PSEUDO_LOCALE)).toBe('en');
  });
});
