import type { Evidence } from '../../verifications/decide';

/** What a verified presentation established: the holder's `age over N` attributes. */
export interface WalletReading {
  /** `sd-jwt-vc` (EUDI PID) or `mdoc` (ISO 18013-5 mDL / PID). */
  format: 'sd-jwt-vc' | 'mdoc';
  /** Every disclosed `age_over_N` / `age_equal_or_over.N`, by N. */
  ageOver: Map<number, boolean>;
}

/** Why a presentation was refused. `forged` is a fraud signal; the others are not. */
export type WalletRefusal =
  'malformed' | 'untrusted-issuer' | 'expired' | 'forged' | 'wrong-binding' | 'unsupported';

export class WalletReadError extends Error {
  override readonly name = 'WalletReadError';
  constructor(
    readonly code: WalletRefusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Evidence of a reading for a verification asking `over threshold`: the highest N proven true
 * gives `low = N`; the lowest N proven false gives `high = N − 1`. A credential proving only a
 * lower threshold than asked is not a pass (decide: inconclusive), and `age_over_N = false`
 * for N ≤ threshold is a fail (age-criteria-not-met).
 */
export function walletEvidence(reading: WalletReading | WalletReadError): Evidence {
  const base = { method: 'digital-wallet', assurance: 'high' } as const;
  if (reading instanceof WalletReadError) {
    return reading.code === 'forged'
      ? { ...base, kind: 'none', fraudulent: true }
      : { ...base, kind: 'none' };
  }
  let low = 0;
  let high = 100;
  for (const [n, over] of reading.ageOver) {
    if (over) low = Math.max(low, n);
    else high = Math.min(high, n - 1);
  }
  // Contradicting attributes (over 21 yet not over 18) cannot come from an honest issuer.
  if (low > high) return { ...base, kind: 'none', fraudulent: true };
  if (reading.ageOver.size === 0) return { ...base, kind: 'none' };
  return { ...base, kind: 'threshold', ageLow: low, ageHigh: high };
}
