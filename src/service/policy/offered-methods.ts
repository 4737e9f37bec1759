import type { VerificationMethod } from '../../protocol/verification-result';
import { acceptedMethods } from './accepted-methods';
import { policyTables } from './policy-data';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/** Why the policy keeps a method the product enabled out of a jurisdiction's picker. */
export interface MethodExclusion {
  readonly method: VerificationMethod;
  /** Stable rule id: `<regime>/<method>` or `<regime>/<set rule>` (`FR_ARCOM/double-anonymity`). */
  readonly ruleId: string;
  readonly regime: string;
  readonly regimeName: string;
  /** The rule in a sentence a merchant can act on. */
  readonly reason: string;
  readonly sources: readonly string[];
}

/** The methods a jurisdiction's picker offers, and why each other enabled method is not offered. */
export interface OfferedMethods {
  readonly methods: VerificationMethod[];
  readonly excluded: MethodExclusion[];
}

/**
 * The methods the widget may offer in `jurisdiction` out of those the product enabled, in the
 * spec's method order, with the rule behind each one left out:
 *
 * 1. a method some regime calls `not-sufficient` is out (`US_TX_HB1181/facial-age-estimation`);
 * 2. a `prohibited-as-sole-method` method (AU_SMMA: government ID and digital ID, Online Safety Act
 *    s.63DB) stays only when another method remains to be the "reasonable alternative";
 * 3. a regime's rule on the set (`requiresOneOf`: ARCOM's double anonymity) leaves nothing when
 *    none of its methods remains, so the verification is refused rather than run non-compliantly.
 *
 * Names the policy does not know are ignored. An empty `methods` means the product cannot verify
 * here; `excluded` says why, for the 400 or the console.
 *
 * @example src/service/lifecycle/create-verification.ts
 * ```ts
 * const { methods, excluded } = offeredMethods(jurisdiction, product.enabledMethods);
 * ```
 */
export function offeredMethods(
  jurisdiction: ResolvedJurisdiction,
  productEnabled: readonly string[],
): OfferedMethods {
  const enabled = new Set(productEnabled);
  const rules = acceptedMethods(jurisdiction).filter((r) => enabled.has(r.method));
  const excluded: MethodExclusion[] = [];
  const exclude = (
    method: VerificationMethod,
    by: { ruleId: string; regime: string; regimeName: string; sources: readonly string[] },
    reason: string,
  ): void => {
    const { ruleId, regime, regimeName, sources } = by;
    excluded.push({ method, ruleId, regime, regimeName, reason, sources });
  };

  for (const r of rules) {
    if (r.excludedBy !== undefined) exclude(r.method, r.excludedBy, r.excludedBy.note ?? '');
  }
  let kept = rules.filter((r) => r.allowed);

  if (!kept.some((r) => !r.soleMethodProhibited)) {
    for (const r of kept) {
      const by = r.basis.find((b) => b.status === 'prohibited-as-sole-method');
      if (by !== undefined) {
        exclude(
          r.method,
          by,
          `may be offered only next to another method, and the product enables no other here: ${by.note ?? ''}`,
        );
      }
    }
    kept = kept.filter((r) => !r.soleMethodProhibited);
  }

  for (const id of jurisdiction.regimes) {
    const regime = policyTables.regimes.get(id);
    const rule = regime?.requiresOneOf;
    if (regime === undefined || rule === undefined) continue;
    if (kept.some((r) => rule.methods.includes(r.method))) continue;
    const by = {
      ruleId: `${id}/${rule.id}`,
      regime: id,
      regimeName: regime.name,
      sources: rule.sources,
    };
    for (const r of kept) {
      exclude(r.method, by, `${rule.note}; enable ${rule.methods.join(' or ')} for this product`);
    }
    kept = [];
  }

  return { methods: kept.map((r) => r.method), excluded };
}
