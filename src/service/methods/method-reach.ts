import type { VerificationMethod } from '../../protocol/verification-result';
import { METHODS } from './registry';

/**
 * Whether `method` can ever pass at `threshold`. The widget does not offer a method that cannot:
 * in a 21+ jurisdiction a card check would use up the person's attempt and prove nothing (a card
 * is issued to adults, so it proves 18+ and nothing more).
 *
 * @example src/service/lifecycle/create-verification.ts
 * ```ts
 * const methods = allowedMethodsFor(jurisdiction, enabled).filter((m) => canProve(m, threshold));
 * ```
 */
export function canProve(method: VerificationMethod, threshold: number): boolean {
  return threshold <= (METHODS[method].proofCeiling ?? Infinity);
}
