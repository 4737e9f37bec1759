import type { IncomingMessage } from 'node:http';
import { API_ERROR_STATUS, type ApiErrorCode } from '../../protocol/api-error-status';
import type { ServiceConfig } from '../config/load-config';
import { clientAddress } from '../http/client-address';
import { stampClientAddress } from '../http/client-stamp';
import { escapeHtml } from '../methods/kit/html-page';
import type { MethodMount } from '../methods/kit/method-definition';
import { methodMountFor } from '../methods/registry';
import { isOidcPath } from '../oidc/oidc-paths';
import { METHOD_ACTIONS_PATH } from '../widget/handlers/method-action';
import { requestTarget } from './request-target';
import { routeRule } from './route-table';

/** An answer the front door gives itself, before any router runs. */
export interface FrontDoorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type FrontDoorDecision =
  | { to: 'answer'; answer: FrontDoorAnswer }
  /** The framework-free API (`/api/v1/*`, `/api/health`). */
  | { to: 'api' }
  /** The methods' actions (`/api/widget/methods/*`): each caps its own body and checks its caller. */
  | { to: 'methods' }
  /**
   * A method's own pages (`MethodDefinition.mount`): the bank-app's test bank, an OpenID Connect
   * provider (`/test-bank/*`, when `OFAGE_TEST_BANK` is on).
   */
  | { to: 'mount'; mount: MethodMount }
  /** `action`: a server-function call of the console (see `serveActionCall`). */
  | { to: 'next'; action: boolean };

/** True for the paths served by the framework-free API (the lean path). */
export function isApiPath(url: string): boolean {
  return (
    url.startsWith('/api/v1/') ||
    url === '/api/health' ||
    url.startsWith('/api/health?') ||
    url.startsWith('/api/health/')
  );
}

/**
 * Everything every request passes before a router sees it (DESIGN.md "Bad input always gets a
 * 4xx"): the request target in origin form (absolute-form targets for another host and stray
 * `*` refused, `OPTIONS *` answered); unknown `/api/` paths and wrong methods answered as JSON
 * instead of Next.js's HTML 404 and empty 405; a declared body over the route's cap refused with
 * 413 before a byte is read (handlers cap streamed bodies themselves); and, for requests that go
 * on to Next.js, the client address resolved under `OFAGE_TRUST_PROXY` and stamped on the request.
 *
 * Mutates `req.url` (origin form) and the stamp headers; everything else is left as received.
 */
export function frontDoor(
  req: IncomingMessage,
  options: { config: ServiceConfig; clientStamp: string; pages: boolean },
): FrontDoorDecision {
  const method = (req.method ?? 'GET').toUpperCase();
  const target = requestTarget(method, req.url ?? '/', req.headers.host);
  if (target.form === 'asterisk') {
    return answer(204, { Allow: 'GET, HEAD, POST, OPTIONS' }, '');
  }
  if (target.form === 'refused') return jsonError('INVALID_INPUT', target.message);
  req.url = target.url;

  if (isOidcPath(target.url) && FORBIDDEN_REQUEST_METHODS.includes(method)) {
    // The issuers are a Web `Request → Response` handler, and these cannot even become a
    // `Request` (Fetch §2.2.1): refused here, in the shape of the issuers' own 405s.
    return jsonError('METHOD_NOT_ALLOWED', 'the OpenID issuers answer GET, HEAD or POST only', {
      Allow: 'GET, HEAD, POST',
    });
  }
  if (isApiPath(target.url)) return { to: 'api' };
  if (target.url.startsWith(METHOD_ACTIONS_PATH)) {
    // Actions take GET or POST (each says which); anything else never reaches them — a
    // `TRACE` could not even become a web `Request` (it threw outside any handler).
    if (method === 'OPTIONS') return answer(204, { Allow: 'GET, HEAD, POST, OPTIONS' }, '');
    if (!ACTION_METHODS.includes(method)) {
      return jsonError('METHOD_NOT_ALLOWED', 'method actions answer GET or POST only', {
        Allow: 'GET, HEAD, POST',
      });
    }
    return { to: 'methods' };
  }
  const path = pathOf(target.url);
  const mount = methodMountFor(path, options.config);
  if (mount) return mountDoor(req, method, path, mount);
  if (!options.pages) {
    return jsonError('NOT_FOUND', `nothing at ${path}: this server runs the API only`);
  }
  const rule = routeRule(path, options.config.maxBodyBytes);
  if (rule === undefined) {
    return jsonError(
      'NOT_FOUND',
      `no API endpoint at ${method} ${path}: see the API reference, docs/api.md`,
    );
  }
  if (rule.json && !decodable(path)) {
    // Next.js would answer its HTML 400 page; an API path answers in the API's shape.
    return jsonError('INVALID_INPUT', 'the path is not valid percent-encoded UTF-8');
  }
  const isAction =
    rule.actions === true && method === 'POST' && req.headers['next-action'] !== undefined;
  const allowed = rule.methods.includes('GET') ? [...rule.methods, 'HEAD'] : [...rule.methods];
  if (method === 'OPTIONS') return answer(204, { Allow: [...allowed, 'OPTIONS'].join(', ') }, '');
  if (!isAction && !allowed.includes(method)) {
    const message = rule.actions
      ? `${path} accepts ${rule.methods.join(' or ')}, and POST only as a call of one of its server functions (Next-Action)`
      : `${path} accepts ${rule.methods.join(' or ')} only`;
    const headers = { Allow: allowed.join(', ') };
    return rule.json
      ? jsonError('METHOD_NOT_ALLOWED', message, headers)
      : htmlError('METHOD_NOT_ALLOWED', message, headers);
  }
  if (options.config.trustProxy.kind === 'none') {
    // Nobody in front of the service is trusted to speak for the client: what a client wrote in
    // these must not reach Next.js or next-auth, which would believe it (host, scheme, address).
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
  }
  if (isAction && !sameOriginAction(req)) {
    return htmlError(
      'FORBIDDEN',
      'a server function may only be called from this site: its Origin header must name this host',
      {},
    );
  }
  if (req.headers['transfer-encoding'] !== undefined && !rule.streamCapped) {
    const message = `send the body of ${path} with a Content-Length (at most ${rule.maxBodyBytes} bytes), not chunked`;
    const headers = { Connection: 'close' };
    return rule.json
      ? jsonError('LENGTH_REQUIRED', message, headers)
      : htmlError('LENGTH_REQUIRED', message, headers);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > rule.maxBodyBytes) {
    const message = `the request body is larger than ${rule.maxBodyBytes} bytes`;
    const headers = { Connection: 'close' };
    return rule.json
      ? jsonError('PAYLOAD_TOO_LARGE', message, headers)
      : htmlError('PAYLOAD_TOO_LARGE', message, headers);
  }

  const client = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    options.config.trustProxy,
  );
  stampClientAddress(req.headers, client, options.clientStamp);
  return { to: 'next', action: isAction };
}

