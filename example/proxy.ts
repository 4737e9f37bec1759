import { nextAuthTokenSource } from 'ofage/next-auth';
import { ageGateProxy } from 'ofage/proxy';
import { PROTECTED_PATHS, requirement } from './lib/requirement';

/**
 * The age-restricted department: visitors without a verification are sent to `/age-gate`
 * and come back once verified. The pages check again with the server guard.
 */
export default ageGateProxy({
  ...requirement,
  protect: PROTECTED_PATHS,
  tokenSource: nextAuthTokenSource(),
});

// Not next-auth's routes (`api/auth/`): for a POST the proxy runs on, Next reads the whole body
// (buffering up to 10 MB) before the route handler starts, which would defeat the route's own
// 64 KB cap. The proxy gates nothing there.
export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|api/auth/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
