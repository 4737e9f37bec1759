import { OfageError } from '../client/ofage-error';
import {
  DEFAULT_BASE_PATH,
  DEFAULT_GATE_PATH,
  GATE_ROUTES,
  RETURN_TO_PARAM,
} from '../protocol/gate-api';
import { safeReturnTo } from '../protocol/safe-return-to';
import {
  checkAgeVerification,
  type AgeVerificationResult,
  type TokenSource,
} from './check-age-verification';
import { gateCookieNames } from './cookies';
import { hasFreshCookie } from './fresh-cookie';
import { createGateTokenKeys } from './gate-token';
import { compilePathPatterns, type PathPattern } from './match-path';
import { isPageLoad } from './is-page-load';
import { pagePathname } from './page-pathname';
import {
  parseRequirement,
  type AgeCriteria,
  type AgeRequirement,
  type RequirementResolver,
} from './requirement';
import { requestOrigin } from './request-origin';
import { defaultEnv, parseSecrets } from './secrets';

/** What the proxy needs to decide; `ageGate.proxyOptions` holds all of it but `protect`. */
export interface AgeGateProxyOptions {
  /** Paths to gate. Each pattern covers its path and everything below it. */
  protect: readonly PathPattern[] | ((pathname: string) => boolean);
  /** Cookie secret(s), newest first. Default: env `OFAGE_SECRET` (comma-separated). */
  secret?: string | readonly string[];
  /** The gate's requirement, fixed… */
  jurisdiction?: string;
  criteria?: AgeCriteria;
  /** …or chosen per request. Takes precedence over `jurisdiction` + `criteria`. */
  requirement?: RequirementResolver;
  /** Accept a verification for any jurisdiction (set by `allowClientJurisdiction`). */
  anyJurisdiction?: boolean;
  /** The page with `<AgeGate>`; default `/age-gate`. Never gated itself. */
  gatePath?: string;
  /** The catch-all route's base path; default `/api/age-gate`. Never gated. */
  basePath?: string;
  /** A second place to find a verified token, e.g. `nextAuthTokenSource()`. */
  tokenSource?: TokenSource;
  /** Injected clock (milliseconds) for tests. */
  now?: () => number;
  /** Injected environment for tests; default `process.env`. */
  env?: Record<string, string | undefined>;
}

type MaybePromise<T> = T | Promise<T>;
/** A Next proxy/middleware function (`NextProxy` and `NextMiddleware` fit). */
export type ProxyFunction<Req extends Request = Request, Ev = unknown> = (
  request: Req,
  event: Ev,
) => MaybePromise<Response | null | undefined | void>;

/**
 * The gate in `proxy.ts` (or legacy `middleware.ts`): verified requests to protected paths pass
 * through, others are redirected to the gate page with a safe `returnTo` (GET/HEAD) or answered
 * 401 (other methods). The check is a local HS256 verification of the cookie — no network. The
 * proxy is a fast path only; check again with `requireAgeVerified()` where the content is
 * rendered.
 *
 * Revocations: the proxy has no store, so besides the verified cookie it wants the short-lived
 * fresh cookie the handlers set after a revocation lookup. A page load (GET/HEAD) without a
 * current one goes round `{basePath}/refresh` (307 there, 303 back), so a revoked verification
 * stops passing within `revocationCheckInterval` (default 60 s) of the revocation reaching the
 * store. Other methods are passed on: the guard in the route or server function checks the
 * store on every call.
 *
 * Use it as the whole proxy, or wrap your own (Clerk style): `ageGateProxy(options, next)` runs
 * `next` for every request the gate lets through. As a plain function inside your own proxy,
 * call it and return its response when there is one.
 *
 * Prefetches and client-side router fetches of a gated page are gated like page loads: what
 * would be a redirect is an empty answer (204) for them, so the router caches nothing that could
 * outlive the shopper's verification. No header decides whether the gate runs, and Next's other
 * forms of a page's path (`.rsc`, `.segments/…`, `/_next/data/…`) are gated as the page.
 *
 * `config.matcher` must be a literal in your file. It must not skip requests by header. This one
 * skips Next's assets, static files by extension and the handlers' POST routes (Next reads the
 * body of every request the proxy runs on before the route starts; those routes refuse a body
 * they do not want before reading it). A route whose path ends in one of these extensions is not
 * gated by the proxy — the server guard still gates it:
 *
 * @example proxy.ts
 * ```ts
 * import { ageGateProxy } from 'ofage/proxy';
 *
 * export default ageGateProxy({
 *   protect: ['/spirits', '/checkout'],
 *   jurisdiction: 'US-CA',
 *   criteria: { ageCategory: 'ADULT' },
 * });
 *
 * export const config = {
 *   matcher: [
 *     '/((?!_next/static|_next/image|api/age-gate/(?:session|confirm|webhook|mobile/session|mobile/confirm)$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)',
 *   ],
 * };
 * ```
 */
