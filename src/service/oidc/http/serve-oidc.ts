import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_ERROR_STATUS, type ApiErrorCode } from '../../../protocol/api-error';
import type { ServiceContext } from '../../context';
import { ServiceError } from '../../errors/service-error';
import { addressBucket } from '../../http/address-bucket';
import type { KeyRateLimiter } from '../../http/rate-limiter';
import { readCappedText } from '../../http/read-capped-body';
import { INTERACTION_SCRIPT } from '../interaction/interaction-script';
import { serveInteraction, type InteractionStep } from '../interaction/serve-interaction';
import { issuersFor } from '../issuers';
import { issuerUrl, splitOidcPath } from '../oidc-paths';
import { runNodeHandler, type BridgedRequest } from '../provider/node-bridge';
import { openPushedRequest } from '../provider/open-pushed-request';
import { allowedMethods, findIssuerEndpoint, type EndpointKind } from './issuer-endpoints';
import { refusalFor } from './issuer-refusal';
import { parameterProblem } from './parameter-caps';
import { prepareProviderRequest } from './prepare-request';

/** The largest body an age-key step reads: a WebAuthn response. */
export const OIDC_BODY_BYTES = 32 * 1024;
/** The largest form the provider's endpoints read: a pushed request, a token request. */
export const OIDC_FORM_BYTES = 16 * 1024;

/** What the issuers need of the service besides its context. */
export interface OidcDeps {
  ctx: ServiceContext;
  /** Requests per client address (`OFAGE_OIDC_RATE_LIMIT_PER_SECOND`), in memory or Redis. */
  rateLimiter: KeyRateLimiter;
}

/** Headers a client could send to speak for the scheme, host or address: set here instead. */
const FORWARDED = [
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-for',
];

/**
 * Serves both OpenID Connect issuers, `<public URL>/api/v1/oidc/use` and `/create`: their
 * age-key pages and scripts here, everything else (discovery, JWKS, authorization, pushed
 * requests, token) by `oidc-provider`. A Web `Request → Response` handler, so the standalone
 * server and the Next.js route handler serve it alike. The provider sees the issuer's own
 * scheme and host, whatever the request came through.
 *
 * Before anything is read or stored: the path must be one of the issuers' endpoints
 * (`ISSUER_ENDPOINTS`; else 404 JSON) with one of its methods (else 405); `client` (the client
 * address) must be within its rate limit (else 429 with `Retry-After`); every parameter within
 * its cap (else 400 `invalid_request`); and a pushed request's `request_uri` opens once.
 *
 * @example `app/api/v1/oidc/[...path]/route.ts`
 * ```ts
 * export const { GET, POST, OPTIONS } = oidcRouteHandlers;
 * ```
 */
