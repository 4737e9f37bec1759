import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../../../src/service/methods/kit/i18n/compile-messages';
import { format as formatCompiled } from '../../../../../src/service/methods/kit/i18n/format';
import { en } from '../../../../../src/service/methods/kit/i18n/en';

/** Compiles the message as the server does with a catalog, then formats it. */
const format = (locale: string, text: string, values: Record<string, string | number>) => {
  compileMessages({ text });
  return formatCompiled(locale, text, values);
};

describe('format (ICU MessageFormat)', () => {
  it('fills arguments, and a value is never read as syntax', () => {
    expect(format('en', en.continueLink, { site: "Bob's {Shop} $&" })).toBe(
      "Continue to Bob's {Shop} $&",
    );
  });

  it('chooses the plural form by the locale’s rules', () => {
    expect([0, 1, 2].map((n) => format('en', en.attemptsLeft, { n }))).toEqual([
      'No attempts left',
      '1 attempt left',
      '2 attempts left',
    ]);
    const polish = '{n, plural, one {# próba} few {# próby} many {# prób} other {# próby}}';
    expect([1, 2, 5, 22].map((n) => format('pl', polish, { n }))).toEqual([
      '1 próba',
      '2 próby',
      '5 prób',
      '22 próby',
    ]);
  });

  it('writes a message that was never compiled as it is (the browser has no parser)', () => {
    expect(formatCompiled('en', 'Continue to {shop}', { shop: 'x' })).toBe('Continue to {shop}');
  });

  it('writes numbers as the locale does', () => {
    expect(format('de', '{n, number}', { n: 1234.5 })).toBe('1.234,5');
    expect(format('ar-EG', '{n, number}', { n: 18 })).toBe(
      new Intl.NumberFormat('ar-EG').format(18),
    );
  });
});
