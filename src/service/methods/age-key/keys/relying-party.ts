import type { ServiceContext } from '../../../context';

type ServiceConfig = ServiceContext['config'];

/** Who the age key belongs to: the service, never a merchant. */
export interface RelyingParty {
  /** The service's host (WebAuthn RP ID): one key works for every merchant that embeds the widget. */
  rpID: string;
  /** The widget's origin: where every ceremony runs. */
  origin: string;
  name: string;
}

export function relyingPartyFor(config: Pick<ServiceConfig, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, name: `Age key (${url.hostname})` };
}

/** The fields of CollectedClientData this module reads (WebAuthn L3 §5.8.1). */
export interface ClientData {
  type?: unknown;
  challenge?: unknown;
  origin?: unknown;
  crossOrigin?: unknown;
  topOrigin?: unknown;
}

/** Parses `clientDataJSON` (base64url) without trusting it; `undefined` when it is not JSON. */
export function readClientData(clientDataJSON: string): ClientData | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as ClientData) : undefined;
  } catch {
    return undefined;
  }
}

export type EmbeddingCheck = 'ok' | 'origin' | 'top-origin';

/**
 * The ceremony ran in the widget, and the widget was framed only by one of the product's allowed
 * origins of the verification's mode (a test origin never vouches for a live ceremony). @simplewebauthn/server 13 checks `origin` but ignores `crossOrigin` and `topOrigin`, so
 * they are checked here (WebAuthn L3 §7.1 step 10 / §7.2 step 14: "verify that the value of
 * C.topOrigin matches an origin of a page that the Relying Party expects to be sub-framed within").
 * A cross-origin ceremony that does not say its top origin is refused: it cannot be checked.
 */
export function checkEmbedding(
  client: ClientData,
  rp: RelyingParty,
  allowedOrigins: readonly string[],
): EmbeddingCheck {
  if (client.origin !== rp.origin) return 'origin';
  if (client.crossOrigin === true) {
    return typeof client.topOrigin === 'string' && allowedOrigins.includes(client.topOrigin)
      ? 'ok'
      : 'top-origin';
  }
  return client.topOrigin === undefined ? 'ok' : 'top-origin';
}
