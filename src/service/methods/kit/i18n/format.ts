import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

/** A message compiled by FormatJS's ICU MessageFormat parser (`compile-messages.ts`). */
export type CompiledMessage = readonly MessageFormatElement[];

type Values = Readonly<Record<string, string | number>>;

/**
 * Compiled messages by their text. The server compiles every catalog as it loads it; the widget
 * page sends the browser those of its one locale (`WidgetPageModel.compiled`), so the browser
 * never loads a parser: it fits the widget's 120 KB budget.
 */
const compiled = new Map<string, CompiledMessage>();

/** Makes compiled messages known to `format` (again: the same text compiles the same). */
export function addCompiledMessages(messages: Readonly<Record<string, CompiledMessage>>): void {
  for (const [text, ast] of Object.entries(messages)) compiled.set(text, ast);
}

/**
 * Formats an ICU MessageFormat message (`{site}`, `{n, plural, one {# …} other {# …}}`,
 * `{kind, select, …}`, `{n, number}`) in `locale`: plural forms by `Intl.PluralRules`, numbers
 * by `Intl.NumberFormat`. A text without arguments is itself. The element kinds the catalogs
 * may use are these (test/service/i18n/catalogs.test.ts holds them to it, and to the output of
 * FormatJS's `intl-messageformat`).
 */
export function format(locale: string, message: string, values: Values = {}): string {
  const ast = compiled.get(message);
  return ast ? formatElements(locale, ast, values, null) : message;
}

function formatElements(
  locale: string,
  elements: CompiledMessage,
  values: Values,
  pound: number | null,
): string {
  let out = '';
  for (const el of elements) {
    switch (el.type) {
      case 0: // literal
        out += el.value;
        break;
      case 1: // argument
        out += String(values[el.value] ?? `{${el.value}}`);
        break;
      case 2: // number
        out += new Intl.NumberFormat(locale).format(Number(values[el.value]));
        break;
      case 7: // `#` in a plural
        out += pound === null ? '#' : new Intl.NumberFormat(locale).format(pound);
        break;
      case 5: {
        // select
        const option = el.options[String(values[el.value])] ?? el.options.other;
        out += option ? formatElements(locale, option.value, values, pound) : '';
        break;
      }
      case 6: {
        // plural
        const n = Number(values[el.value]) - el.offset;
        const rules = new Intl.PluralRules(locale, { type: el.pluralType });
        const option =
          el.options[`=${n + el.offset}`] ?? el.options[rules.select(n)] ?? el.options.other;
        out += option ? formatElements(locale, option.value, values, n) : '';
        break;
      }
      default: // dates, times and tags: no catalog uses them (catalogs.test.ts)
        throw new Error(`ICU ${el.type}`);
    }
  }
  return out;
}
