import NextAuth from 'next-auth';
import { cookies } from 'next/headers';
import { NextRequest } from 'next/server';
import { ServiceError, isAnsweredError } from '../errors/service-error';
import { readCappedText } from '../http/read-capped-body';
import { errorResponse } from '../http/respond';
import { toWebResponse } from '../http/web-adapter';
import { AUTH_BODY_BYTES } from '../server/route-table';
import { getService } from '../service-registry';
import { consoleAuthOptions } from '../console/auth-options';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * The next-auth endpoints the console uses, by method: `action` or `action/provider`. next-auth
 * answers everything else itself, and some of it with a 500 (a GET callback of the credentials
 * provider, a JSON body it cannot parse), so anything not listed is refused here first.
 */
const ROUTES: Record<string, readonly string[]> = {
  GET: ['csrf', 'session', 'providers', 'signin', 'signout', 'error'],
  POST: ['signin/credentials', 'callback/credentials', 'signout', '_log'],
};

/** next-auth's cookie that remembers where to go after sign-in (`__Secure-` over https). */
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/** next-auth's own test for callback URLs (`isValidHttpUrl`): a path, or an http(s) URL. */
function isCallbackUrl(value: string): boolean {
  try {
    const base = value.startsWith('/') ? 'http://service.invalid' : undefined;
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

/**
 * next-auth's endpoints (`/api/auth/*`: csrf, session, callback, signout) for the console,
 * behind a check of what next-auth can take: a known endpoint and method, a form-encoded body
 * (what next-auth's client sends) of at most 8 KB read with a cap — never the whole of an
 * oversized stream — and a `callbackUrl` (parameter or cookie) that is a URL, which next-auth
 * otherwise answers with a 500 "server configuration" error. Refusals are `{error,
 * errorMessage}` JSON like the rest of the API.
 */
async function handle(request: NextRequest, context: RouteContext): Promise<Response> {
  try {
    const path = (await context.params).nextauth ?? [];
    const route = path.join('/');
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const known = Object.entries(ROUTES).filter(([, routes]) => routes.includes(route));
    if (known.length === 0) {
      throw new ServiceError('NOT_FOUND', `no sign-in endpoint at /api/auth/${route}`);
    }
    if (!known.some(([m]) => m === method)) {
      const allow = known.map(([m]) => m).join(', ');
      throw new ServiceError('METHOD_NOT_ALLOWED', `/api/auth/${route} accepts ${allow} only`, {
        headers: { Allow: allow },
      });
    }
    const callbackUrl = request.nextUrl.searchParams.get('callbackUrl');
    if (callbackUrl !== null && !isCallbackUrl(callbackUrl)) {
      throw new ServiceError('INVALID_INPUT', 'callbackUrl must be a path or an http(s) URL');
    }
    const jar = await cookies();
    const stale = CALLBACK_COOKIES.filter((name) => {
      const value = jar.get(name)?.value;
      return value !== undefined && !isCallbackUrl(value);
    });
    if (stale.length > 0) {
      // The browser's own cookie, not a URL: drop it, and the retry goes through.
      const response = toWebResponse(
        errorResponse(
          new ServiceError('INVALID_INPUT', 'the sign-in callback cookie was not a URL: retry'),
        ),
      );
      for (const name of stale) {
        response.headers.append(
          'Set-Cookie',
          `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
        );
      }
      return response;
    }
    let forward = request;
    if (method === 'POST') {
      const type = request.headers.get('content-type') ?? '';
      if (!/^application\/x-www-form-urlencoded\b/i.test(type.trim())) {
        throw new ServiceError(
          'UNSUPPORTED_MEDIA_TYPE',
          'send the form as application/x-www-form-urlencoded',
        );
      }
      const body = await readCappedText(request, AUTH_BODY_BYTES);
      forward = new NextRequest(request.url, { method: 'POST', headers: request.headers, body });
    }
    const options = await consoleAuthOptions(await getService());
    const handler = NextAuth as unknown as (
      req: NextRequest,
      ctx: RouteContext,
      options: unknown,
    ) => Promise<Response>;
    return await handler(forward, context, options);
  } catch (error) {
    if (isAnsweredError(error)) return toWebResponse(errorResponse(error));
    throw error;
  }
}

export { handle as authGET, handle as authPOST };
