import type { VerificationMethod } from '../../protocol/verification-result';
import { CREDIT_CARD_PROVES_OVER } from './credit-card/simulate';

/**
 * The highest "over N" a method can ever establish. A card is issued to adults, so it proves 18+
 * and nothing more; the other methods can prove any threshold the policy asks for.
 */
const PROOF_CEILING: Partial<Record<VerificationMethod, number>> = {
  'credit-card': CREDIT_CARD_PROVES_OVER,
};

/**
 * Whether `method` can ever pass at `threshold`. The widget does not offer a method that cannot:
 * in a 21+ jurisdiction a card check would use up the person's attempt and prove nothing.
 *
 * @example src/service/verifications/create-verification.ts
 * ```ts
 * const methods = allowedMethodsFor(jurisdiction, enabled).filter((m) => canProve(m, threshold));
 * ```
 */
export function canProve(method: VerificationMethod, threshold: number): boolean {
  return threshold <= (PROOF_CEILING[method] ?? Infinity);
}
