import type { AgeRange, ResultAgeCategory } from '../../protocol/verification-result';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/**
 * The result `ageCategory` for a proven age range in `jurisdiction`.
 *
 * Only the lower bound counts: it is what the evidence proves (a threshold-only method reports
 * `low = N, high = 100`, DESIGN.md "Wire protocol"). At or above the age of majority is `adult`,
 * at or above the digital age of consent `digital-youth`, anything below `digital-minor`.
 *
 * @example src/service/decision/decide.ts
 * ```ts
 * const ageCategory = resultAgeCategory(jurisdiction, { low: evidence.ageLow, high: evidence.ageHigh });
 * ```
 */
export function resultAgeCategory(
  jurisdiction: ResolvedJurisdiction,
  age: AgeRange,
): ResultAgeCategory {
  if (age.low >= jurisdiction.adultAge) return 'adult';
  if (age.low >= jurisdiction.digitalConsentAge) return 'digital-youth';
  return 'digital-minor';
}
