import {
  acceptedMethods,
  defaultFacialEstimationBounds,
  jurisdictionGroupKey,
  resolveJurisdiction,
  type MethodRule,
} from '../policy';
import { policyTables } from '../policy/policy-data';

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
      return {
        key,
        label,
        regimes: j.regimes,
        countries,
        rules: acceptedMethods(j),
        adultAge: j.adultAge,
        faceDefaults: defaultFacialEstimationBounds(j, j.adultAge),
      };
    })
    .sort((a, b) => b.countries.length - a.countries.length || a.label.localeCompare(b.label));
  return cached;
}