export function ageGateProxy<Req extends Request, Ev>(
  options: AgeGateProxyOptions,
  next?: ProxyFunction<Req, Ev>,
): (request: Req, event: Ev) => Promise<Response | undefined> {
  const env = options.env ?? defaultEnv();
  const keys = createGateTokenKeys(
    parseSecrets(options.secret ?? env.OFAGE_SECRET, 'ageGateProxy({ secret })', 'OFAGE_SECRET'),
  );
  const requirement = proxyRequirement(options);
  const gatePath = options.gatePath ?? DEFAULT_GATE_PATH;
  const basePath = options.basePath ?? DEFAULT_BASE_PATH;
  const exempt = compilePathPatterns([gatePath, basePath]);
  const isProtected = compilePathPatterns(options.protect);
  const checkOptions = {
    keys,
    requirement,
    anyJurisdiction: options.anyJurisdiction,
    tokenSource: options.tokenSource,
    now: options.now,
  };

  // Whether the request is for a gated page, whatever its form: the path as it came and the page
  // it stands for (Next's `.rsc`, segment and data forms of it). Headers play no part: a client
  // sets any it likes.
  const isGated = (pathname: string): boolean => {
    const page = pagePathname(pathname);
    return (isProtected(pathname) || isProtected(page)) && !exempt(page);
  };

  return async function ageGate(request, event) {
    const url = new URL(request.url);
    const refused = refuseMalformedGateRequest(request, url, basePath);
    if (refused) return refused;
    if (isGated(url.pathname)) {
      const result = await checkAgeVerification(request, checkOptions);
      if (!result.verified) return forPagesRouter(request, deny(request, url, gatePath, result));
      const stale = !(await hasFreshCookie(
        keys,
        request,
        gateCookieNames(requestOrigin(request)),
        result.claims.verificationId,
        (options.now ?? Date.now)(),
      ));
      // Page loads go through the refresh route's revocation check. Other methods (server
      // functions, APIs) cannot be sent round a redirect; the guard they run checks the store
      // on every call.
      if (stale && (request.method === 'GET' || request.method === 'HEAD')) {
        return forPagesRouter(
          request,
          redirectable(request) ? toRefresh(url, basePath) : emptyAnswer('refresh'),
        );
      }
    }
    return (await next?.(request, event)) ?? undefined;
  };
}

function proxyRequirement(options: AgeGateProxyOptions): AgeRequirement | RequirementResolver {
  if (options.requirement) return options.requirement;
  try {
    return parseRequirement(
      { jurisdiction: options.jurisdiction, criteria: options.criteria },
      'ageGateProxy({ jurisdiction, criteria })',
    );
  } catch (cause) {
    throw new OfageError(
      'INVALID_CONFIG',
      `${(cause as Error).message} Pass jurisdiction + criteria, a requirement(request) resolver, or spread ageGate.proxyOptions.`,
      { cause },
    );
  }
}

