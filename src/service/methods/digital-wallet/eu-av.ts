import { resolveJurisdiction } from '../../policy';
import type { WalletTrust } from './wallet-trust-anchors';

/**
 * The EU age-verification app's Proof of Age attestation (av-doc-technical-specification,
 * Annex A): an ISO mdoc whose doctype and only namespace are both `eu.europa.ec.av.1`. Every
 * attestation carries `age_over_18`; other `age_over_NN` elements may be present.
 */
export const AV_DOCTYPE = 'eu.europa.ec.av.1';
export const AV_NAMESPACE = AV_DOCTYPE;
/** The DCQL credential query id Annex A §A.10 uses. */
export const AV_QUERY_ID = 'proof_of_age';
/** The `age_over_NN` element every Proof of Age attestation carries. */
const AV_BASE_AGE = 18;

/** The regime of every EU member state in the policy data (Digital Services Act, Art. 28). */
const EU_REGIME = 'EU_DSA_ART28';

/**
 * Whether a request asks for the AV attestation beside the PID and mDL: in the jurisdictions of
 * EU member states, or everywhere where the trust file says `"avJurisdictions": "all"`.
 */
export function avAsked(jurisdiction: string, trust: Pick<WalletTrust, 'avJurisdictions'>) {
  if (trust.avJurisdictions === 'all') return true;
  return resolveJurisdiction(jurisdiction)?.regimes.includes(EU_REGIME) ?? false;
}

/**
 * The `age_over_NN` elements to ask of an AV attestation for a threshold: the threshold's own;
 * below 18 also `age_over_18`, which every attestation carries and which proves any lower
 * threshold. Above 18 only the threshold's element: an attestation that answers `age_over_18`
 * alone proves a lower N than asked, which is not a pass (`walletEvidence`).
 */
export function avElements(threshold: number): string[] {
  const own = `age_over_${String(threshold).padStart(2, '0')}`;
  return threshold < AV_BASE_AGE ? [own, `age_over_${AV_BASE_AGE}`] : [own];
}

/** The DCQL credential query of Annex A for `threshold`, alternatives as claim sets. */
export function avCredentialQuery(threshold: number) {
  const elements = avElements(threshold);
  return {
    id: AV_QUERY_ID,
    format: 'mso_mdoc' as const,
    meta: { doctype_value: AV_DOCTYPE },
    claims: elements.map((element) => ({
      id: element,
      path: [AV_NAMESPACE, element],
      intent_to_retain: false,
    })),
    ...(elements.length > 1 ? { claim_sets: elements.map((e) => [e]) } : {}),
  };
}
