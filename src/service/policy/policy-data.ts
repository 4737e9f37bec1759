import isoData from './data/iso-3166.json' with { type: 'json' };
import data from './data/jurisdictions.json' with { type: 'json' };
import { deepFreeze } from './deep-freeze';
import {
  Iso3166DataSchema,
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
  /** ISO 3166-1 codes resolved as another country's subdivision (`PR` → `US-PR`). */
  aliases: ReadonlyMap<string, { to: string; basis: string }>;
  /** The ISO lists (data/iso-3166.json) that decide which codes are valid. */
  iso: {
    /** Every ISO 3166-2 code (`US-CA`, `FR-75C`). */
    subdivisions: ReadonlySet<string>;
    /** Reserved ISO 3166-1 codes and what they stand for (`UK` → United Kingdom). */
    reserved: ReadonlyMap<string, string>;
    /** ISO 3166-1 names. */
    names: ReadonlyMap<string, string>;
  };
  challengeAges: readonly ChallengeAgeEntry[];
  meta: { sourceGenerated: string; evidenceWindow: string };
}

/** Where the list of valid codes lives, for error messages (the service is open source). */
export const ISO_LIST_LOCATION =
  'src/service/policy/data/iso-3166.json in the ofage repository (ISO 3166-1 and ISO 3166-2 codes, and XK for Kosovo; docs/api.md "Jurisdictions")';

function buildTables(): PolicyTables {
  // Parsing returns fresh objects, so freezing them never touches the imported JSON module.
  const parsed = deepFreeze(PolicyDataSchema.parse(data));
  const iso = Iso3166DataSchema.parse(isoData);
  const isoSubdivisions = new Set<string>();
  for (const [country, parts] of Object.entries(iso.subdivisions)) {
    for (const part of parts) isoSubdivisions.add(`${country}-${part}`);
  }
  const subdivisions = new Map<string, SubdivisionPolicy>();
  for (const country of Object.values(parsed.countries)) {
    for (const [code, sub] of Object.entries(country.subdivisions ?? {}))
      subdivisions.set(code, sub);
  }
  return {
    countries: new Map(Object.entries(parsed.countries)),
    subdivisions,
    regimes: new Map(Object.entries(parsed.regimes)),
    aliases: new Map(Object.entries(parsed.aliases)),
    iso: {
      subdivisions: isoSubdivisions,
      reserved: new Map(Object.entries(iso.reserved)),
      names: new Map(Object.entries(iso.countries)),
    },
    challengeAges: parsed.challengeAges,
    meta: {
      sourceGenerated: parsed.meta.sourceGenerated,
      evidenceWindow: parsed.meta.evidenceWindow,
    },
  };
}

/** The jurisdiction policy tables (O(1) lookups by ISO code and regime id). */
export const policyTables: PolicyTables = buildTables();
