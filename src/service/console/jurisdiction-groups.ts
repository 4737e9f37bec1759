import {
  acceptedMethods,
  defaultFacialEstimationBounds,
  jurisdictionGroupKey,
  resolveJurisdiction,
  type MethodRule,
  type ValueProvenance,
} from '../policy';
import { policyTables } from '../policy/policy-data';

/** One country of a group with its thresholds and where each comes from (sourced or default). */
export interface GroupMember {
  code: string;
  name: string;
  adultAge: number;
  digitalConsentAge: number;
  provenance: { adult: ValueProvenance; digitalConsent: ValueProvenance };
  /** The URLs behind each value, empty for a default. */
  sources: { adult: readonly string[]; digitalConsent: readonly string[] };
}

/** A regime's rule on the set of methods (ARCOM's double anonymity), for the group's notes. */
export interface GroupSetRule {
  ruleId: string;
  note: string;
  sources: readonly string[];
}

/** Countries whose regimes are the same, so the policy treats their methods alike. */
export interface JurisdictionGroup {
  /** The policy's `jurisdictionGroupKey`: what a product's method overrides are keyed by. */
  key: string;
  label: string;
  regimes: readonly string[];
  countries: string[];
  rules: readonly MethodRule[];
  /** The ADULT threshold of the group's first country (subdivisions may differ). */
  adultAge: number;
  faceDefaults: { passIfOver: number; failIfUnder: number };
  /** Every country of the group with its values and their provenance. */
  members: GroupMember[];
  /** How many of the members' values are sourced, reasoned (no URL) or documented defaults. */
  provenanceCount: Record<ValueProvenance, number>;
  setRules: GroupSetRule[];
  /** What each regime rejects in its own words (self-declaration, debit cards…). */
  notAcceptable: { regime: string; items: readonly string[] }[];
}

let cached: JurisdictionGroup[] | undefined;

/** The policy's jurisdiction groups, for the product page's methods per group. */
export function jurisdictionGroups(): JurisdictionGroup[] {
  if (cached) return cached;
  const byRegimes = new Map<string, string[]>();
  for (const code of policyTables.countries.keys()) {
    const j = resolveJurisdiction(code);
    if (!j) continue;
    const key = jurisdictionGroupKey(j);
    byRegimes.set(key, [...(byRegimes.get(key) ?? []), code]);
  }
  cached = [...byRegimes.entries()]
    .map(([key, countries]) => {
      const j = resolveJurisdiction(countries[0]!)!;
      const names = countries.map((c) => resolveJurisdiction(c)?.countryName ?? c);
      const label =
        countries.length <= 2
          ? names.join(', ')
          : key === ''
            ? `No age-assurance regime in the data (${countries.length} countries)`
            : `${key.split(',')[0]} (${countries.length} countries)`;
      const members = countries.map((code): GroupMember => {
        const m = resolveJurisdiction(code)!;
        return {
          code,
          name: m.countryName,
          adultAge: m.adultAge,
          digitalConsentAge: m.digitalConsentAge,
          provenance: m.provenance,
          sources: m.sources,
        };
      });
      const provenanceCount: Record<ValueProvenance, number> = {
        sourced: 0,
        reasoned: 0,
        default: 0,
      };
      for (const m of members) {
        provenanceCount[m.provenance.adult] += 1;
        provenanceCount[m.provenance.digitalConsent] += 1;
      }
      const regimes = j.regimes.flatMap((id) => {
        const regime = policyTables.regimes.get(id);
        return regime === undefined ? [] : [{ id, regime }];
      });
      return {
        key,
        label,
        regimes: j.regimes,
        countries,
        rules: acceptedMethods(j),
        adultAge: j.adultAge,
        faceDefaults: defaultFacialEstimationBounds(j, j.adultAge),
        members,
        provenanceCount,
        setRules: regimes.flatMap(({ id, regime }) =>
          regime.requiresOneOf === undefined
            ? []
            : [
                {
                  ruleId: `${id}/${regime.requiresOneOf.id}`,
                  note: regime.requiresOneOf.note,
                  sources: regime.requiresOneOf.sources,
                },
              ],
        ),
        notAcceptable: regimes.flatMap(({ id, regime }) =>
          regime.notAcceptable === undefined ? [] : [{ regime: id, items: regime.notAcceptable }],
        ),
      };
    })
    .sort((a, b) => b.countries.length - a.countries.length || a.label.localeCompare(b.label));
  return cached;
}
