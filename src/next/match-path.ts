/** A protected path: `'/spirits'`, `'/shop/:category/wine'`, `'/account/:path*'` or a RegExp. */
export type PathPattern = string | RegExp;

/**
 * Compiles path patterns into one predicate.
 *
 * A string pattern matches its own path and everything below it, segment-wise: `/spirits`
 * covers `/spirits` and `/spirits/rum`, not `/spirits-free`. `:name` matches one segment,
 * `:name*` / `(.*)` / `*` any rest. Matching ignores case, repeated slashes, a trailing slash
 * and percent-encoding, so `/Spirits/`, `//spirits` and `/%73pirits` are gated too: it is
 * better to gate a path that does not exist than to miss one that does.
 */
export function compilePathPatterns(
  patterns: readonly PathPattern[] | ((pathname: string) => boolean),
): (pathname: string) => boolean {
  if (typeof patterns === 'function') {
    return (pathname) => variants(pathname).some((p) => patterns(p));
  }
  const regexps = patterns.map(toRegExp);
  return (pathname) => variants(pathname).some((p) => regexps.some((re) => re.test(p)));
}

function variants(pathname: string): string[] {
  const normal = normalize(pathname);
  let decoded = normal;
  try {
    decoded = normalize(decodeURIComponent(pathname));
  } catch {
    // Malformed escapes: match on the raw form only.
  }
  return decoded === normal ? [normal] : [normal, decoded];
}

function normalize(pathname: string): string {
  const collapsed = pathname.replace(/[\\/]+/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

function toRegExp(pattern: PathPattern): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (!pattern.startsWith('/')) {
    throw new TypeError(`Path pattern "${pattern}" must start with "/".`);
  }
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:[A-Za-z_]\w*([*+?])?$/.exec(segment);
    if (segment === '*' || segment === '(.*)' || param?.[1] === '*') source += '(?:/.*)?';
    else if (param?.[1] === '+') source += '(?:/[^/]+)+';
    else if (param?.[1] === '?') source += '(?:/[^/]+)?';
    else if (param) source += '/[^/]+';
    else source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}(?:/.*)?$`, 'i');
}
