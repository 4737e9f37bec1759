import { ServiceError } from '../../errors/service-error';
import type { Evidence } from '../../verifications/decide';

/**
 * Where a credential's status sits (IETF Token Status List, draft-ietf-oauth-status-list §6):
 * the bit position `idx` in the Status List Token served at `uri` (`status-reference.ts`).
 */
export interface StatusReference {
  idx: number;
  uri: string;
}

/** What a verified presentation established: the holder's `age over N` attributes. */
export interface WalletReading {
  /** `sd-jwt-vc` (EUDI PID) or `mdoc` (ISO 18013-5 mDL / PID). */
  format: 'sd-jwt-vc' | 'mdoc';
  /** Every disclosed `age_over_N` / `age_equal_or_over.N`, by N. */
  ageOver: Map<number, boolean>;
  /**
   * mdoc only: the document type (`org.iso.18013.5.1.mDL`, `eu.europa.ec.eudi.pid.1`, or the EU
   * age-verification app's `eu.europa.ec.av.1`).
   */
  docType?: string;
  /**
   * Where the credential's revocation status is published, when it names a status list. Read
   * to check the status before the reading counts; never stored.
   */
  status?: StatusReference;
}

/**
 * Why a presentation was refused. `forged` is a fraud signal; the others are not. `revoked`,
 * `suspended`, `status-invalid` and `status-unavailable` come from the credential's status list
 * (`credential-status.ts`).
 */
export type WalletRefusal =
  | 'malformed'
  | 'untrusted-issuer'
  | 'expired'
  | 'forged'
  | 'wrong-binding'
  | 'unsupported'
  | 'revoked'
  | 'suspended'
  | 'status-invalid'
  | 'status-unavailable';

/** A presentation the verifier refused; `refusal` (kept in the attempt) says why. */
export class WalletReadError extends ServiceError {
  static readonly code = 'WALLET_REFUSED';
  override readonly name = 'WalletReadError';
  constructor(
    readonly refusal: WalletRefusal,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(WalletReadError.code, message, options);
  }
}

/** How the presentation arrived: OpenID4VP `direct_post` (QR / deep link), or over the DC API. */
export type WalletProtocol = 'openid4vp-direct_post' | 'openid4vp-dc_api' | 'org-iso-mdoc';

/**
 * The wallet kind the console shows (EUDI, Apple, Google, as far as a presentation tells):
 * an EUDI PID as SD-JWT VC, or an ISO mdoc by its doctype.
 */
function walletKind(reading: WalletReading): string {
  return reading.format === 'sd-jwt-vc' ? 'eudi-pid-sd-jwt-vc' : `mdoc:${reading.docType ?? '?'}`;
}

/**
 * Evidence of a reading for a verification asking `over threshold`: the highest N proven true
 * gives `low = N`; the lowest N proven false gives `high = N − 1`. A credential proving only a
 * lower threshold than asked is not a pass (decide: inconclusive), and `age_over_N = false`
 * for N ≤ threshold is a fail (age-criteria-not-met).
 */
export function walletEvidence(
  reading: WalletReading | WalletReadError,
  protocol?: WalletProtocol,
): Evidence {
  const base = { method: 'digital-wallet', assurance: 'high' } as const;
  if (reading instanceof WalletReadError) {
    // `reason` is what the console shows the merchant: the check that failed, never a value
    // of the credential.
    const detail = {
      refusal: reading.refusal,
      reason: reading.message.slice(0, 240),
      ...(protocol ? { protocol } : {}),
    };
    return reading.refusal === 'forged'
      ? { ...base, kind: 'none', fraudulent: true, detail }
      : { ...base, kind: 'none', detail };
  }
  const detail = { walletKind: walletKind(reading), ...(protocol ? { protocol } : {}) };
  let low = 0;
  let high = 100;
  for (const [n, over] of reading.ageOver) {
    if (over) low = Math.max(low, n);
    else high = Math.min(high, n - 1);
  }
  // Contradicting attributes (over 21 yet not over 18) cannot come from an honest issuer.
  if (low > high) return { ...base, kind: 'none', fraudulent: true, detail };
  if (reading.ageOver.size === 0) return { ...base, kind: 'none', detail };
  return { ...base, kind: 'threshold', ageLow: low, ageHigh: high, detail };
}
