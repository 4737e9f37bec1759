import type { JsonWebKey } from 'node:crypto';

/**
 * Trust anchors of wallet credentials: IACA roots (ISO 18013-5 Annex B) for mdocs and x5c roots
 * of SD-JWT VC issuers as DER certificates, plus SD-JWT VC issuer keys named by `iss`.
 */
export interface WalletTrust {
  roots: Uint8Array[];
  issuerKeys: { iss: string; jwk: JsonWebKey }[];
}
