/**
 * The page a request path stands for, once the forms Next.js uses for the same page internally
 * are taken off: the Pages Router's data path `/_next/data/<build>/spirits.json`, the App
 * Router's `/spirits.rsc` and `/spirits.prefetch.rsc`, and the per-segment prefetch paths
 * `/spirits.segments/…` (served from static storage when the app runs behind a CDN). Next takes
 * most of these off before a proxy sees the request (`.rsc` leaves `/spirits.prefetch` and
 * `/spirits.segments/_tree.segment`), but not with `skipProxyUrlNormalize`, and not in every
 * version: the gate matches both the path as it came and this one, so that no form of a gated
 * page passes because it is spelled differently. `/index` stands for `/` in these forms.
 */
export function pagePathname(pathname: string): string {
  let page = pathname;
  const data = /^\/_next\/data\/[^/]+(\/.+)\.json$/.exec(page);
  if (data) page = data[1]!;
  page = page
    .replace(/\.segments(?:\/.*)?$/, '')
    .replace(/\.rsc$/, '')
    .replace(/\.prefetch$/, '');
  return page !== pathname && /^\/index\/?$/.test(page) ? '/' : page;
}