function deny(
  request: Request,
  url: URL,
  gatePath: string,
  result: Extract<AgeVerificationResult, { verified: false }>,
): Response {
  const headers = { 'cache-control': 'private, no-store', 'x-ofage-gate': result.reason };
  if ((request.method === 'GET' || request.method === 'HEAD') && !redirectable(request)) {
    return emptyAnswer(result.reason);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      {
        error: 'AGE_VERIFICATION_REQUIRED',
        errorMessage: `Age verification required (${result.reason}); verify at ${gatePath} first.`,
      },
      { status: 401, headers },
    );
  }
  const target = new URL(gatePath, url);
  target.searchParams.set(RETURN_TO_PARAM, safeReturnTo(url.pathname + url.search));
  return new Response(null, { status: 307, headers: { ...headers, location: target.href } });
}

/**
 * A request the gate answers with a redirect: a page load, or a Pages Router data request (a
 * client-side navigation or its prefetch). Next hands that router the redirect as
 * `x-nextjs-redirect` and it goes there, as for `getServerSideProps`' own redirects; an empty
 * answer would make it show the page's component without props.
 */
function redirectable(request: Request): boolean {
  return isPageLoad(request) || request.headers.has('x-nextjs-data');
}

/**
 * The gate's answer, kept out of the Pages Router's cache of proxy results
 * (`x-middleware-cache: no-cache`): a redirect to the gate cached from a prefetch would be
 * followed again after the shopper verified.
 */
function forPagesRouter(request: Request, response: Response): Response {
  if (request.headers.has('x-nextjs-data')) response.headers.set('x-middleware-cache', 'no-cache');
  return response;
}

/**
 * The answer to a prefetch or router fetch of a gated page the gate would redirect: no content
 * and no redirect. A followed redirect would be cached by the client-side router as the gated
 * page's entry and shown again after the shopper verifies; an empty answer is cached as nothing,
 * so a navigation asks again (Next turns it into a full page load, which the gate redirects).
 */
function emptyAnswer(reason: string): Response {
  return new Response(null, {
    status: 204,
    headers: { 'cache-control': 'private, no-store', 'x-ofage-gate': reason },
  });
}

/**
 * Requests to the handlers' routes that Next.js itself would refuse before the route runs — with
 * an empty 400, a 405 without a body, or a 500 (bad percent-encoding in the path, a method the
 * route file does not export) — answered here instead, as the routes answer: `{error,
 * errorMessage}` JSON. Only under `basePath`; other paths are the app's.
 */
function refuseMalformedGateRequest(
  request: Request,
  url: URL,
  basePath: string,
): Response | undefined {
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  const headers = { 'cache-control': 'private, no-store' };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
    return Response.json(
      {
        error: 'METHOD_NOT_ALLOWED',
        errorMessage: `The age gate routes answer GET and POST, not ${request.method}.`,
      },
      { status: 405, headers: { ...headers, allow: 'GET, HEAD, POST' } },
    );
  }
  try {
    decodeURIComponent(url.pathname + url.search.replace(/\+/g, ' '));
  } catch {
    return Response.json(
      {
        error: 'INVALID_INPUT',
        errorMessage: 'The request URL has malformed percent-encoding.',
      },
      { status: 400, headers },
    );
  }
  return undefined;
}

/** 307 through `{basePath}/refresh`, which checks the store for a revocation and comes back. */
function toRefresh(url: URL, basePath: string): Response {
  const target = new URL(`${basePath}/${GATE_ROUTES.refresh}`, url);
  target.searchParams.set(RETURN_TO_PARAM, safeReturnTo(url.pathname + url.search));
  return new Response(null, {
    status: 307,
    headers: {
      'cache-control': 'private, no-store',
      'x-ofage-gate': 'refresh',
      location: target.href,
    },
  });
}
