import {
  AGE_CRITERIA,
  JURISDICTION_PATTERN,
  type AgeCriterion,
  type ResultAgeCategory,
} from '../protocol/vocabulary';

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
 * The highest threshold any jurisdiction sets for each category, from the service's policy data
 * (ADULT: 21 in US-MS, US-PR, SG, ID and EG; DIGITAL_YOUTH_OR_ADULT: 20 in TH). A proof made for
 * another jurisdiction meets a category requirement only with a proven age this high: the plugin
 * does not carry every regime's thresholds, so it asks for the one that holds everywhere.
 */
export const STRICTEST_THRESHOLD: Readonly<Record<AgeCriterion, number>> = Object.freeze({
  ADULT: 21,
  DIGITAL_YOUTH_OR_ADULT: 20,
});

/**
 * True when a verification proven as `proven` meets `required`: the proof must be at least as
 * strict as the requirement.
 *
 * In the same jurisdiction the service's result category decides (an `adult` result meets
 * `DIGITAL_YOUTH_OR_ADULT` too), and a numeric criterion needs the proven lower bound to reach it.
 * A proof for another jurisdiction never counts, except with `anyJurisdiction`
 * (`allowClientJurisdiction`), and then only when its proven lower bound reaches the
 * requirement's age floor wherever it applies: `criteria.age`, or {@link STRICTEST_THRESHOLD}
 * for a category. So a PASS for `US-CA` ADULT (18) never opens a `US-MS` ADULT gate (21) unless
 * the method proved 21 or more.
 */
export function satisfiesRequirement(
  proven: ProvenAge,
  required: AgeRequirement,
  options: { anyJurisdiction?: boolean } = {},
): boolean {
  const criteria = required.criteria;
  if (proven.jurisdiction !== required.jurisdiction) {
    if (!options.anyJurisdiction) return false;
    const floor = 'age' in criteria ? criteria.age : STRICTEST_THRESHOLD[criteria.ageCategory];
    if (proven.ageLow === undefined || proven.ageLow < floor) return false;
  }
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
  // Frozen: a requirement is shared by every request of the gate, so nothing may change it.
  return Object.freeze({
    jurisdiction: jurisdiction.toUpperCase(),
    criteria: Object.freeze(parseCriteria(criteria, where)),
  });
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
