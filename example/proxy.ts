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

export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
