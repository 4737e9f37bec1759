import { createHmac } from 'node:crypto';
import type { JWK } from 'jose';
import type { ServiceContext } from '../../context';
import { findOidcClient } from '../clients/oidc-clients';
import { COMPAT_QUERY_MODE } from './compat-query-mode';
import { OIDC_BASE_PATH, issuerUrl, type IssuerName } from '../oidc-paths';
import { OIDC_PAGE_HEADERS } from '../page-headers';
import { readAuthorizationDetails, withoutDateOfBirth } from '../create/authorization-details';
import { recordCreateRequest } from '../create/verification-ids';
import { createQuotaOf, mayCreateNow } from '../clients/create-permission';
import { findUseAccount, findCreateAccount } from './accounts';
import { applyRedirectUriRule } from './apply-redirect-uri-rule';
import { clientMetadata, EXTRA_CLIENT_METADATA } from './client-metadata';
import { compatQueryMode } from './compat-query-mode';
import { errorPage } from './error-page';
import {
  loadOidcProvider,
  type OidcClient,
  type OidcKoaContext,
  type ProviderInstance,
} from './oidc-provider-api';
import { payloadAdapterFactory } from '../../methods/kit/oidc-payload-adapter';
import { requestedThresholds, AGE_THRESHOLDS_CLAIM } from '../use/age-thresholds';

export interface IssuerSecrets {
  /** Private signing JWKs, the signing key first (`loadSigningKeys`). */
  jwks: JWK[];
  cookieKey: string;
  pairwiseKey: string;
}

/**
 * Lifetimes, seconds: short, since each answer is used once right away. An interaction (and the
 * cookie that holds it) lasts long enough to read the page and use a passkey, then goes, with
 * what it stored; a pushed request lasts the 60 s the provider gives it (RFC 9126 §2.2).
 */
const TTL = {
  AuthorizationCode: 60,
  AccessToken: 60,
  IdToken: 600,
  Interaction: 600,
  Session: 600,
  Grant: 600,
  PushedAuthorizationRequest: 60,
};

/**
 * One issuer (`use` or `create`) as an `oidc-provider` instance over the service's database.
 * The provider does the protocol (discovery, JWKS, authorization and pushed requests, PKCE,
 * `state`, `nonce`, exact redirect URIs, codes used once, tokens); this configures it:
 * clients from the product's registrations, persistence in the database, pairwise subjects,
 * the age-key pages as its interaction, and the claims and authorization details it accepts.
 */
