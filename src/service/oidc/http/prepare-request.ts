import { hashClientSecret } from '../clients/client-secret';
import type { IssuerName } from '../oidc-paths';
import { normalizeClaimsParameter } from '../use/age-thresholds';
import { COMPAT_QUERY_MODE } from '../provider/compat-query-mode';

/** Endpoints (inside an issuer) whose parameters are rewritten before the provider reads them. */
const AUTHORIZATION_ENDPOINTS = new Set(['/auth', '/par']);
const CLIENT_AUTH_ENDPOINTS = new Set(['/par', '/token']);

/**
 * The few compatibility rewrites made before the provider sees a request (it does all of the
 * protocol itself):
 * - the hosted service's sample asks for `response_type=id_token&response_mode=query`, which
 *   the provider refuses (OAuth 2.0 Multiple Response Types §5: no tokens in the query); that
 *   mode becomes COMPAT_QUERY_MODE — supported for compatibility, not recommended;
 * - the sample's top-level `claims={"age_thresholds":[…]}` becomes the standard shape;
 * - on the create issuer, a pushed request without a response mode (or with `query`) gets
 *   COMPAT_QUERY_MODE, so the answer carries `agekey_created`;
 * - a client secret, in the form or in HTTP Basic, is replaced by its SHA-256, which is what the
 *   provider's client record holds: the provider then compares hashes, in constant time, and
 *   the secret itself is never stored.
 */
export function prepareProviderRequest(
  issuer: IssuerName,
  endpoint: string,
  query: URLSearchParams,
  form: URLSearchParams | undefined,
  authorization: string | undefined,
): { authorization: string | undefined } {
  if (AUTHORIZATION_ENDPOINTS.has(endpoint)) {
    for (const params of form ? [query, form] : [query])
      rewriteAuthorizationParams(issuer, endpoint, params);
  }
  if (!CLIENT_AUTH_ENDPOINTS.has(endpoint)) return { authorization };
  const secret = form?.get('client_secret');
  if (form && secret !== null && secret !== undefined)
    form.set('client_secret', hashClientSecret(secret));
  return { authorization: hashBasicSecret(authorization) };
}

function rewriteAuthorizationParams(
  issuer: IssuerName,
  endpoint: string,
  params: URLSearchParams,
): void {
  const claims = params.get('claims');
  if (claims !== null) params.set('claims', normalizeClaimsParameter(claims));
  const mode = params.get('response_mode');
  const type = params.get('response_type') ?? '';
  if (issuer === 'use' && mode === 'query' && /(^|\s)(id_token|token)(\s|$)/.test(type)) {
    params.set('response_mode', COMPAT_QUERY_MODE);
  }
  if (issuer === 'create' && endpoint === '/par' && (mode === null || mode === 'query')) {
    params.set('response_mode', COMPAT_QUERY_MODE);
  }
}

/** `Basic base64(id:secret)` with the secret replaced by its hash (RFC 6749 §2.3.1 encoding). */
function hashBasicSecret(authorization: string | undefined): string | undefined {
  const m =
    authorization === undefined ? null : /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!m) return authorization;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return authorization;
  let secret: string;
  try {
    secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
  } catch {
    return authorization;
  }
  const rebuilt = `${decoded.slice(0, colon)}:${hashClientSecret(secret)}`;
  return `Basic ${Buffer.from(rebuilt, 'utf8').toString('base64')}`;
}
