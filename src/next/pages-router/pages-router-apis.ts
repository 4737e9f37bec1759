import type { NextRequestApis } from '../build-age-gate';

const NO_REQUEST =
  'the Pages Router has no next/headers: gate a page with withAgeGate(ageGate, getServerSideProps), an API route with ageGate.withAgeVerification, or pass the request (ageGate.getAgeVerification(request)).';

/**
 * The Pages Router's stand-ins for `next/headers` and `next/navigation`: there is no current
 * request to read outside `getServerSideProps` and API routes, which have one to pass. Calls
 * without a request throw saying so; no cookie is set (adoption then says `cookieSet: false`).
 */
export const pagesRouterApis: NextRequestApis = {
  headers: () => Promise.reject(new Error(`ofage: ${NO_REQUEST}`)),
  redirect: () => {
    throw new Error(`ofage: ${NO_REQUEST}`);
  },
  setCookie: () => Promise.resolve(false),
};
