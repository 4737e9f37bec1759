import fc from 'fast-check';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { compileMatcher, withMatcher, type ProxyMatcher } from '../../src/next/with-matcher';

/** Matchers as real apps write them: next-intl, Clerk, Auth.js, Next's docs, and edge cases. */
const MATCHERS: ProxyMatcher[] = [
  '/((?!api|trpc|_next|_vercel|.*\\..*).*)',
  [
    '/((?!_next|[^?]*\\.(?:html?|css|js(?!on)|jpe?g|webp|png|gif|svg|ttf|woff2?|ico|csv|docx?|xlsx?|zip|webmanifest)).*)',
    '/(api|trpc)(.*)',
  ],
  ['/((?!api|_next/static|_next/image|favicon.ico).*)'],
  ['/old-shop/:path*', '/spirits/:path*', '/'],
  '/about/:path*',
  ['/dashboard/:path+', '/account/:id?'],
  '/',
  ['/(de|en)/:path*'],
  ['/shop/:category/wine'],
  [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
  [{ source: '/admin/:path*', has: [{ type: 'cookie', key: 'role', value: 'admin|staff' }] }],
  [{ source: '/:path*', has: [{ type: 'query', key: 'preview' }] }],
  [{ source: '/:path*', has: [{ type: 'host', value: 'shop\\.example\\.com' }] }],
];

const SEGMENTS = [
  'spirits',
  'api',
  'about',
  'old-shop',
  'de',
  'en',
  'admin',
  'shop',
  'wine',
  'x.png',
  'index',
  '_next',
  'static',
  'trpc',
  'Spirits',
  'dashboard',
  'account',
  '42',
];

/** Paths Next tells apart: plain, nested, trailing slash, data and transport forms. */
const paths = fc
  .tuple(
    fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }),
    fc.constantFrom('', '/', '.rsc', '.json', '.segments/_tree.segment.rsc', '.prefetch.rsc'),
    fc.boolean(),
  )
  .map(([segments, suffix, data]) => {
    const path = `/${segments.join('/')}${segments.length ? suffix : ''}`;
    return data && segments.length ? `/_next/data/build-1${path}` : path;
  });

const requests = fc.record({
  path: paths,
  query: fc.constantFrom('', '?preview=1', '?preview=', '?a=b'),
  headers: fc.constantFrom<Record<string, string>>(
    {},
    { 'next-router-prefetch': '1' },
    { purpose: 'prefetch' },
    { purpose: 'other' },
    { cookie: 'role=admin' },
    { cookie: 'role=guest; other=1' },
    { host: 'shop.example.com:3000' },
    { host: 'elsewhere.example' },
  ),
});

describe('compileMatcher: the requests Next.js runs a proxy for', () => {
  it.each(MATCHERS.map((m) => [JSON.stringify(m), m] as const))(
    'decides as Next does: %s',
    (_name, matcher) => {
      const ours = compileMatcher(matcher);
      fc.assert(
        fc.property(requests, ({ path, query, headers }) => {
          const url = `http://localhost:3000${path}${query}`;
          const { host, cookie, ...rest } = headers;
          const cookies = Object.fromEntries(
            (cookie ?? '')
              .split(';')
              .filter(Boolean)
              .map((p) => p.trim().split('=') as [string, string]),
          );
          const next = unstable_doesMiddlewareMatch({
            config: { matcher: matcher as never },
            url,
            headers: { ...rest, ...(host ? { host } : {}) },
            cookies,
          });
          const request = new Request(url, { headers });
          expect(ours(request), `${url} ${JSON.stringify(headers)}`).toBe(next);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('matches the percent-decoded path too, as the Next server does', () => {
    const matches = compileMatcher('/spirits/:path*');
    expect(matches(new Request('http://localhost/%73pirits'))).toBe(true);
    expect(matches(new Request('http://localhost/%E0%A4%A'))).toBe(false);
  });

  it('refuses a source Next refuses', () => {
    expect(() => compileMatcher('spirits')).toThrow(/must start with "\/"/);
    expect(() => compileMatcher(['/ok', { source: 'nope' }])).toThrow(/"nope"/);
  });
});

describe('withMatcher', () => {
  it('runs the proxy for the requests its matcher selects, and passes on the others', async () => {
    const seen: string[] = [];
    const proxy = withMatcher(['/old-shop/:path*'], (request: Request, event: string) => {
      seen.push(`${new URL(request.url).pathname} ${event}`);
      return new Response(null, { status: 308, headers: { location: '/shop' } });
    });
    const moved = await proxy(new Request('http://localhost/old-shop/rum'), 'event');
    expect(moved?.status).toBe(308);
    expect(await proxy(new Request('http://localhost/api/age-gate/status'), 'event')).toBe(
      undefined,
    );
    expect(seen).toEqual(['/old-shop/rum event']);
  });
});
