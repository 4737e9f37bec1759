import type { IssuerName } from '../oidc-paths';
import type { OidcKoaContext } from './oidc-provider-api';

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
