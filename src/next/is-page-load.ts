/**
 * Headers by which a request says it is a prefetch or a fetch by the client-side router (App
 * Router RSC requests, Pages Router data requests), not a page load. Next takes its own router
 * headers off before the proxy runs; `sec-fetch-dest: empty` (every `fetch()`), `next-url` and
 * `purpose` stay.
 */
const FETCH_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'x-nextjs-data',
  'x-middleware-prefetch',
] as const;

/**
 * A page load: a document the browser will show (also when it prefetches one: the browser drops
 * a prefetched document once cookies change, and a 204 would make the click do nothing), or a
 * request that does not say what it is (curl). What a request says about itself decides only how
 * it is turned away, never whether.
 */
export function isPageLoad(request: Request): boolean {
  const { headers } = request;
  const dest = headers.get('sec-fetch-dest');
  if (dest === 'document' || dest === 'iframe' || dest === 'frame') return true;
  if (dest !== null) return false;
  if (/prefetch|prerender/i.test(`${headers.get('purpose')} ${headers.get('sec-purpose')}`)) {
    return false;
  }
  return !FETCH_HEADERS.some((name) => headers.has(name));
}
