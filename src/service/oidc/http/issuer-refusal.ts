import { API_ERROR_STATUS, type ApiErrorCode } from '../../../protocol/api-error';
import { OIDC_PAGE_HEADERS } from '../page-headers';
import { errorPage } from '../provider/error-page';
import type { EndpointKind } from './issuer-endpoints';

/** A request an issuer refuses before the provider sees it. */
export interface Refusal {
  /** The OAuth 2.0 error code (RFC 6749 §4.1.2.1, §5.2) for pages and relying parties. */
  oauth: string;
  /** The service's code, for the age-key page's own calls and its scripts. */
  code: ApiErrorCode;
  message: string;
  headers?: Record<string, string>;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * A refusal in the shape the endpoint's caller reads: a browser's navigation gets the
 * provider's refusal page (framed by nobody), a relying party's code the provider's
 * `{error, error_description}`, the age-key page's script the service's `{error, errorMessage}`.
 * The status is the service code's.
 */
export function refusalFor(kind: EndpointKind, refusal: Refusal): Response {
  const status = API_ERROR_STATUS[refusal.code];
  const extra = refusal.headers ?? {};
  if (kind === 'page') {
    return new Response(errorPage(refusal.oauth, refusal.message), {
      status,
      headers: { ...OIDC_PAGE_HEADERS, ...extra },
    });
  }
  const body =
    kind === 'oauth'
      ? { error: refusal.oauth, error_description: refusal.message }
      : { error: refusal.code, errorMessage: refusal.message };
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...extra } });
}
