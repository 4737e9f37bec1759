import type { IssuerName } from '../oidc-paths';
import type { OidcKoaContext } from './oidc-provider-api';

/**
 * The response mode both issuers answer in when a relying party asks for `query` where the
 * provider would refuse it (an ID token in the query) or for the create issuer's answer (which
 * adds `agekey_created`). It writes the response parameters into the redirect URI's query.
 */
export const COMPAT_QUERY_MODE = 'agekey_query';

/**
 * The response mode registered as `COMPAT_QUERY_MODE` (see `prepareProviderRequest`): the
 * response parameters in the redirect URI's query, as the `query` mode writes them, and for the
 * create issuer `agekey_created` — `true` unless the response is an error (the person declined,
 * has no device that can hold a key, or the request was refused).
 */
export function compatQueryMode(issuer: IssuerName) {
  return (koa: OidcKoaContext, redirectUri: string, payload: Record<string, unknown>): void => {
    const url = new URL(redirectUri);
    const params =
      issuer === 'create'
        ? { ...payload, agekey_created: payload.error ? 'false' : 'true' }
        : payload;
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    koa.status = 303;
    koa.redirect(url.href);
  };
}
