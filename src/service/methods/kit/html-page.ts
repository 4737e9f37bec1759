import { WIDGET_CSS } from './widget-css';
import { widgetHeaders } from './widget-headers';
import { textDirection } from './i18n/locales';

/**
 * The service's small server-rendered pages (result page, bank hand-off, test bank): shared by
 * the widget and the methods, so it sits in the kit below both.
 */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The document around the service's small server-rendered pages; `head` and `body` are HTML.
 * Its stylesheet is the widget's unless `style` gives another (the test bank's look of its own).
 * `dir` follows `lang` (Arabic and Hebrew read right to left).
 */
export function htmlDocument(o: {
  lang: string;
  title: string;
  body: string;
  head?: string;
  style?: string;
}): string {
  return `<!doctype html><html lang="${o.lang}" dir="${textDirection(o.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${o.head ?? ''}<title>${escapeHtml(o.title)}</title><style>${o.style ?? WIDGET_CSS}</style></head><body>${o.body}</body></html>`;
}

/**
 * The body of a small page in the widget's look: the TEST MODE bar when `testBar` is given, then
 * the widget's column with its step line (`step`, where given), its heading (green for a pass,
 * red for a fail) and `content` (HTML). `testBar`, `step` and `heading` are text.
 */
export function widgetLookBody(o: {
  heading: string;
  content: string;
  testBar?: string;
  step?: string;
  outcome?: 'ok' | 'bad';
}): string {
  const bar = o.testBar ? `<div class="test" role="note">${escapeHtml(o.testBar)}</div>` : '';
  const step = o.step ? `<p class="step">${escapeHtml(o.step)}</p>` : '';
  const tone = o.outcome ? ` class="${o.outcome}"` : '';
  return `${bar}<main class="w">${step}<h1${tone}>${escapeHtml(o.heading)}</h1>${o.content}</main>`;
}

/** Headers of the service's small server-rendered pages: never framed, never cached. */
export const PAGE_HEADERS: Record<string, string> = {
  ...widgetHeaders([]),
  'Content-Type': 'text/html; charset=utf-8',
};
