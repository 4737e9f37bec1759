/**
 * Headers any client can send to look like a prefetch, an RSC fetch or a client-side router
 * request. Whether the age gate runs must not depend on any of them, alone or together.
 */
export const ROUTER_HEADERS: readonly Record<string, string>[] = [
  { purpose: 'prefetch' },
  { 'sec-purpose': 'prefetch' },
  { 'next-router-prefetch': '1' },
  { 'next-router-prefetch': '0' },
  { rsc: '1' },
  { 'next-router-segment-prefetch': '/_tree' },
  {
    'next-router-state-tree': '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D',
  },
  { 'x-middleware-prefetch': '1' },
  { 'x-nextjs-data': '1' },
  { 'next-url': '/' },
  { 'sec-fetch-dest': 'empty' },
];

/**
 * Every distinct subset of ROUTER_HEADERS, merged, with its index: callers vary the URL by it
 * (`?_rsc=` on odd ones). A subset with both `next-router-prefetch` values merges to the one
 * with the later value alone (the later wins), the same URL too: it is left out, which leaves
 * 1,536 of the 2^11 subsets (each of them a request to a running app in the package tests).
 */
export function* headerCombinations(): Generator<{
  index: number;
  headers: Record<string, string>;
}> {
  for (let index = 0; index < 1 << ROUTER_HEADERS.length; index++) {
    const chosen = ROUTER_HEADERS.filter((_, i) => index & (1 << i));
    const names = chosen.flatMap((headers) => Object.keys(headers));
    if (new Set(names).size < names.length) continue;
    yield { index, headers: Object.assign({}, ...chosen) as Record<string, string> };
  }
}
