import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequestApis } from './build-age-gate';

/**
 * The App Router's request APIs for the guard and adoption: the current request's headers, its
 * redirect, and a cookie on its response where Next allows one (a route handler or server
 * action; a page cannot set cookies).
 */
export const appRouterApis: NextRequestApis = {
  headers: async () => new Headers(await headers()),
  redirect: (url) => redirect(url),
  async setCookie(name, value, maxAge, secure) {
    try {
      (await cookies()).set({
        name,
        value,
        maxAge,
        secure,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
      });
      return true;
    } catch {
      return false;
    }
  },
};
