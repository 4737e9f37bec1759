import type { VerificationMethod } from '../../../../protocol/verification-result';
import { acceptedMethods, resolveJurisdiction } from '../../../policy';
import type { AgeKeyEvidence } from './age-key-tables';

/** Whether `jurisdiction` accepts evidence from `method`; the policy's answer by default. */
export type MethodAcceptance = (method: VerificationMethod, jurisdiction: string) => boolean;

export const policyAcceptance: MethodAcceptance = (method, code) => {
  const jurisdiction = resolveJurisdiction(code);
  if (!jurisdiction) return false;
  return acceptedMethods(jurisdiction).some((r) => r.method === method && r.allowed);
};

export type AgeKeyDecision =
  | { outcome: 'pass' }
  | {
      outcome: 'upgrade';
      /**
       * - `below-threshold`: the key proves less than this verification needs;
       * - `method-not-accepted`: the jurisdiction does not accept the method behind the key;
       * - `test-key`: the key holds simulated evidence and this is a live verification.
       */
      reason: 'below-threshold' | 'method-not-accepted' | 'test-key';
    };

/**
 * Whether a key's evidence satisfies a verification: its floor
 * meets the threshold, and the method that proved it is one the jurisdiction accepts. Otherwise
 * the holder upgrades: verifies with another method and updates the key. Pure. Who vouched for
 * the evidence is not weighed here: a key whose voucher the product does not accept never gets
 * this far (`verifyAssertion` answers it as no key).
 */
export function decideAgeKey(
  evidence: Omit<AgeKeyEvidence, 'voucher'>,
  verification: { threshold: number; jurisdiction: string; mode: 'test' | 'live' },
  methodAccepted: MethodAcceptance = policyAcceptance,
): AgeKeyDecision {
  if (evidence.testMode && verification.mode === 'live') {
    return { outcome: 'upgrade', reason: 'test-key' };
  }
  if (!methodAccepted(evidence.method, verification.jurisdiction))
    return { outcome: 'upgrade', reason: 'method-not-accepted' };
  if (evidence.floor < verification.threshold) {
    return { outcome: 'upgrade', reason: 'below-threshold' };
  }
  return { outcome: 'pass' };
}
