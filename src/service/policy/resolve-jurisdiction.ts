import { JURISDICTION_PATTERN } from '../../protocol/perform-request';
import { deepFreeze } from './deep-freeze';
import type { Confidence, CountryPolicy, ValueProvenance } from './policy-data-schema';
import { policyTables, type PolicyTables } from './policy-data';

/** A social-media minimum age as the source states it; applies only where `inForce`. */
export interface SocialMediaMinimumAge {
  readonly age: number;
  readonly status: string;
  readonly inForce: boolean;
  readonly sources: readonly string[];
}

/**
 * The policy values for one jurisdiction code, after subdivision overrides. Each value carries
 * its sources and the source's confidence rating, so the console can show why a threshold applies.
 */
export interface ResolvedJurisdiction {
  /** Normalised code: `US-AL`, `US-NY`, `GB`. Puerto Rico is `US-PR` whether asked as `PR` or `US-PR`. */
  readonly code: string;
  /** ISO 3166-1 alpha-2 code of the country whose table was used (`US` for Puerto Rico). */
  readonly country: string;
  /** The ISO 3166-2 code when the request named a subdivision, whether or not it has an entry. */
  readonly subdivision?: string;
  /** True when the subdivision has its own entry, whose values override the country's. */
  readonly hasSubdivisionEntry: boolean;
  /** Display name: `Alabama, United States`, or the country name. */
  readonly name: string;
  readonly countryName: string;
  /** Threshold for `ADULT`: the age of majority. */
  readonly adultAge: number;
  /** Threshold for `DIGITAL_YOUTH_OR_ADULT`: the digital age of consent. */
  readonly digitalConsentAge: number;
  readonly socialMediaMinimumAge?: SocialMediaMinimumAge;
  /** Ids of the age-assurance regimes that apply here (keys of the data's `regimes` table). */
  readonly regimes: readonly string[];
  /** The source's remark on method rules, set where no regime applies. */
  readonly methodsNote?: string;
  /** URLs behind each value; empty only for a low-confidence placeholder (see `basis`). */
  readonly sources: {
    readonly adult: readonly string[];
    readonly digitalConsent: readonly string[];
  };
  /** Legal basis the source gives for each value, where it gives one. */
  readonly basis: { readonly adult?: string; readonly digitalConsent?: string };
  /** The source's rating; absent for subdivision overrides, which the source does not rate. */
  readonly confidence: { readonly adult?: Confidence; readonly digitalConsent?: Confidence };
  /**
   * Whether each value is sourced, reasoned (a stated legal basis, no URL) or the documented
   * default (policy-data-schema VALUE_PROVENANCES). A subdivision override is always sourced.
   */
  readonly provenance: {
    readonly adult: ValueProvenance;
    readonly digitalConsent: ValueProvenance;
  };
  /** Caveats the source attaches to these values ("verify before production"). */
  readonly uncertain: readonly string[];
}

function regimesFor(tables: PolicyTables, country: CountryPolicy, subdivision: string | undefined) {
  // A state-level regime (`appliesTo`) binds only its states; a bare country code, whose state
  // is unknown, keeps them all.
  return country.regimes.filter((id) => {
    const scope = tables.regimes.get(id)?.appliesTo;
    return scope === undefined || subdivision === undefined || scope.includes(subdivision);
  });
}

