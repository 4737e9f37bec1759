/**
 * The `route` label of a request: its path pattern, never the raw path, so the series stay few
 * whatever clients send. Unmatched requests (404) share one label; a path segment that carries
 * an id (8 characters or more with a digit, or longer than 24: UUIDs, tokens) becomes `:id`;
 * Next's build assets are one route.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return '(unmatched)';
  if (path.startsWith('/_next/')) return '/_next/*';
  const segments = path
    .split('/')
    .map((segment) =>
      segment.length > 24 || (segment.length >= 8 && /\d/.test(segment)) ? ':id' : segment,
    );
  return segments.slice(0, 6).join('/') || '/';
}
