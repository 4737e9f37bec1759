import { NextResponse, type NextRequest } from 'next/server';
import { ageGateProxy } from 'ofage/proxy';
import { requirement } from './lib/requirement';

/**
 * The benchmark's two proxies, chosen when the server starts (`BENCH_PROXY`), so both run the
 * same build, routes and matcher:
 * - `ofage`: `ageGateProxy` exactly as the merchant quick start (docs/merchant/quick-start.md) shows it;
 * - `presence`: the cheapest gate there is, "a cookie of that name exists" (no signature, no
 *   expiry, no criteria), redirecting like ours.
 */
function presenceOnly(request: NextRequest): NextResponse | undefined {
  if (!/^\/gated(\/|$)/.test(request.nextUrl.pathname)) return undefined;
  if (request.cookies.has('ofage-verified')) return undefined;
  const target = new URL('/age-gate', request.url);
  target.searchParams.set('returnTo', request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(target, 307);
}

export default process.env.BENCH_PROXY === 'presence'
  ? presenceOnly
  : ageGateProxy({ ...requirement, protect: ['/gated'] });

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|api/age-gate/(?:session|confirm|webhook|mobile/session|mobile/confirm)$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)',
  ],
};
