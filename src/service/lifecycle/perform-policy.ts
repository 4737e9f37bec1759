import type { VerificationMethod } from '../../protocol/verification-result';
import { canProve } from '../methods/method-reach';
import { offeredMethods, type OfferedMethods, type ResolvedJurisdiction } from '../policy';

/** What perform makes of a product's methods in a jurisdiction at a threshold. */
export interface PerformPolicy {
  /** The regimes' view of every candidate (why a method a flow names is refused). */
  readonly policyView: OfferedMethods;
  /** The regimes' view of the candidates that can reach the threshold: what the picker offers. */
  readonly offered: OfferedMethods;
  /** `offered.methods` as the row's `methods` column stores it (JSON). */
  readonly methodsJson: string;
}

const memo = new Map<string, PerformPolicy>();
/** Distinct (jurisdiction, threshold, methods) seen: a few hundred at most in practice. */
const MEMO_SIZE = 5_000;

/**
 * The policy's answer for perform, remembered by jurisdiction, threshold and candidate methods:
 * it depends on nothing else (the policy tables are fixed at start), and working it out on each
 * perform was a twentieth of its CPU time. Callers must not change what it returns.
 */
export function performPolicy(
  jurisdiction: ResolvedJurisdiction,
  candidates: readonly string[],
  threshold: number,
): PerformPolicy {
  const key = `${jurisdiction.code} ${threshold} ${candidates.join(',')}`;
  let policy = memo.get(key);
  if (policy === undefined) {
    // A method that never can reach the threshold (a card in a 21+ state) is not offered, nor
    // counted as anyone's alternative.
    const offered = offeredMethods(
      jurisdiction,
      candidates.filter((m) => canProve(m as VerificationMethod, threshold)),
    );
    policy = {
      policyView: offeredMethods(jurisdiction, candidates),
      offered,
      methodsJson: JSON.stringify(offered.methods),
    };
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, policy);
  }
  return policy;
}