/**
 * The door to a method's own pages (the test bank): they take GET and POST (forms, a token
 * endpoint) with a declared body of at most `mount.maxBodyBytes`; served with or without the
 * Next.js pages.
 */
function mountDoor(
  req: IncomingMessage,
  method: string,
  path: string,
  mount: MethodMount,
): FrontDoorDecision {
  const allowed = ['GET', 'HEAD', 'POST'];
  if (method === 'OPTIONS') return answer(204, { Allow: [...allowed, 'OPTIONS'].join(', ') }, '');
  if (!allowed.includes(method)) {
    return htmlError('METHOD_NOT_ALLOWED', `${path} accepts GET or POST only`, {
      Allow: allowed.join(', '),
    });
  }
  if (req.headers['transfer-encoding'] !== undefined) {
    return htmlError(
      'LENGTH_REQUIRED',
      `send the body of ${path} with a Content-Length, not chunked`,
      {
        Connection: 'close',
      },
    );
  }
  if (Number(req.headers['content-length'] ?? 0) > mount.maxBodyBytes) {
    return htmlError(
      'PAYLOAD_TOO_LARGE',
      `the request body is larger than ${mount.maxBodyBytes} bytes`,
      { Connection: 'close' },
    );
  }
  return { to: 'mount', mount };
}
/** Methods a Web `Request` refuses to carry. */
const FORBIDDEN_REQUEST_METHODS = ['CONNECT', 'TRACE', 'TRACK'];
/** The HTTP methods a method action may answer (HEAD with GET). */
const ACTION_METHODS = ['GET', 'HEAD', 'POST'];

/** What a proxy says about the client; believed only from a proxy `OFAGE_TRUST_PROXY` names. */
const FORWARDED_HEADERS = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-for',
  'forwarded',
];

/**
 * The CSRF check of a server-function call, before Next.js's: an `Origin` must be there and name
 * the host the request was sent to. Browsers send `Origin` on every POST, same-origin ones
 * included (Fetch §3.1; Chromium on the console's calls, tested), so only a client that is not a
 * browser page of this site goes without — and Next.js would let it through (it checks `Origin`
 * only when present, refusing a mismatch with a 500, and throws on an unparseable one).
 */
function sameOriginAction(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim();
  try {
    return new URL(origin).host === (host || req.headers.host);
  } catch {
    return false;
  }
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The path with dot segments resolved (`/api/auth/../x` → `/api/x`), still percent-encoded. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://service.invalid').pathname;
  } catch {
    return url.split('?')[0] ?? '/';
  }
}

function answer(status: number, headers: Record<string, string>, body: string): FrontDoorDecision {
  return { to: 'answer', answer: { status, headers, body } };
}

/** The API's `{error, errorMessage}` answer, with the status of `error` in the protocol's table. */
function jsonError(
  error: ApiErrorCode,
  errorMessage: string,
  headers: Record<string, string> = {},
): FrontDoorDecision {
  return answer(
    API_ERROR_STATUS[error],
    {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
    JSON.stringify({ error, errorMessage }),
  );
}

/** The same refusal as `jsonError`, as a page for a browser's navigation. */
function htmlError(
  code: ApiErrorCode,
  message: string,
  headers: Record<string, string>,
): FrontDoorDecision {
  const status = API_ERROR_STATUS[code];
  return answer(
    status,
    {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      ...headers,
    },
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error ${status}</title></head><body><h1>Error ${status}</h1><p>${escapeHtml(message)}</p></body></html>`,
  );
}