function build(
  tables: PolicyTables,
  countryCode: string,
  country: CountryPolicy,
  subdivision: string | undefined,
): ResolvedJurisdiction {
  const entry = subdivision === undefined ? undefined : tables.subdivisions.get(subdivision);
  const overridesAdult = entry?.adult !== undefined;
  const overridesDigital = entry?.digitalConsent !== undefined;
  // An override is explained by its entry's note; the country values by the source's basis.
  const { type, law } = country.basis.digitalConsent;
  const adultBasis = overridesAdult ? entry.note : country.basis.adult;
  const digitalConsentBasis = overridesDigital ? entry.note : `${type}: ${law}`;
  const uncertain = [...(country.uncertain ?? []), ...(entry?.uncertain ?? [])];
  const resolved: ResolvedJurisdiction = {
    code: subdivision ?? countryCode,
    country: countryCode,
    ...(subdivision === undefined ? {} : { subdivision }),
    hasSubdivisionEntry: entry !== undefined,
    name: entry === undefined ? country.name : `${entry.name}, ${country.name}`,
    countryName: country.name,
    adultAge: entry?.adult ?? country.adult,
    digitalConsentAge: entry?.digitalConsent ?? country.digitalConsent,
    ...(country.socialMediaMinimumAge === undefined
      ? {}
      : { socialMediaMinimumAge: country.socialMediaMinimumAge }),
    regimes: regimesFor(tables, country, subdivision),
    ...(country.methodsNote === undefined ? {} : { methodsNote: country.methodsNote }),
    sources: {
      adult: (overridesAdult ? entry.sources.adult : undefined) ?? country.sources.adult,
      digitalConsent:
        (overridesDigital ? entry.sources.digitalConsent : undefined) ??
        country.sources.digitalConsent,
    },
    basis: {
      ...(adultBasis === undefined ? {} : { adult: adultBasis }),
      ...(digitalConsentBasis === undefined ? {} : { digitalConsent: digitalConsentBasis }),
    },
    confidence: {
      ...(overridesAdult ? {} : { adult: country.confidence.adult }),
      ...(overridesDigital ? {} : { digitalConsent: country.confidence.digitalConsent }),
    },
    provenance: {
      adult: overridesAdult ? 'sourced' : country.provenance.adult,
      digitalConsent: overridesDigital ? 'sourced' : country.provenance.digitalConsent,
    },
    uncertain,
  };
  return deepFreeze(resolved);
}

/** A subdivision code is valid when ISO 3166-2 lists it or the data has an entry for it. */
function isSubdivision(tables: PolicyTables, code: string): boolean {
  return tables.iso.subdivisions.has(code) || tables.subdivisions.has(code);
}

// Every code with an entry is resolved once here, and every alias (`PR` → `US-PR`); other
// subdivisions are built on request (cheap, and not cached: the ISO list bounds them anyway).
const precomputed = new Map<string, ResolvedJurisdiction>();
for (const [code, country] of policyTables.countries) {
  precomputed.set(code, build(policyTables, code, country, undefined));
  for (const sub of Object.keys(country.subdivisions ?? {})) {
    precomputed.set(sub, build(policyTables, code, country, sub));
  }
}
for (const [code, { to }] of policyTables.aliases) {
  const parent = to.slice(0, 2);
  const country = policyTables.countries.get(parent);
  // The schema guarantees the parent exists; an alias target without an entry gets its values.
  if (country !== undefined)
    precomputed.set(code, precomputed.get(to) ?? build(policyTables, parent, country, to));
}

/**
 * Resolves a perform request's `jurisdiction` to its thresholds and regimes.
 *
 * Accepts `<country>` or `<country>-<subdivision>` in upper case; the request schema upper-cases
 * before calling. Every assigned ISO 3166-1 code resolves (data/iso-3166.json), and so does XK
 * (Kosovo), the user-assigned code in general use, with values of its own. A subdivision must
 * be in the ISO 3166-2 list (or have an entry of its own): one with an entry overrides the country
 * values (US-AL adult 19, US-MS 21, CA-BC 19…); any other gets the country values. Territories that
 * ISO 3166-2 also lists under a country whose law applies resolve as that subdivision (`PR` →
 * `US-PR`, `GP` → `FR-971`). Returns `undefined` for anything else, which the caller reports as
 * `INVALID_INPUT` with {@link unknownJurisdictionReason}.
 *
 * @example src/service/sessions/perform.ts
 * ```ts
 * const jurisdiction = resolveJurisdiction(body.jurisdiction);
 * if (!jurisdiction) throw new ServiceError('INVALID_INPUT', `unsupported jurisdiction ${body.jurisdiction}`);
 * ```
 */
export function resolveJurisdiction(code: string): ResolvedJurisdiction | undefined {
  if (typeof code !== 'string' || !JURISDICTION_PATTERN.test(code)) return undefined;
  const known = precomputed.get(code);
  if (known !== undefined) return known;
  const countryCode = code.slice(0, 2);
  if (!isSubdivision(policyTables, code)) return undefined;
  // A subdivision of an aliased territory (UM-67, Johnston Atoll) takes the territory's rules.
  if (policyTables.aliases.has(countryCode)) return precomputed.get(countryCode);
  const country = policyTables.countries.get(countryCode);
  if (country === undefined) return undefined;
  return build(policyTables, countryCode, country, code);
}
