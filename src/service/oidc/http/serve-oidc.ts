import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_ERROR_STATUS, type ApiErrorCode } from '../../../protocol/api-error';
import type { ServiceContext } from '../../context';
import { ServiceError } from '../../errors/service-error';
import { readCappedText } from '../../http/read-capped-body';
import { errorResponse } from '../../http/respond';
import { toWebResponse } from '../../http/web-adapter';
import { INTERACTION_SCRIPT } from '../interaction/interaction-script';
import { serveInteraction, type InteractionStep } from '../interaction/serve-interaction';
import { issuersFor } from '../issuers';
import { issuerUrl, splitOidcPath } from '../oidc-paths';
import { runNodeHandler, type BridgedRequest } from '../provider/node-bridge';
import { allowedMethods, findIssuerEndpoint } from './issuer-endpoints';
import { prepareProviderRequest } from './prepare-request';

/** The largest body an issuer reads: forms of a few parameters, a WebAuthn response. */
export const OIDC_BODY_BYTES = 32 * 1024;

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
 * scheme and host, whatever the request came through. A path that is none of the issuers'
 * endpoints (`ISSUER_ENDPOINTS`) is a 404, a method the endpoint does not serve a 405, both in
 * the API's JSON shape and before the provider or the database is reached.
 *
 * @example `app/api/v1/oidc/[...path]/route.ts`
 * ```ts
 * export const { GET, POST, OPTIONS } = oidcRouteHandlers;
 * ```
 */
export async function serveOidc(ctx: ServiceContext, request: Request): Promise<Response> {
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

  if (endpoint.kind === 'asset') return serveAsset(where.rest);

  let text = '';
  try {
    if (method === 'POST') text = await readCappedText(request, OIDC_BODY_BYTES);
  } catch (error) {
    if (error instanceof ServiceError) return toWebResponse(errorResponse(error));
    throw error;
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
  return runNodeHandler(
    {
      method,
      url: where.rest + (search ? `?${search}` : ''),
      originalUrl: url.pathname + (search ? `?${search}` : ''),
      headers,
      body,
    },
    issuer.handle,
  );
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
