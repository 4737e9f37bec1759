import data from './data/jurisdictions.json' with { type: 'json' };
import { deepFreeze } from './deep-freeze';
import {
  PolicyDataSchema,
  type ChallengeAgeEntry,
  type CountryPolicy,
  type RegimePolicy,
  type SubdivisionPolicy,
} from './policy-data-schema';

/**
 * The policy tables, validated and indexed once when the module loads. The data file is written by
 * `scripts/build-policy-data.ts` from the shared reference data; validating it here turns a broken
 * hand edit into a start-up error instead of a wrong answer during a verification.
 */
export interface PolicyTables {
  countries: ReadonlyMap<string, CountryPolicy>;
  /** Keyed by full ISO 3166-2 code (`US-AL`), across all countries. */
  subdivisions: ReadonlyMap<string, SubdivisionPolicy>;
  regimes: ReadonlyMap<string, RegimePolicy>;
  challengeAges: readonly ChallengeAgeEntry[];
  meta: { sourceGenerated: string; evidenceWindow: string };
}

function buildTables(): PolicyTables {
  // Parsing returns fresh objects, so freezing them never touches the imported JSON module.
  const parsed = deepFreeze(PolicyDataSchema.parse(data));
  const subdivisions = new Map<string, SubdivisionPolicy>();
  for (const country of Object.values(parsed.countries)) {
    for (const [code, sub] of Object.entries(country.subdivisions ?? {}))
      subdivisions.set(code, sub);
  }
  return {
    countries: new Map(Object.entries(parsed.countries)),
    subdivisions,
    regimes: new Map(Object.entries(parsed.regimes)),
    challengeAges: parsed.challengeAges,
    meta: {
      sourceGenerated: parsed.meta.sourceGenerated,
      evidenceWindow: parsed.meta.evidenceWindow,
    },
  };
}

/** The jurisdiction policy tables (O(1) lookups by ISO code and regime id). */
export const policyTables: PolicyTables = buildTables();
