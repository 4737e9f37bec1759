import { parseOpenid4vpAuthorizationResponse } from '@openid4vc/openid4vp';
import { AV_QUERY_ID } from './eu-av';
import { mdocSessionTranscript, readMdoc } from './read-mdoc';
import { readSdJwtVc } from './read-sd-jwt-vc';
import {
  authorizationRequest,
  NO_JWT_CALLBACKS,
  verifierIds,
  type WalletRequestState,
} from './wallet-request';
import { WalletReadError, type WalletReading } from './wallet-reading';
import type { WalletTrust } from './wallet-trust-anchors';

export interface VpTokenContext {
  trust: WalletTrust;
  request: WalletRequestState;
  publicUrl: string;
  /** `state` of a `direct_post` answer. */
  state?: string;
  /** The origin the Digital Credentials API call ran on (dc_api only). */
  origin?: string;
  now: number;
}

/**
 * Reads an OpenID4VP 1.0 `vp_token` answering our DCQL query (§8.1: a JSON object from
 * credential query id to an array of presentations): exactly one presentation, of the format
 * its query id asked for, bound to this request's nonce and our client_id or origin.
 */
export async function readVpToken(vpToken: unknown, c: VpTokenContext): Promise<WalletReading> {
  // The response against its request, by `@openid4vc/openid4vp`: vp_token shape (DCQL), state.
  let presentations: Record<string, unknown[]>;
  try {
    const parsed = await parseOpenid4vpAuthorizationResponse({
      authorizationResponse: { vp_token: vpToken, ...(c.state ? { state: c.state } : {}) },
      authorizationRequestPayload: await authorizationRequest(
        c.publicUrl,
        c.state ?? '',
        c.request,
      ),
      callbacks: NO_JWT_CALLBACKS,
      ...(c.origin ? { origin: c.origin } : {}),
    });
    if (parsed.type !== 'dcql') throw new WalletReadError('malformed', 'not a DCQL response');
    presentations = parsed.dcql.presentations;
  } catch (error) {
    throw new WalletReadError('malformed', 'vp_token is not a DCQL response to this request', {
      cause: error,
    });
  }
  const entries = Object.entries(presentations);
  const [entry] = entries;
  if (entries.length !== 1 || !entry || entry[1].length !== 1) {
    throw new WalletReadError('malformed', 'vp_token must hold exactly one presentation');
  }
  const [id, [presentation]] = entry as [string, unknown[]];
  const { clientId, responseUri } = verifierIds(c.publicUrl);
  const { nonce } = c.request;
  const dcApi = c.request.channel === 'dc_api';
  if (dcApi && !c.origin) throw new WalletReadError('wrong-binding', 'the origin is unknown');
  switch (id) {
    case 'pid-sd-jwt':
      return readSdJwtVc(presentation, {
        trust: c.trust,
        nonce,
        audience: dcApi ? `origin:${c.origin}` : clientId,
        now: c.now,
      });
    case 'mdl':
    case 'pid-mdoc':
    case AV_QUERY_ID: {
      if (id === AV_QUERY_ID && c.request.av !== true) {
        throw new WalletReadError('malformed', 'this request did not ask for proof_of_age');
      }
      if (typeof presentation !== 'string' || !/^[\w-]+$/.test(presentation)) {
        throw new WalletReadError(
          'malformed',
          'an mdoc presentation is a base64url DeviceResponse',
        );
      }
      return readMdoc(new Uint8Array(Buffer.from(presentation, 'base64url')), {
        trust: c.trust,
        sessionTranscript: dcApi
          ? mdocSessionTranscript({ kind: 'dc_api', origin: c.origin!, nonce })
          : mdocSessionTranscript({ kind: 'direct_post', clientId, nonce, responseUri }),
        now: c.now,
        av: id === AV_QUERY_ID ? 'only' : 'no',
      });
    }
    default:
      throw new WalletReadError(
        'malformed',
        `vp_token answers no query of ours (${id.slice(0, 40)})`,
      );
  }
}
