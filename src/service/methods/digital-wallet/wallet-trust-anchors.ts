import type { JsonWebKey } from 'node:crypto';

/**
 * Trust anchors of wallet credentials: IACA roots (ISO 18013-5 Annex B) for mdocs and x5c roots
 * of SD-JWT VC issuers as DER certificates, plus SD-JWT VC issuer keys named by `iss`; and,
 * apart from them, the certificates of trusted attestation providers of the EU
 * age-verification app (`eu.europa.ec.av.1`), which anchor AV attestations and nothing else.
 */
export interface WalletTrust {
  roots: Uint8Array[];
  issuerKeys: { iss: string; jwk: JsonWebKey }[];
  /** DER certificates of trusted AV attestation providers (roots or document signers). */
  avProviders: Uint8Array[];
  /** Where the AV attestation is asked: EU member states (default), or every jurisdiction. */
  avJurisdictions?: 'eu' | 'all';
}
