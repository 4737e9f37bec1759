import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { WIDGET_LOCALES } from '../../../src/service/methods/kit/i18n/locales';
import { METHODS } from '../../../src/service/methods/registry';
import {
  INTERACTION_LOCALES,
  interactionMessages,
} from '../../../src/service/oidc/interaction/interaction-messages';
import { KIT_CATALOGS } from '../../../src/service/widget/i18n/messages';
import { TEST_PAGES_CATALOGS } from '../../../src/service/methods/kit/test-pages-i18n/catalogs';
import { AGE_GATE_CATALOGS } from '../../../src/react/i18n/catalogs';
import { compileMessages } from '../../../src/service/methods/kit/i18n/compile-messages';
import { format } from '../../../src/service/methods/kit/i18n/format';

type Catalog = Readonly<Record<string, string>>;

/** Every catalog a person may read, by surface, each in every language the surface lists. */
const SURFACES: Record<string, Readonly<Record<string, Catalog>>> = {
  widget: KIT_CATALOGS,
  'OpenID age-key pages': interactionMessages,
  '<AgeGate> card': AGE_GATE_CATALOGS,
  'test bank and test wallet pages': TEST_PAGES_CATALOGS,
  ...Object.fromEntries(
    Object.entries(METHODS).flatMap(([id, method]) => [
      ...(method.messages ? [[`method ${id}`, method.messages]] : []),
      ...(method.partMessages ? [[`method ${id}, its widget part`, method.partMessages]] : []),
    ]),
  ),
};

const LOCALES_OF: Record<string, readonly string[]> = {
  'OpenID age-key pages': INTERACTION_LOCALES,
};

/**
 * Text that reads the same as in English on purpose (a format, a name, a word the language
 * shares with English), by key: the locales where that is right, or `*` for every one.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, '*' | readonly string[]>> = {
  cardAmount: '*',
  walletKind: ['de', 'nl'],
  'face.start': ['de', 'da', 'nb'],
};

/** One message's shape: its arguments with their kinds, and the plural categories it names. */
function shapeOf(message: string, locale: string) {
  const args = new Map<string, string>();
  const plurals: { name: string; categories: string[] }[] = [];
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>): void => {
    for (const el of elements) {
      if ('value' in el && typeof el.value === 'string' && el.type !== 0) {
        args.set(
          el.value,
          ['argument', 'number', 'date', 'time', 'select', 'plural'][el.type - 1] ?? '',
        );
      }
      if ('options' in el) {
        const options = el.options as Record<string, { value: typeof elements }>;
        if (el.type === 6)
          plurals.push({ name: String(el.value), categories: Object.keys(options) });
        for (const option of Object.values(options)) walk(option.value);
      }
      if ('children' in el) walk(el.children as typeof elements);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return { args: Object.fromEntries([...args].sort()), plurals };
}

/** Values for every argument of a message: each plural and number argument takes several counts. */
function sampleValues(text: string, locale: string): Record<string, string | number>[] {
  const { args } = shapeOf(text, locale);
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101];
  return counts.map((n) =>
    Object.fromEntries(
      Object.entries(args).map(([name, kind]) => [
        name,
        kind === 'plural' || kind === 'number' ? n : `«${name}»`,
      ]),
    ),
  );
}

describe('every catalog of every surface is complete', () => {
  for (const [surface, catalogs] of Object.entries(SURFACES)) {
    const locales = LOCALES_OF[surface] ?? WIDGET_LOCALES;
    const en = catalogs.en!;
    describe(surface, () => {
      it('has a catalog for each of its languages and no other', () => {
        expect(Object.keys(catalogs).sort()).toEqual([...locales].sort());
      });

      for (const locale of locales) {
        it(`${locale}: the widget's format writes what FormatJS's intl-messageformat writes`, () => {
          const catalog = catalogs[locale]!;
          compileMessages(catalog);
          for (const [key, text] of Object.entries(catalog)) {
            for (const values of sampleValues(text, locale)) {
              const expected = String(new IntlMessageFormat(text, locale).format(values));
              expect(
                format(locale, text, values),
                `${locale} ${key} ${JSON.stringify(values)}`,
              ).toBe(expected);
            }
          }
        });
      }

      for (const locale of locales.filter((l) => l !== 'en')) {
        it(`${locale}: every key of English, no other, none empty`, () => {
          const catalog = catalogs[locale]!;
          expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
          const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '');
          expect(empty.map(([key]) => key)).toEqual([]);
        });

        it(`${locale}: the same ICU arguments as English, and the plural categories the language needs`, () => {
          const catalog = catalogs[locale]!;
          const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
          for (const [key, english] of Object.entries(en)) {
            const text = catalog[key];
            if (text === undefined) continue;
            const theirs = shapeOf(text, locale);
            expect(theirs.args, `${locale} ${key}: arguments`).toEqual(shapeOf(english, 'en').args);
            for (const plural of theirs.plurals) {
              expect(
                plural.categories,
                `${locale} ${key}: plural categories of ${plural.name}`,
              ).toEqual(expect.arrayContaining([...needed]));
            }
          }
        });

        it(`${locale}: no sentence left in English unless it is a name`, () => {
          const catalog = catalogs[locale]!;
          const untranslated = Object.keys(en).filter((key) => {
            const allowed = SAME_AS_ENGLISH[key];
            if (allowed === '*' || allowed?.includes(locale)) return false;
            return catalog[key] === en[key];
          });
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});

describe('the completeness checks can fail', () => {
  it('a dropped argument, a plural without a needed category, and an English leftover are seen', () => {
    expect(shapeOf('Weiter zu', 'de').args).not.toEqual(shapeOf('Continue to {site}', 'en').args);
    const polish = shapeOf('{n, plural, one {# próba} other {# prób}}', 'pl').plurals[0]!;
    const needed = new Intl.PluralRules('pl').resolvedOptions().pluralCategories;
    expect(needed.filter((c) => !polish.categories.includes(c))).toEqual(['few', 'many']);
    // A quoted brace is text, not an argument: `'{site}'` would leave the site's name out.
    expect(shapeOf("d''{site}", 'fr').args).toEqual({ site: 'argument' });
    expect(shapeOf("d'{site}'", 'fr').args).toEqual({});
  });
});
