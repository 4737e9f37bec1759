import { match } from '@formatjs/intl-localematcher';

/** Where the language may come from, strongest first (issue 34). */
export interface LocaleSources {
  /** The verification's `locale` (perform's `options.locale`, the hosted API's `locale`). */
  requested?: string | null;
  /** The browser's `Accept-Language` header (RFC 9110 §12.5.4). */
  acceptLanguage?: string | null;
  /** The product's default language, set in the console. */
  productDefault?: string | null;
}

/**
 * How our tags read to the matcher. Plain `pt` maximises to Brazilian Portuguese in CLDR, but
 * our `pt` is the European one (`pt-BR` is listed apart), so it is matched as `pt-PT`, and a
 * range of just `pt` (a merchant's `locale: 'pt'`) means it.
 */
const MATCH_AS: Readonly<Record<string, string>> = { pt: 'pt-PT' };

/** Ranges the matcher does not relate to our tags: `no` (Norwegian) is written in Bokmål. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', pt: 'pt-PT' };

/** The range as a canonical tag the matcher relates to ours, or null when it is not a tag. */
function canonical(range: string): string | null {
  try {
    const [tag] = Intl.getCanonicalLocales(range.trim());
    if (!tag) return null;
    if (ALIASES[tag]) return ALIASES[tag];
    const [language = '', ...rest] = tag.split('-');
    return language === 'no' ? ['nb', ...rest].join('-') : tag;
  } catch {
    return null;
  }
}

/**
 * The best of `supported` for the ranges, by BCP 47 language matching (CLDR's distances, as
 * `Intl.LocaleMatcher` proposes: `pt-PT` → `pt`, `zh-Hant-HK` → `zh-TW`, `nb-NO` → `nb`), or
 * null when none speaks the language of any range. Ranges are tried in order, and a range only
 * matches its own language: CLDR would answer `sw` with English, which the next source (the
 * browser, the product's default) may know better. Ranges that are not tags are skipped.
 */
export function matchLocale<L extends string>(
  ranges: readonly string[],
  supported: readonly L[],
): L | null {
  const available = supported.map((locale) => MATCH_AS[locale] ?? locale);
  for (const range of ranges) {
    const tag = canonical(range);
    if (!tag) continue;
    const found = match([tag], available, NONE, { algorithm: 'best fit' });
    if (found === NONE || new Intl.Locale(found).language !== new Intl.Locale(tag).language)
      continue;
    const index = available.indexOf(found);
    if (index !== -1) return supported[index]!;
  }
  return null;
}

const NONE = 'und';

/** The language ranges of an `Accept-Language` header by weight (RFC 9110 §12.5.4), `*` left out. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((s) => s.trim()).find((s) => s.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.tag !== '' && r.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((r) => r.tag);
}

/**
 * The language to speak, from `supported`: the verification's `locale` when one of ours is close
 * to it, otherwise the browser's best match, otherwise the product's default, otherwise English.
 */
export function chooseLocale<L extends string>(
  supported: readonly L[],
  sources: LocaleSources,
): L | 'en' {
  const { requested, acceptLanguage, productDefault } = sources;
  return (
    (requested ? matchLocale([requested], supported) : null) ??
    (acceptLanguage ? matchLocale(acceptedLanguages(acceptLanguage), supported) : null) ??
    (productDefault ? matchLocale([productDefault], supported) : null) ??
    'en'
  );
}
