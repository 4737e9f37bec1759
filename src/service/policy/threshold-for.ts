import type { AgeCriterion } from '../../protocol/perform-request';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/** The age requirement of a perform request: a category, or (hosted-API compatibility) an age. */
export interface AgeCriteria {
  ageCategory?: AgeCriterion;
  age?: number;
}

/**
 * The minimum age a verification must prove for `criteria` in `jurisdiction`.
 *
 * `ADULT` is the age of majority and `DIGITAL_YOUTH_OR_ADULT` the digital age of consent
 * (jurisdictions.json meta.resolution[1], [2]); a numeric `age` is taken as given. The request
 * schema guarantees exactly one of the two is set; receiving neither is a programming error.
 *
 * @example src/service/decision/decide.ts
 * ```ts
 * const threshold = thresholdFor(jurisdiction, session.criteria);
 * const passed = evidence.ageLow >= threshold;
 * ```
 */
export function thresholdFor(jurisdiction: ResolvedJurisdiction, criteria: AgeCriteria): number {
  if (criteria.age !== undefined) return criteria.age;
  switch (criteria.ageCategory) {
    case 'ADULT':
      return jurisdiction.adultAge;
    case 'DIGITAL_YOUTH_OR_ADULT':
      return jurisdiction.digitalConsentAge;
    default:
      throw new TypeError(
        'criteria needs ageCategory ("ADULT" or "DIGITAL_YOUTH_OR_ADULT") or age',
      );
  }
}
