import type { VerificationMethod } from '../../protocol/verification-result';
import { acceptedMethods } from './accepted-methods';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/**
 * The methods the widget may offer: those the jurisdiction's regimes allow and the product has
 * enabled, in the spec's method order (age key, facial estimation, ID document, digital wallet,
 * credit card, bank app). Names the policy does not know are ignored.
 *
 * A `prohibited-as-sole-method` method (AU_SMMA: government ID and digital ID, Online Safety Act
 * s.63DB) is kept only when some other method remains to be the "reasonable alternative"; if
 * nothing else remains, it is dropped too. An empty result means the product cannot verify in
 * this jurisdiction, which the caller reports rather than showing an empty picker.
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
  const enabled = new Set(productEnabled);
  const rules = acceptedMethods(jurisdiction).filter((r) => r.allowed && enabled.has(r.method));
  const hasAlternative = rules.some((r) => !r.soleMethodProhibited);
  return rules.filter((r) => hasAlternative || !r.soleMethodProhibited).map((r) => r.method);
}
