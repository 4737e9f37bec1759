import { randomBytes } from 'node:crypto';
import {
  createOpenid4vpAuthorizationRequest,
  type Openid4vpAuthorizationRequest,
  type Openid4vpAuthorizationRequestDcApi,
} from '@openid4vc/openid4vp';
import { setGlobalConfig } from '@openid4vc/utils';
import type { ServiceContext } from '../../context';
import type { VerificationRow } from '../../db/schema';
import {
  moveMethodSession,
  openMethodSession,
  readMethodSession,
  takeMethodSession,
} from '../kit/method-sessions';
import { avCredentialQuery } from './eu-av';
import type { IsoMdocRequestState } from './iso-mdoc-dc-api';
import { MDL_DOCTYPE, MDL_NAMESPACE, PID_VCT } from './test-wallet';
import { WalletReadError } from './wallet-reading';

/** How the wallet answers: OpenID4VP `direct_post` (QR / deep link) or the Digital Credentials API. */
export type WalletChannel = 'direct_post' | 'dc_api';

/** The state a request keeps on the server; its method-session id is the OpenID4VP `state`. */
export interface WalletRequestState {
  channel: WalletChannel;
  /** 256 random bits: the nonce the KB-JWT / session transcript must carry. */
  nonce: string;
  threshold: number;
  /** Whether the EU age-verification app's attestation is asked too (`eu-av.ts`). */
  av?: boolean;
  /** DC API only: the `org-iso-mdoc` request's decryption key and EncryptionInfo. */
  isoMdoc?: IsoMdocRequestState;
  /**
   * Hash of the secret of the widget session that opened the request: a wallet's `direct_post`
   * answer comes from the wallet, but the attempt is that session's.
   */
  sessionHash: string | null;
}

export const WALLET_REQUEST = { method: 'digital-wallet', purpose: 'wallet-request' } as const;
/** A person has this long to open the wallet and share. */
export const WALLET_REQUEST_TTL_MS = 5 * 60_000;

export const ACTIONS_PATH = '/api/widget/methods/digital-wallet';

/** Opens a single-use request bound to the verification (`kit/method-sessions`). */
export async function openWalletRequest(
  ctx: ServiceContext,
  row: VerificationRow,
  channel: WalletChannel,
  sessionHash: string | null,
  av: boolean,
  isoMdoc?: IsoMdocRequestState,
): Promise<{ state: string } & WalletRequestState> {
  const data: WalletRequestState = {
    channel,
    nonce: randomBytes(32).toString('base64url'),
    threshold: row.threshold,
    av,
    ...(isoMdoc ? { isoMdoc } : {}),
    sessionHash,
  };
  const opened = await openMethodSession(ctx, {
    ...WALLET_REQUEST,
    verificationId: row.id,
    data,
    ttlMs: WALLET_REQUEST_TTL_MS,
  });
  return { state: opened.id, ...data };
}

export const readWalletRequest = (ctx: ServiceContext, state: unknown) =>
  readMethodSession<WalletRequestState>(ctx, state, WALLET_REQUEST);

export const takeWalletRequest = (ctx: ServiceContext, state: unknown, verificationId?: string) =>
  takeMethodSession<WalletRequestState>(ctx, state, {
    ...WALLET_REQUEST,
    ...(verificationId ? { verificationId } : {}),
  });

/**
 * A request the wallet answered with an error (OpenID4VP 1.0 §8.5) instead of a presentation:
 * kept under this purpose until the widget's poll takes it and tells the person, so that a
 * decline reads as one, not as an attempt without an age signal.
 */
export const WALLET_ERROR = { method: 'digital-wallet', purpose: 'wallet-error' } as const;

/** What the wallet answered instead of a presentation: `access_denied` is the person's decline. */
export interface WalletErrorState {
  error: string;
}

/**
 * Marks an open `direct_post` request as answered with `error`: it can no longer be used for a
 * presentation. `false` when it is unknown, used or expired.
 */
export const settleWalletRequestWithError = (ctx: ServiceContext, state: unknown, error: string) =>
  moveMethodSession(ctx, state, WALLET_REQUEST, {
    purpose: WALLET_ERROR.purpose,
    data: { error } satisfies WalletErrorState,
  });

/** Takes the error a wallet answered for one of `verificationId`'s requests, once. */
export const takeWalletError = (ctx: ServiceContext, state: unknown, verificationId: string) =>
  takeMethodSession<WalletErrorState>(ctx, state, { ...WALLET_ERROR, verificationId });

/** Where wallets post their answer (`response_uri`), and our client_id (OpenID4VP 1.0 §5.9.3). */
export function verifierIds(publicUrl: string): { responseUri: string; clientId: string } {
  const responseUri = `${publicUrl}${ACTIONS_PATH}/response`;
  return { responseUri, clientId: `redirect_uri:${responseUri}` };
}

/**
 * The DCQL query (OpenID4VP 1.0 §6): one age attribute for the threshold, in any of the three
 * credentials — an EUDI PID as SD-JWT VC, an mDL, or a PID mdoc — and, where `av`, the EU
 * age-verification app's Proof of Age attestation as a fourth option. Never the birth date.
 */
