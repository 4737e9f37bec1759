import { WIDGET_LOCALES, type WidgetLocale } from './locales';

const isSupported = (tag: string): tag is WidgetLocale =>
  (WIDGET_LOCALES as readonly string[]).includes(tag);

/**
 * The widget language: the verification's `locale` (set by the merchant at perform) when the
 * widget speaks it, otherwise the best `Accept-Language` match (RFC 9110 §12.5.4, by q-value),
 * otherwise English. Only the primary subtag counts: `de-CH` → `de`.
 */
export function chooseLocale(stored: string | null, acceptLanguage: string | null): WidgetLocale {
  const primary = (tag: string): string => tag.trim().split('-')[0]!.toLowerCase();
  if (stored) {
    const p = primary(stored);
    if (isSupported(p)) return p;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((s) => s.trim()).find((s) => s.startsWith('q='));
        const weight = q === undefined ? 1 : Number(q.slice(2));
        return { tag: primary(tag), weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((r) => r.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const r of ranked) if (isSupported(r.tag)) return r.tag;
  }
  return 'en';
}
