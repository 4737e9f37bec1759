import { widgetHeaders } from './widget-headers';

/**
 * The service's small server-rendered pages (result page, bank hand-off, test bank): shared by
 * the widget and the methods, so it sits in the kit below both.
 */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:1.5rem}main{max-width:30rem;margin:0 auto}h1{font-size:1.375rem}';

/** The document around the service's small server-rendered pages; `head` and `body` are HTML. */
export function htmlDocument(o: {
  lang: string;
  title: string;
  body: string;
  head?: string;
  style?: string;
}): string {
  return `<!doctype html><html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${o.head ?? ''}<title>${escapeHtml(o.title)}</title><style>${o.style ?? PAGE_STYLE}</style></head><body>${o.body}</body></html>`;
}

/** Headers of the service's small server-rendered pages: never framed, never cached. */
export const PAGE_HEADERS: Record<string, string> = {
  ...widgetHeaders([]),
  'Content-Type': 'text/html; charset=utf-8',
};
