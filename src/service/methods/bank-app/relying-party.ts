import { importJWK } from 'jose';
import * as oidc from 'openid-client';
import type { ServiceContext } from '../../context';
import { ServiceError } from '../../errors/service-error';
import type { BankProvider } from './bank-config';
import { bankCallbackUrl } from './bank-callback-url';

/** How long a bank's discovery document is reused. */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** Seconds the service waits for a bank's discovery or token endpoint. */
const BANK_TIMEOUT_S = 5;

const cache = new WeakMap<
  ServiceContext,
  Map<string, { config: oidc.Configuration; until: number }>
>();

/** Why a bank login produced no claims (the `failure` the logs name). */
export type BankFailure = 'declined' | 'refused' | 'invalid-token' | 'unreachable';

const BANK_FAILURE_CODE = {
  declined: 'BANK_LOGIN_DECLINED',
  refused: 'BANK_LOGIN_REFUSED',
  'invalid-token': 'BANK_ID_TOKEN_INVALID',
  unreachable: 'BANK_UNREACHABLE',
} as const;

/** A bank login that produced no claims; its code (and status) follows from `failure`. */
export class BankLoginError extends ServiceError {
  override readonly name = 'BankLoginError';
  declare readonly code: (typeof BANK_FAILURE_CODE)[BankFailure];
  constructor(
    readonly failure: BankFailure,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(BANK_FAILURE_CODE[failure], message, options);
  }
}

/** What the service keeps between the redirect to the bank and its return (method session). */
export interface BankLoginChecks {
  provider: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The OpenID Connect relying party for one bank (Core 1.0 §3.1, authorization code flow with
 * PKCE — RFC 7636 — state and nonce): the authorization URL the person is sent to, asking in
 * the `claims` parameter (§5.5) for the one age claim the bank states, in the ID token.
 * Signed request objects (RFC 9101) and pushed requests (RFC 9126) where the profile needs them.
 */
export async function bankAuthorizationUrl(
  ctx: ServiceContext,
  provider: BankProvider,
  input: { state: string; nonce: string; codeVerifier: string; threshold: number; locale: string },
): Promise<string> {
  const config = await configurationFor(ctx, provider);
  const params: Record<string, string> = {
    redirect_uri: bankCallbackUrl(ctx),
    response_type: 'code',
    scope: 'openid',
    state: input.state,
    nonce: input.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
    // The bank's pages in the widget's language where the bank speaks it (OpenID Connect Core
    // §3.1.2.1); the test bank does.
    ui_locales: input.locale,
    claims: JSON.stringify({
      id_token: { [ageClaimName(provider, input.threshold)]: { essential: true } },
    }),
  };
  try {
    if (provider.requestObject && provider.privateJwk) {
      const key = await privateKey(provider);
      if (provider.par) {
        // JAR inside PAR: the signed request object is pushed, the browser carries only its URI.
        const signed = await oidc.buildAuthorizationUrlWithJAR(config, params, key);
        return (await oidc.buildAuthorizationUrlWithPAR(config, signed.searchParams)).href;
      }
      return (await oidc.buildAuthorizationUrlWithJAR(config, params, key)).href;
    }
    if (provider.par) return (await oidc.buildAuthorizationUrlWithPAR(config, params)).href;
    return oidc.buildAuthorizationUrl(config, params).href;
  } catch (error) {
    throw classify(error);
  }
}

/**
 * The bank's answer at the callback: exchanges the code (with the PKCE verifier) and validates
 * the ID token — signature with the bank's published keys, `iss`, `aud`, `exp`, `iat`, `nonce`
 * (Core §3.1.3.7) and the authorization response's `state` and `iss` (RFC 9207). Returns the
 * ID token's claims; throws `BankLoginError` otherwise.
 */
export async function exchangeBankCode(
  ctx: ServiceContext,
  provider: BankProvider,
  callback: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<oidc.IDToken> {
  const config = await configurationFor(ctx, provider);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new BankLoginError('invalid-token', 'the bank sent no ID token');
    return claims;
  } catch (error) {
    throw classify(error);
  }
}

/** The claim the bank is asked for, in its style (`bank-config.ts`). */
export function ageClaimName(provider: BankProvider, threshold: number): string {
  switch (provider.ageClaim) {
    case 'age_over':
      return `age_over_${threshold}`;
    case 'over':
      return `over${threshold}`;
    case 'birthdate':
      return 'birthdate';
  }
}

async function configurationFor(
  ctx: ServiceContext,
  provider: BankProvider,
): Promise<oidc.Configuration> {
  let byProvider = cache.get(ctx);
  if (!byProvider) cache.set(ctx, (byProvider = new Map()));
  const key = `${provider.id} ${provider.issuer} ${provider.clientId}`;
  const cached = byProvider.get(key);
  if (cached && cached.until > ctx.now()) return cached.config;
  const auth = provider.privateJwk
    ? oidc.PrivateKeyJwt(await privateKey(provider))
    : oidc.ClientSecretBasic(provider.clientSecret);
  try {
    const config = await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { id_token_signed_response_alg: provider.idTokenAlg },
      auth,
      {
        timeout: BANK_TIMEOUT_S,
        // The ID token's signature is checked even though it comes straight from the token
        // endpoint (Core §3.1.3.7 would let TLS stand in for it): a key the bank does not
        // publish never passes.
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(provider.allowHttp ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    byProvider.set(key, { config, until: ctx.now() + DISCOVERY_TTL_MS });
    return config;
  } catch (error) {
    throw classify(error);
  }
}

async function privateKey(provider: BankProvider): Promise<oidc.PrivateKey> {
  const jwk = provider.privateJwk!;
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'PS256');
  const key = (await importJWK(jwk, alg)) as oidc.CryptoKey;
  return jwk.kid === undefined ? { key } : { key, kid: jwk.kid };
}

/** Every failure of the flow as one of four kinds, with a message that names no secret. */
function classify(error: unknown): BankLoginError {
  if (error instanceof BankLoginError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new BankLoginError('declined', 'the account holder declined at the bank', { cause: error })
      : new BankLoginError('refused', `the bank answered ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.ResponseBodyError) {
    return new BankLoginError('refused', `the bank refused the code: ${error.error}`, {
      cause: error,
    });
  }
  const cause = (error as { cause?: unknown }).cause;
  const network =
    (error instanceof TypeError && /fetch failed/.test(error.message)) ||
    (error instanceof DOMException && /Timeout|Abort/.test(error.name)) ||
    (error instanceof oidc.ClientError &&
      (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
        (cause instanceof TypeError && /fetch failed/.test(cause.message)) ||
        (cause instanceof DOMException && /Timeout|Abort/.test(cause.name))));
  if (network) {
    return new BankLoginError('unreachable', 'the bank could not be reached', { cause: error });
  }
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  return new BankLoginError(
    'invalid-token',
    `the bank's answer did not verify${code ? ` (${code})` : ''}`,
    { cause: error },
  );
}
