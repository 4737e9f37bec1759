import { API_PATHS } from '../http/api-router';
import { METHODS } from '../methods/registry';
import { ISSUER_ENDPOINTS } from '../oidc/http/issuer-endpoints';
import { ISSUER_NAMES, OIDC_BASE_PATH } from '../oidc/oidc-paths';
import { HEALTH_PATH, LIVE_PATH, READY_PATH } from '../operations/health-probes';
import { METHOD_ACTIONS_PATH } from '../widget/handlers/method-action';
import { NEXT_ROUTES } from './route-table';

/** The label of every request to a path the service does not serve. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Every route the service serves, as a pattern: `:name` is one path segment, a final `*` the
 * rest of the path. The framework-free API, the health probes, the OpenID issuers' endpoints,
 * the methods' actions and own pages, and the Next.js side (route handlers, pages, console,
 * next-auth, build assets).
 */
function knownRoutes(): string[] {
  const routes = [...API_PATHS, HEALTH_PATH, LIVE_PATH, READY_PATH, ...NEXT_ROUTES];
  for (const issuer of ISSUER_NAMES) {
    for (const endpoint of ISSUER_ENDPOINTS) {
      routes.push(`${OIDC_BASE_PATH}/${issuer}${endpoint.pattern}`);
    }
  }
  for (const [id, method] of Object.entries(METHODS)) {
    for (const action of Object.keys(method.actions ?? {})) {
      routes.push(`${METHOD_ACTIONS_PATH}${id}/${action}`);
    }
    if (method.mount) routes.push(method.mount.path, `${method.mount.path}/*`);
  }
  return routes;
}

interface Pattern {
  route: string;
  segments: string[];
  rest: boolean;
}

let tables: { exact: Map<string, string>; patterns: Pattern[] } | undefined;

/**
 * The `route` label of a request: the pattern of the route it reached (`/console/products/
 * :productId`, `/api/v1/oidc/use/interaction/:uid`), whatever its status, or `(unmatched)` for a
 * path the service does not serve. The labels are a closed set built from the service's own
 * routes, so no path a client makes up — whatever its method or answer (404, 405, 400 or a page)
 * — adds a series to the metrics or a span name.
 */
export function routeLabel(path: string): string {
  tables ??= buildTables();
  const exact = tables.exact.get(path);
  if (exact !== undefined) return exact;
  const segments = path.split('/');
  for (const pattern of tables.patterns) {
    if (matches(pattern, segments)) return pattern.route;
  }
  return UNMATCHED_ROUTE;
}

function buildTables(): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const route of knownRoutes()) {
    if (!route.includes(':') && !route.endsWith('/*')) {
      exact.set(route, route);
      continue;
    }
    const rest = route.endsWith('/*');
    patterns.push({ route, rest, segments: (rest ? route.slice(0, -2) : route).split('/') });
  }
  return { exact, patterns };
}

function matches(pattern: Pattern, segments: string[]): boolean {
  const wanted = pattern.segments;
  if (pattern.rest ? segments.length <= wanted.length : segments.length !== wanted.length) {
    return false;
  }
  return wanted.every((part, i) => {
    const segment = segments[i]!;
    return part.startsWith(':') ? segment !== '' : part === segment;
  });
}
