import type { NextFetchEvent, NextRequest } from 'next/server';
import { nextAuthTokenSource } from 'ofage/next-auth';
import { ageGateProxy } from 'ofage/proxy';
import {
  ADULT_GATE,
  ADULT_PATHS,
  adultRequirement,
  PROTECTED_PATHS,
  requirement,
} from './lib/requirement';

/**
 * The age-restricted departments: visitors without a verification are sent to their gate page
 * (`/age-gate` for the spirits cellar, 21+; `/adult-gate` for the lottery aisle, 18+) and come
 * back once verified. The pages check again with the server guard.
 */
const cellar = ageGateProxy({
  ...requirement,
  protect: PROTECTED_PATHS,
  tokenSource: nextAuthTokenSource(),
});
const lottery = ageGateProxy({
  ...adultRequirement,
  ...ADULT_GATE,
  protect: ADULT_PATHS,
  tokenSource: nextAuthTokenSource(),
});

export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  return (await cellar(request, event)) ?? (await lottery(request, event));
}

// Not next-auth's routes (`api/auth/`) nor the gates' POST routes: for a POST the proxy runs on,
// Next reads the whole body (buffering up to 10 MB) before the route handler starts, which would
// defeat the routes' own caps. The proxy gates nothing there. No rule by header: a prefetch of a
// gated page must meet the gate too.
export const config = {
  matcher: [
    '/((?!_next/static|_next/image|api/auth/|api/(?:age|adult)-gate/(?:session|confirm|webhook|mobile/session|mobile/confirm)$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)',
  ],
};