export async function serveOidc(
  deps: OidcDeps,
  request: Request,
  client: string,
): Promise<Response> {
  const { ctx } = deps;
  const url = new URL(request.url);
  const where = splitOidcPath(url.pathname);
  const method = request.method.toUpperCase();
  if (!where) {
    return jsonError(
      'NOT_FOUND',
      `no issuer at ${url.pathname}: the issuers are /api/v1/oidc/use and /api/v1/oidc/create`,
    );
  }
  const found = findIssuerEndpoint(where.rest);
  if (!found) {
    return jsonError(
      'NOT_FOUND',
      `no endpoint at ${where.rest} of the ${where.issuer} issuer: its endpoints are listed at ${issuerUrl(ctx.config.publicUrl, where.issuer)}/.well-known/openid-configuration`,
    );
  }
  const { endpoint } = found;
  const served = method === 'HEAD' ? 'GET' : method;
  if (!endpoint.methods.includes(served)) {
    const allow = allowedMethods(endpoint);
    return jsonError('METHOD_NOT_ALLOWED', `${url.pathname} accepts ${allow} only`, {
      Allow: allow,
    });
  }

  const preflight =
    request.headers.has('origin') && request.headers.has('access-control-request-method');
  if (method === 'OPTIONS' && !preflight) {
    // The provider answers CORS preflights only; any other OPTIONS is answered here.
    return new Response(null, {
      status: 204,
      headers: { Allow: `${allowedMethods(endpoint)}, OPTIONS` },
    });
  }

  try {
    await deps.rateLimiter.take(addressBucket(client));
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const wait = error.headers['Retry-After'] ?? '1';
    return refusalFor(endpoint.kind, {
      oauth: 'temporarily_unavailable',
      code: 'TOO_MANY_REQUESTS',
      message: `too many requests from this address: retry after ${wait} s`,
      headers: { 'Retry-After': wait },
    });
  }

  if (endpoint.kind === 'asset') return serveAsset(where.rest);

  let text = '';
  try {
    if (method === 'POST') {
      text = await readCappedText(
        request,
        endpoint.kind === 'step' ? OIDC_BODY_BYTES : OIDC_FORM_BYTES,
      );
    }
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== 'PAYLOAD_TOO_LARGE') throw error;
    return refusalFor(endpoint.kind, {
      oauth: 'invalid_request',
      code: 'PAYLOAD_TOO_LARGE',
      message: error.message,
    });
  }
  const issuers = await issuersFor(ctx);
  const issuer = issuers[where.issuer];
  const own = new URL(issuerUrl(ctx.config.publicUrl, where.issuer));
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!FORWARDED.includes(name)) headers[name] = value;
  });
  headers.host = own.host;
  headers['x-forwarded-host'] = own.host;
  headers['x-forwarded-proto'] = own.protocol.slice(0, -1);

  if (where.rest.startsWith('/interaction/')) {
    const step = (where.rest.split('/')[3] ?? 'page') as InteractionStep;
    const bridged: BridgedRequest = {
      method,
      url: where.rest + url.search,
      originalUrl: url.pathname + url.search,
      headers,
      body: Buffer.from(text, 'utf8'),
    };
    return serveInteraction(ctx, issuer, bridged, found.uid!, step);
  }

  const query = new URLSearchParams(url.search);
  const isForm = (headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  const form = method === 'POST' && isForm ? new URLSearchParams(text) : undefined;
  const problem = parameterProblem(form ? [query, form] : [query]);
  if (problem) return refuse(endpoint.kind, 'invalid_request', problem);
  const requestUri = query.get('request_uri');
  if (endpoint.pattern === '/auth' && requestUri !== null) {
    const opened = await openPushedRequest(ctx.db, where.issuer, requestUri, ctx.now());
    if (opened === 'already-opened') {
      return refuse(
        endpoint.kind,
        'invalid_request_uri',
        'this request_uri was already opened (in this browser or another): each pushed request opens once; the site must push a new one',
      );
    }
  }
  const prepared = prepareProviderRequest(
    where.issuer,
    where.rest,
    query,
    form,
    headers.authorization,
  );
  if (prepared.authorization === undefined) delete headers.authorization;
  else headers.authorization = prepared.authorization;
  const body = Buffer.from(form ? form.toString() : text, 'utf8');
  if (method === 'POST') headers['content-length'] = String(body.length);
  const search = query.toString();
  const answer = await runNodeHandler(
    {
      method,
      url: where.rest + (search ? `?${search}` : ''),
      originalUrl: url.pathname + (search ? `?${search}` : ''),
      headers,
      body,
    },
    issuer.handle,
  );
  // Every path here is one of the provider's routes, but should it still find none, its plain
  // "Not Found" is answered in the API's shape.
  if (answer.status === 404 && !answer.headers.get('content-type')?.includes('json')) {
    return jsonError('NOT_FOUND', `no endpoint at ${where.rest} of the ${where.issuer} issuer`);
  }
  return answer;
}

/** A 400 the provider would answer, in the endpoint's shape. */
function refuse(kind: EndpointKind, oauth: string, message: string): Response {
  return refusalFor(kind, { oauth, code: 'INVALID_INPUT', message });
}

let webauthnBundle: string | undefined;

/** The page's two scripts: @simplewebauthn/browser's bundle, and the page's own. */
function serveAsset(rest: string): Response {
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  };
  if (rest === '/assets/interaction.js') return new Response(INTERACTION_SCRIPT, { headers });
  webauthnBundle ??= readWebauthnBundle();
  return new Response(webauthnBundle, { headers });
}

function readWebauthnBundle(): string {
  const require = createRequire(import.meta.url);
  // The package's exports name only its modules; its browser bundle sits beside them.
  const main = require.resolve('@simplewebauthn/browser');
  return readFileSync(
    path.join(path.dirname(main), '..', 'dist', 'bundle', 'index.umd.min.js'),
    'utf8',
  );
}

function jsonError(
  error: ApiErrorCode,
  errorMessage: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error, errorMessage }), {
    status: API_ERROR_STATUS[error],
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}