export async function createIssuer(
  ctx: ServiceContext,
  name: IssuerName,
  secrets: IssuerSecrets,
): Promise<ProviderInstance> {
  const { Provider, errors, interactionPolicy } = await loadOidcProvider();
  const issuer = issuerUrl(ctx.config.publicUrl, name);
  const payloads = payloadAdapterFactory(ctx.db, name, ctx.now);
  const adapter = (model: string) => {
    if (model !== 'Client') return payloads(model);
    return {
      ...payloads(model),
      find: async (id: string) => {
        const row = await findOidcClient(ctx.db, id);
        return row ? clientMetadata(name, row) : undefined;
      },
    };
  };

  // Every authorization asks for the age key again: an earlier session proves nothing now.
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get('login')
    .checks.add(
      new Check('age_key_each_time', 'the age key is used for each request', (koa) =>
        koa.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );

  const allowedThresholds = (client: OidcClient): number[] =>
    (client.metadata().agekey_thresholds as number[] | undefined) ?? [];

  const configuration: Record<string, unknown> = {
    adapter,
    jwks: { keys: secrets.jwks },
    cookies: {
      keys: [secrets.cookieKey],
      names: {
        session: `_agekey_${name}_session`,
        interaction: `_agekey_${name}_interaction`,
        resume: `_agekey_${name}_resume`,
      },
    },
    scopes: ['openid'],
    claims:
      name === 'use' ? { openid: ['sub'], [AGE_THRESHOLDS_CLAIM]: null } : { openid: ['sub'] },
    subjectTypes: ['pairwise'],
    pairwiseIdentifier: (_koa: unknown, accountId: string, client: OidcClient) =>
      createHmac('sha256', secrets.pairwiseKey)
        .update(`${client.clientId}\u0000${accountId}`)
        .digest('base64url'),
    responseTypes: name === 'use' ? ['id_token', 'code'] : ['none'],
    clientAuthMethods: name === 'use' ? ['none'] : ['client_secret_post'],
    // The hosted service's sample pushes its create requests to `<issuer>/par`.
    routes: { pushed_authorization_request: '/par' },
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    extraClientMetadata: { properties: [...EXTRA_CLIENT_METADATA] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: false },
      introspection: { enabled: false },
      claimsParameter: {
        enabled: name === 'use',
        assertClaimsParameter: (_koa: unknown, claims: unknown, client: OidcClient) => {
          const asked = requestedThresholds(claims, allowedThresholds(client));
          if (asked && !asked.ok) throw new errors.InvalidRequest(asked.message);
        },
      },
      pushedAuthorizationRequests: {
        enabled: true,
        requirePushedAuthorizationRequests: name === 'create',
        allowUnregisteredRedirectUris: false,
      },
    },
    ...(name === 'create'
      ? {
          extraParams: {
            authorization_details: async (
              koa: OidcKoaContext,
              value: unknown,
              client: OidcClient,
            ) => {
              // Who may vouch for an age is the operator's decision: a live client creates keys
              // only once approved, checked at the push and again when the browser arrives.
              const row = await findOidcClient(ctx.db, client.clientId);
              if (!row || !mayCreateNow(row)) {
                throw new errors.UnauthorizedClient(
                  'this live client may create age keys only once the operator of this service approves it (ofage oidc-clients approve); until then use a test client, which creates test keys',
                );
              }
              // Read in full when pushed; when the browser arrives with it, only its shape (the
              // freshness window applies to the push, and the id was recorded then).
              const pushed = koa.oidc.route === 'pushed_authorization_request';
              const read = readAuthorizationDetails(value, ctx.now(), pushed);
              if (!read.ok) throw new errors.InvalidAuthorizationDetails(read.message);
              const recorded = pushed
                ? await recordCreateRequest(ctx, row, read.detail.verificationId)
                : 'recorded';
              if (recorded === 'reused') {
                throw new errors.InvalidAuthorizationDetails(
                  'this verification_id was already used by this client: each verification creates at most one age key',
                );
              }
              if (recorded === 'over-quota') {
                throw new errors.InvalidRequest(
                  `this client made ${createQuotaOf(row)} create requests in the last hour, as many as it may: try again later, or ask the operator for a higher quota`,
                  429,
                );
              }
              if (pushed && koa.oidc.params) {
                koa.oidc.params.authorization_details = withoutDateOfBirth(read.detail);
              }
            },
          },
        }
      : {}),
    ttl: TTL,
    interactions: {
      policy,
      url: (_koa: unknown, interaction: { uid: string }) =>
        `${OIDC_BASE_PATH}/${name}/interaction/${interaction.uid}`,
    },
    findAccount: name === 'use' ? findUseAccount(ctx) : findCreateAccount(ctx),
    renderError: (koa: OidcKoaContext, out: { error: string; error_description?: string }) => {
      // Framed by nobody, like the age-key pages: a refusal page is a page of this service too.
      for (const [name, value] of Object.entries(OIDC_PAGE_HEADERS)) koa.set(name, value);
      koa.type = 'html';
      koa.body = errorPage(out.error, out.error_description);
    },
  };

  const provider = new Provider(issuer, configuration);
  // The bridge names the issuer's scheme and host in X-Forwarded-* (see `serveIssuer`).
  provider.proxy = true;
  applyRedirectUriRule(provider);
  provider.registerResponseMode(COMPAT_QUERY_MODE, compatQueryMode(name));
  return provider;
}
