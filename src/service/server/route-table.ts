/** Where a request goes, and what it may carry. */
export interface RouteRule {
  /** Methods the route answers; HEAD goes with GET (and OPTIONS is answered for all). */
  methods: readonly string[];
  /** The largest body the route reads; a larger declared `Content-Length` is 413 at once. */
  maxBodyBytes: number;
  /**
   * The route's handler reads its body with a cap (`readCappedText`), so a streamed (chunked)
   * body is safe. Elsewhere — pages and the console's server functions, read by Next.js — a body
   * must declare its length, which Node's parser then enforces: a chunked one is refused (411).
   */
  streamCapped: boolean;
  /** Errors as `{error, errorMessage}` JSON (API paths) rather than a page. */
  json: boolean;
  /**
   * The page has server functions (the console): a POST carrying `Next-Action` is one, and is
   * let through to Next.js after the front door's origin check; any other POST is not a page's.
   */
  actions?: boolean;
}

/** Bodies of next-auth's forms (CSRF token, e-mail, password, callback URL). */
export const AUTH_BODY_BYTES = 8 * 1024;
/** Console server functions; the same figure is `serverActions.bodySizeLimit` in next.config.ts. */
export const ACTION_BODY_BYTES = 64 * 1024;
/** Pages read no body; a little slack for clients that send one anyway. */
const PAGE_BODY_BYTES = 64 * 1024;

/** The widget's and age key's route handlers that take a JSON body. */
const WIDGET_POSTS = [
  '/api/widget/simulate',
  '/api/widget/age-key/options',
  '/api/widget/age-key/complete',
];
/** The widget's route handlers that are only read. */
const WIDGET_GETS = ['/api/widget/status', '/api/widget/events', '/api/widget/qr'];

/**
 * Every route Next.js serves for the service, as the metrics name them (`routeLabel`): `:name`
 * is one path segment, a final `*` the rest. `test/service/server/route-label.test.ts` keeps it
 * in step with `app/` and `pages/`.
 */
export const NEXT_ROUTES: readonly string[] = [
  ...WIDGET_POSTS,
  ...WIDGET_GETS,
  '/result',
  '/api/auth/*',
  '/',
  '/verify',
  '/v/:id',
  '/console',
  '/console/account',
  '/console/sign-in',
  '/console/sign-up',
  '/console/products/:productId',
  '/console/products/:productId/audit',
  '/console/products/:productId/deliveries/:eventId',
  '/console/products/:productId/developers',
  '/console/products/:productId/insights',
  '/console/products/:productId/verifications',
  '/console/products/:productId/verifications/:verificationId',
  '/_next/*',
];

/**
 * The Next.js side of the service, path by path: the widget's and age key's route handlers, the
 * next-auth endpoints, the result page, and everything else (pages). Unknown
 * `/api/` paths are not Next's business: they answer a JSON 404 instead of Next's HTML page.
 *
 * `jsonBodyBytes` is the service's `OFAGE_MAX_BODY_BYTES`, the cap of every JSON body.
 */
export function routeRule(path: string, jsonBodyBytes: number): RouteRule | undefined {
  const widgetPost = {
    methods: ['POST'],
    maxBodyBytes: jsonBodyBytes,
    json: true,
    streamCapped: true,
  };
  const widgetGet = { methods: ['GET'], maxBodyBytes: 0, json: true, streamCapped: false };
  if (WIDGET_POSTS.includes(path)) return widgetPost;
  if (WIDGET_GETS.includes(path)) return widgetGet;
  if (path === '/result') {
    return { methods: ['GET'], maxBodyBytes: 0, json: false, streamCapped: false };
  }
  if (path.startsWith('/api/auth/')) {
    return {
      methods: ['GET', 'POST'],
      maxBodyBytes: AUTH_BODY_BYTES,
      json: true,
      streamCapped: true,
    };
  }
  if (path === '/api' || path.startsWith('/api/')) return undefined;
  if (path === '/console' || path.startsWith('/console/')) {
    return {
      methods: ['GET'],
      actions: true,
      maxBodyBytes: ACTION_BODY_BYTES,
      json: false,
      streamCapped: false,
    };
  }
  // Pages (the widget, the home page, Next.js's assets) are only ever read.
  return { methods: ['GET'], maxBodyBytes: PAGE_BODY_BYTES, json: false, streamCapped: false };
}
