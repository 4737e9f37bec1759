import type { VerificationMethod } from '../../protocol/verification-result';

/**
 * What a method established, computed on the server from what it captured. Nothing the browser
 * claims about an age is evidence.
 *
 * - `exact`: a proven age or date of birth (ID document) — `ageLow = ageHigh`.
 * - `threshold`: an "over N" proof (age key, wallet/bank `age_over_N`, credit card) — `ageLow = N`,
 *   `ageHigh = 100`; it says nothing about being under N. A signed "not over N" (a wallet's
 *   `age_over_N = false`) gives `ageHigh = N − 1` (and `ageLow = 0` unless another N is proven).
 * - `estimate`: a range from facial age estimation.
 * - `none`: the attempt produced no age signal (inconclusive).
 */
export interface Evidence {
  method: VerificationMethod;
  kind: 'exact' | 'threshold' | 'estimate' | 'none';
  ageLow?: number;
  ageHigh?: number;
  assurance: 'low' | 'substantial' | 'high';
  /** The method detected spoofing, a forged document or similar. */
  fraudulent?: boolean;
  /** ISO date of birth, only when a method proved one. */
  dob?: string;
  /**
   * What the console shows beside the attempt (a wallet's kind and protocol, a refusal's
   * reason). Never personal data; never part of the merchant's result.
   */
  detail?: Readonly<Record<string, string>>;
}

export interface DecisionContext {
  threshold: number;
  /** Facial estimation: pass at or above, fail below `failIfUnder`, otherwise inconclusive. */
  passIfOver: number;
  failIfUnder: number;
}

export type Decision =
  | { outcome: 'pass'; age: { low: number; high: number } }
  | { outcome: 'fail'; age: { low: number; high: number } }
  | { outcome: 'fraud' }
  | { outcome: 'inconclusive' };

/** Compares evidence with the threshold (DESIGN.md "Verification pipeline"). Pure. */
export function decide(evidence: Evidence, ctx: DecisionContext): Decision {
  if (evidence.fraudulent) return { outcome: 'fraud' };
  const { ageLow, ageHigh } = evidence;
  if (evidence.kind === 'none' || ageLow === undefined) return { outcome: 'inconclusive' };
  const age = { low: ageLow, high: ageHigh ?? ageLow };
  switch (evidence.kind) {
    case 'exact':
      return ageLow >= ctx.threshold ? { outcome: 'pass', age } : { outcome: 'fail', age };
    case 'threshold':
      if (ageLow >= ctx.threshold) return { outcome: 'pass', age };
      // A proven "not over N" with N ≤ threshold (a wallet's `age_over_18 = false`) is a fail;
      // "over N" with N below the threshold proves nothing either way: another method may pass.
      return age.high < ctx.threshold ? { outcome: 'fail', age } : { outcome: 'inconclusive' };
    case 'estimate':
      if (ageLow >= ctx.passIfOver) return { outcome: 'pass', age };
      if (age.high < ctx.failIfUnder) return { outcome: 'fail', age };
      return { outcome: 'inconclusive' };
  }
}
