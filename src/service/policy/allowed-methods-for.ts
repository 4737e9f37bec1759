import type { VerificationMethod } from '../../protocol/verification-result';
import { offeredMethods } from './offered-methods';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/**
 * The methods the widget may offer: those the jurisdiction's regimes allow and the product has
 * enabled, in the spec's method order (age key, facial estimation, ID document, digital wallet,
 * credit card, bank app), after the regimes' rules on the set of methods (see `offeredMethods`,
 * which also says why each other method is left out). Names the policy does not know are ignored.
 * An empty result means the product cannot verify in this jurisdiction, which the caller reports
 * rather than showing an empty picker.
 *
 * @example src/service/widget/method-picker.ts
 * ```ts
 * const methods = allowedMethodsFor(jurisdiction, product.enabledMethods);
 * ```
 */
export function allowedMethodsFor(
  jurisdiction: ResolvedJurisdiction,
  productEnabled: readonly string[],
): VerificationMethod[] {
  return offeredMethods(jurisdiction, productEnabled).methods;
}
