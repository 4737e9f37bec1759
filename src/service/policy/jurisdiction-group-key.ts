import { policyTables } from './policy-data';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/**
 * The key of the jurisdiction group `jurisdiction` belongs to: the comma-joined regime ids of its
 * country, `''` for a country no age-assurance regime covers. Countries with the same regimes are
 * treated alike by the policy, so a product's per-group method overrides are keyed by this.
 *
 * It uses the whole country's regimes, not the subdivision's: `US-CA` has fewer regimes than `US`
 * (state-level regimes bind only their states), yet belongs to the United States group, where the
 * console shows and sets its methods.
 *
 * @example src/service/lifecycle/create-verification.ts
 * ```ts
 * const enabled = product.methodOverrides[jurisdictionGroupKey(jurisdiction)] ?? product.enabledMethods;
 * ```
 */
export function jurisdictionGroupKey(jurisdiction: ResolvedJurisdiction): string {
  // Perform asks on every call: the key is worked out once per jurisdiction.
  let key = keys.get(jurisdiction);
  if (key === undefined) {
    const country = policyTables.countries.get(jurisdiction.country);
    // Every resolved jurisdiction's country is in the tables; fall back to its own regimes anyway.
    key = (country?.regimes ?? jurisdiction.regimes).join(',');
    keys.set(jurisdiction, key);
  }
  return key;
}

const keys = new WeakMap<ResolvedJurisdiction, string>();
