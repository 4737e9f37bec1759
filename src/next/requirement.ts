import { AGE_CRITERIA, JURISDICTION_PATTERN, type AgeCriterion } from '../protocol/perform-request';
import type { ResultAgeCategory } from '../protocol/verification-result';

/** What a gate demands: an age category or a numeric minimum age, in one jurisdiction. */
export type AgeCriteria = { ageCategory: AgeCriterion } | { age: number };

export interface AgeRequirement {
  /** ISO 3166: `"US"` or `"US-MS"`. */
  jurisdiction: string;
  criteria: AgeCriteria;
}

/** Picks the requirement per request, e.g. from a geo header. Must not trust the browser. */
export type RequirementResolver = (request: Request) => AgeRequirement | Promise<AgeRequirement>;

/** What a confirmed verification proved, as recorded in the verified cookie. */
export interface ProvenAge {
  jurisdiction: string;
  criteria: AgeCriteria;
  ageCategory?: ResultAgeCategory;
  /** Lowest age the method proved (`age.low` of the result). */
  ageLow?: number;
}

/**
 * True when a verification proven as `proven` meets `required`.
 *
 * Jurisdictions must match exactly: the plugin does not know every regime's thresholds, so a
 * PASS for `US` ADULT (18) never opens a gate for `US-MS` ADULT (21). Within the jurisdiction the
 * service's result category decides (an `adult` result meets `DIGITAL_YOUTH_OR_ADULT` too), and a
 * numeric criterion needs the proven lower bound to reach it.
 */
export function satisfiesRequirement(
  proven: ProvenAge,
  required: AgeRequirement,
  options: { anyJurisdiction?: boolean } = {},
): boolean {
  if (!options.anyJurisdiction && proven.jurisdiction !== required.jurisdiction) return false;
  const criteria = required.criteria;
  if ('age' in criteria) return proven.ageLow !== undefined && proven.ageLow >= criteria.age;
  if (criteria.ageCategory === 'ADULT') return proven.ageCategory === 'adult';
  return proven.ageCategory === 'adult' || proven.ageCategory === 'digital-youth';
}

/** Validates a requirement from config or a resolver; throws a message naming the problem. */
export function parseRequirement(value: unknown, where: string): AgeRequirement {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${where} must be { jurisdiction, criteria }.`);
  }
  const { jurisdiction, criteria } = value as { jurisdiction?: unknown; criteria?: unknown };
  if (typeof jurisdiction !== 'string' || !JURISDICTION_PATTERN.test(jurisdiction.toUpperCase())) {
    throw new TypeError(
      `${where}.jurisdiction must be an ISO 3166 code such as "US" or "US-CA" (got ${JSON.stringify(jurisdiction)}).`,
    );
  }
  return { jurisdiction: jurisdiction.toUpperCase(), criteria: parseCriteria(criteria, where) };
}

function parseCriteria(value: unknown, where: string): AgeCriteria {
  const c = (typeof value === 'object' && value !== null ? value : {}) as {
    ageCategory?: unknown;
    age?: unknown;
  };
  const keys = Object.keys(c);
  if (keys.length === 1 && AGE_CRITERIA.includes(c.ageCategory as AgeCriterion)) {
    return { ageCategory: c.ageCategory as AgeCriterion };
  }
  if (
    keys.length === 1 &&
    Number.isInteger(c.age) &&
    (c.age as number) >= 1 &&
    (c.age as number) <= 120
  ) {
    return { age: c.age as number };
  }
  throw new TypeError(
    `${where}.criteria must be { ageCategory: "ADULT" | "DIGITAL_YOUTH_OR_ADULT" } or { age: <1..120> }.`,
  );
}