export function dcqlQuery(threshold: number, av = false) {
  const nn = String(threshold).padStart(2, '0');
  const credentials = [
    {
      id: 'pid-sd-jwt',
      format: 'dc+sd-jwt',
      meta: { vct_values: [PID_VCT, 'urn:eu.europa.ec.eudi:pid:1'] },
      claims: [{ path: ['age_equal_or_over', String(threshold)] }],
    },
    {
      id: 'mdl',
      format: 'mso_mdoc',
      meta: { doctype_value: MDL_DOCTYPE },
      claims: [{ path: [MDL_NAMESPACE, `age_over_${nn}`], intent_to_retain: false }],
    },
    {
      id: 'pid-mdoc',
      format: 'mso_mdoc',
      meta: { doctype_value: 'eu.europa.ec.eudi.pid.1' },
      claims: [{ path: ['eu.europa.ec.eudi.pid.1', `age_over_${nn}`], intent_to_retain: false }],
    },
    ...(av ? [avCredentialQuery(threshold)] : []),
  ];
  return {
    credentials,
    credential_sets: [{ options: credentials.map((c) => [c.id]) }],
  };
}

/** The DCQL query of Annex A §A.10: the Proof of Age attestation alone, for the `av://` link. */
export function avDcqlQuery(threshold: number) {
  return { credentials: [avCredentialQuery(threshold)] };
}

const CLIENT_METADATA = {
  vp_formats_supported: {
    'dc+sd-jwt': {
      'sd-jwt_alg_values': ['ES256', 'ES384'] as [string, ...string[]],
      'kb-jwt_alg_values': ['ES256', 'ES384'] as [string, ...string[]],
    },
    mso_mdoc: {
      issuerauth_alg_values: [-7, -35] as [number, ...number[]],
      deviceauth_alg_values: [-7, -35] as [number, ...number[]],
    },
  },
};

/**
 * The Authorization Request (OpenID4VP 1.0 §5) of a stored request, built and checked by
 * `@openid4vc/openid4vp`: for `direct_post` the object a wallet fetches from `request_uri`
 * (client identifier prefix `redirect_uri:`, so unsigned, §5.9.3); for the Digital Credentials
 * API the unsigned request of Appendix A (`response_mode: dc_api`, no client_id).
 */
export async function authorizationRequest(
  publicUrl: string,
  state: string,
  request: WalletRequestState,
): Promise<Openid4vpAuthorizationRequest | Openid4vpAuthorizationRequestDcApi> {
  // The library insists on https URLs; a loopback service (development, tests) is plain http.
  setGlobalConfig({ allowInsecureUrls: new URL(publicUrl).protocol === 'http:' });
  const { responseUri, clientId } = verifierIds(publicUrl);
  const common = {
    response_type: 'vp_token',
    nonce: request.nonce,
    dcql_query: dcqlQuery(request.threshold, request.av === true),
    client_metadata: CLIENT_METADATA,
  } as const;
  const payload =
    request.channel === 'dc_api'
      ? { ...common, response_mode: 'dc_api' as const }
      : {
          ...common,
          response_mode: 'direct_post' as const,
          client_id: clientId,
          response_uri: responseUri,
          state,
        };
  const created = await createOpenid4vpAuthorizationRequest({
    authorizationRequestPayload: payload,
    callbacks: NO_JWT_CALLBACKS,
  });
  return created.authorizationRequestPayload;
}

/** Our requests are unsigned and our responses unencrypted: no JWT/JWE callback may run. */
export const NO_JWT_CALLBACKS = {
  signJwt: refuse,
  encryptJwe: refuse,
  decryptJwe: refuse,
  verifyJwt: refuse,
};
function refuse(): never {
  throw new WalletReadError(
    'unsupported',
    'signed or encrypted OpenID4VP messages are not used by this verifier',
  );
}

/** The request for `navigator.credentials.get({digital})` (OpenID4VP 1.0 Appendix A). */
export async function digitalCredentialsRequest(publicUrl: string, request: WalletRequestState) {
  return {
    protocol: 'openid4vp-v1-unsigned',
    data: await authorizationRequest(publicUrl, '', request),
  };
}

/** An unsigned JWS (`alg: none`) of a request object, `typ: oauth-authz-req+jwt` (RFC 9101). */
export function unsignedRequestObject(claims: object): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'oauth-authz-req+jwt' })}.${part(claims)}.`;
}

/** `openid4vp://` deep link with `request_uri` (OpenID4VP 1.0 §5.7, §5.10). */
export function walletLink(publicUrl: string, state: string): string {
  const { clientId } = verifierIds(publicUrl);
  const requestUri = `${publicUrl}${ACTIONS_PATH}/request-object?state=${state}`;
  return `openid4vp://?client_id=${encodeURIComponent(clientId)}&request_uri=${encodeURIComponent(requestUri)}`;
}

/**
 * The `av://` link of the EU age-verification app (av-doc-technical-specification Annex A §A.5):
 * the same request (its `state`, nonce and `response_uri`) by value, as the profile requires — no
 * `request_uri`, no JAR — with a DCQL query for the Proof of Age attestation alone. The answer
 * comes back to our `response_uri` with `direct_post`, as the `openid4vp://` one does.
 */
export function avLink(publicUrl: string, state: string, request: WalletRequestState): string {
  const { clientId, responseUri } = verifierIds(publicUrl);
  const params = new URLSearchParams({
    response_type: 'vp_token',
    response_mode: 'direct_post',
    client_id: clientId,
    response_uri: responseUri,
    nonce: request.nonce,
    state,
    dcql_query: JSON.stringify(avDcqlQuery(request.threshold)),
  });
  return `av://?${params.toString()}`;
}
