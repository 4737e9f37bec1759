import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * The pseudo-locale (test mode only): English with every letter accented and the text about
 * 40 % longer, in brackets, so that screenshots show text that was never put in a catalog
 * (it stays plain), clipped ends (a missing bracket) and layouts too tight for longer
 * languages. The tag is the one CLDR reserves for it.
 */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]!,
  ]),
);

/** Accents each letter and doubles each vowel and y (about 40 % more text in English). */
function pseudoText(text: string): string {
  return [...text]
    .map((c) => {
      const accented = ACCENTED[c] ?? c;
      return 'aeiouyAEIOUY'.includes(c) ? accented + accented : accented;
    })
    .join('');
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === 0) return { ...el, value: pseudoText(el.value) };
    if (el.type === 5 || el.type === 6) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
      );
      return { ...el, options } as MessageFormatElement;
    }
    return el;
  });
}

/** The pseudo-locale's catalog, made from the English one (arguments and plurals kept). */
export function pseudoCatalog<C extends Readonly<Record<string, string>>>(en: C): C {
  return Object.fromEntries(
    Object.entries(en).map(([key, text]) => {
      const ast = parse(text);
      // Plain text is shown as it is, never formatted: it must not come back ICU-escaped.
      const plain = ast.every((el) => el.type === 0);
      return [key, `[${plain ? pseudoText(text) : printAST(pseudoElements(ast))}]`];
    }),
  ) as C;
}
