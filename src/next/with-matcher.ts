import { parse, tokensToRegexp, type Token } from 'path-to-regexp';
import type { ProxyFunction } from './age-gate-proxy';

/** A `has` or `missing` condition of a matcher entry, as in `next.config` rewrites. */
export interface MatcherCondition {
  type: 'header' | 'cookie' | 'query' | 'host';
  key?: string;
  value?: string;
}

/** One entry of a proxy's `config.matcher`: a path source, with optional conditions. */
export type MatcherEntry =
  | string
  | {
      source: string;
      has?: readonly MatcherCondition[];
      missing?: readonly MatcherCondition[];
      locale?: false;
    };

/** A proxy's `config.matcher`: one entry or several. */
export type ProxyMatcher = MatcherEntry | readonly MatcherEntry[];

// The forms Next.js adds to every source, so that a page's data and transport paths match as
// the page does (next/dist/build/analysis/get-page-static-info.js, Next 16.4): the Pages
// Router's `/_next/data/<build>/…json`, the App Router's `.rsc` and `.segments/….segment.rsc`.
const NEXT_DATA_PREFIX = '/:nextData(_next/data/[^/]{1,})?';
const TRANSPORT_SUFFIX = '\\.rsc|\\.segments/.+\\.segment\\.rsc';
const ROOT_SUFFIX = `(/?index|/?index\\.json|/?index(?:${TRANSPORT_SUFFIX}))?`;
const PAGE_SUFFIX = `{(\\.json|${TRANSPORT_SUFFIX})}?`;

/**
 * Compiles a `config.matcher` into the test Next.js runs before it calls a proxy: each source
 * through path-to-regexp (the version Next compiles in) with Next's data and transport forms
 * around it, case-sensitive, against the path as it came or percent-decoded; then the entry's
 * `has` and `missing` conditions. Throws a TypeError naming the entry Next would refuse.
 */
export function compileMatcher(matcher: ProxyMatcher): (request: Request) => boolean {
  const entries = (
    typeof matcher === 'string' || !Array.isArray(matcher) ? [matcher] : matcher
  ) as readonly MatcherEntry[];
  const compiled = entries.map((entry) => {
    const {
      source,
      has = [],
      missing = [],
    } = typeof entry === 'string' ? { source: entry } : entry;
    if (typeof source !== 'string' || !source.startsWith('/')) {
      throw new TypeError(`config.matcher: "${String(source)}" must start with "/".`);
    }
    const full = `${NEXT_DATA_PREFIX}${source}${source === '/' ? ROOT_SUFFIX : PAGE_SUFFIX}`;
    return { regexp: new RegExp(sourceToRegExp(full).source), has, missing };
  });
  return (request) => {
    const url = new URL(request.url);
    let decoded = url.pathname;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // Malformed escapes: Next matches the raw form only.
    }
    return compiled.some(
      ({ regexp, has, missing }) =>
        (regexp.test(url.pathname) || regexp.test(decoded)) &&
        has.every((c) => conditionHolds(c, request, url)) &&
        !missing.some((c) => conditionHolds(c, request, url)),
    );
  };
}

/**
 * Your own proxy, run only for the requests its `config.matcher` selected, as Next.js would
 * have: what `ofage init` puts around a proxy it adds the age gate to, since the file's matcher
 * then also lists the gate's paths. Keep `matcher` as your proxy's part of `config.matcher`.
 *
 * @example proxy.ts
 * ```ts
 * import createMiddleware from 'next-intl/middleware';
 * import { ageGateProxy, withMatcher } from 'ofage/proxy';
 * import { routing } from './i18n/routing';
 *
 * export default ageGateProxy(
 *   { protect: ['/spirits'], jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
 *   withMatcher('/((?!api|trpc|_next|_vercel|.*\\..*).*)', createMiddleware(routing)),
 * );
 * ```
 */
export function withMatcher<Req extends Request, Ev>(
  matcher: ProxyMatcher,
  proxy: ProxyFunction<Req, Ev>,
): ProxyFunction<Req, Ev> {
  const matches = compileMatcher(matcher);
  return (request, event) => (matches(request) ? proxy(request, event) : undefined);
}

/**
 * path-to-regexp as Next calls it: a repeated parameter without a prefix (`:rest*` right after
 * a group) gets `/` as its prefix instead of failing (next/dist/lib/route-pattern-normalizer.js).
 */
function sourceToRegExp(source: string): RegExp {
  const tokens = parse(source);
  try {
    return tokensToRegexp(tokens);
  } catch {
    return tokensToRegexp(
      tokens.map((token): Token =>
        typeof token === 'object' &&
        (token.modifier === '*' || token.modifier === '+') &&
        token.prefix === '' &&
        token.suffix === ''
          ? { ...token, prefix: '/' }
          : token,
      ),
    );
  }
}

/** One `has`/`missing` condition (next/dist/shared/lib/router/utils/prepare-destination.js). */
function conditionHolds(condition: MatcherCondition, request: Request, url: URL): boolean {
  let value: string | undefined;
  switch (condition.type) {
    case 'header':
      value = request.headers.get(condition.key ?? '') ?? undefined;
      break;
    case 'cookie':
      value = cookieValue(request.headers.get('cookie'), condition.key ?? '');
      break;
    case 'query':
      value = url.searchParams.getAll(condition.key ?? '').at(-1);
      break;
    case 'host':
      value = (request.headers.get('host') ?? url.host).split(':', 1)[0]!.toLowerCase();
      break;
  }
  if (!value) return false;
  return condition.value === undefined || condition.value === ''
    ? true
    : new RegExp(`^${condition.value}$`).test(value);
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
