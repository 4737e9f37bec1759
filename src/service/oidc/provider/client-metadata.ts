import { redirectUrisProblem } from '../clients/redirect-uri-rule';
import type { IssuerName } from '../oidc-paths';
import type { OidcClientRow } from '../oidc-tables';

/** Metadata of ours on a provider client: what it may ask, and its mode. */
export const EXTRA_CLIENT_METADATA = ['agekey_thresholds', 'agekey_mode'] as const;

/**
 * A registered client as the provider sees it at one issuer (OpenID Connect Dynamic Client
 * Registration §2 metadata), or `undefined` where it is unknown: the create issuer knows only
 * clients that may create keys.
 *
 * - use: a public client (no secret: browser apps), ID token in the front channel (the sample's
 *   way) or authorization code with PKCE (the recommended way).
 * - create: a confidential client that pushes its request (`client_secret_post`, as the sample
 *   does), response type `none`. Its `client_secret` here is the stored hash; see
 *   `prepareProviderRequest` for how what a client presents is compared with it.
 *
 * Every client gets pairwise subjects, and ID tokens signed with ES256. A client whose redirect
 * URIs break the registration rule (`redirectUrisProblem`, a row written before it held) is
 * unknown to both issuers: the rule is the same where clients are registered and here.
 */
export function clientMetadata(
  issuer: IssuerName,
  row: OidcClientRow,
): Record<string, unknown> | undefined {
  const redirectUris = JSON.parse(row.redirect_uris) as string[];
  if (redirectUrisProblem(redirectUris, row.mode) !== undefined) return undefined;
  const common = {
    client_id: row.client_id,
    client_name: row.name,
    redirect_uris: redirectUris,
    subject_type: 'pairwise',
    id_token_signed_response_alg: 'ES256',
    agekey_thresholds: JSON.parse(row.thresholds) as number[],
    agekey_mode: row.mode,
  };
  if (issuer === 'use') {
    return {
      ...common,
      response_types: ['id_token', 'code'],
      grant_types: ['implicit', 'authorization_code'],
      token_endpoint_auth_method: 'none',
    };
  }
  if (row.may_create !== 1 || row.secret_hash === null) return undefined;
  return {
    ...common,
    client_secret: row.secret_hash,
    response_types: ['none'],
    grant_types: [],
    token_endpoint_auth_method: 'client_secret_post',
  };
}
