/**
 * Builds `src/service/policy/data/jurisdictions.json`, the project's own copy of the jurisdiction
 * reference data, from the shared research file, the sourced additions of
 * `scripts/policy-data/supplement.ts` and the ISO 3166 lists of the `iso-3166` package (a dev
 * dependency). It also writes `src/service/policy/data/iso-3166.json`, the list of valid codes.
 * The service never reads the shared file or the package at run time or in tests; this script is
 * the only bridge.
 *
 * Every assigned ISO 3166-1 code gets an entry: the research file's where it has one, the
 * supplement's sourced values, or the documented defaults (18 / 13, 16 in the EU/EEA) marked
 * `provenance: "default"`. The supplement's user-assigned codes in general use (XK, Kosovo) get an
 * entry of their own, with sourced values only.
 *
 * Usage: npx tsx scripts/build-policy-data.ts <path/to/jurisdictions.json> [output.json]
 *
 * Kept: per country and subdivision the name, adult age, digital consent age, social-media minimum
 * age, regimes, the sources and legal basis of each value, confidence and uncertainty flags; per regime the status
 * and note of each method plus sources; the challenge ages. Dropped: alcohol notes, legal-basis
 * prose, benchmarks. The source's method keys are renamed to the method names of the wire protocol.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { iso31661, iso31661Reserved, iso31662 } from 'iso-3166';
import { z } from 'zod';
import type { VerificationMethod } from '../src/protocol/verification-result';
import {
  CONFIDENCE_LEVELS,
  DIGITAL_CONSENT_BASIS_TYPES,
  Iso3166DataSchema,
  METHOD_STATUSES,
  PolicyDataSchema,
  type Iso3166Data,
  type PolicyData,
  type ValueProvenance,
} from '../src/service/policy/policy-data-schema';
import * as realSupplement from './policy-data/supplement';
import type { SourcedValue } from './policy-data/supplement';

/** The supplement's parts, injectable so tests can build from a small fixture. */
export type PolicySupplement = Pick<
  typeof realSupplement,
  | 'COUNTRY_VALUES'
  | 'TERRITORY_ALIASES'
  | 'EU_EEA'
  | 'GDPR_ART8_SOURCE'
  | 'RULINGS'
  | 'ADDED_REGIMES'
  | 'SET_REQUIREMENTS'
  | 'USER_ASSIGNED_COUNTRIES'
>;

/** The ISO 3166 lists the build reads; the `iso-3166` package's by default. */
export interface IsoLists {
  countries: readonly { alpha2: string; name: string }[];
  subdivisions: readonly { code: string }[];
  reserved: readonly { alpha2: string; name: string }[];
}

const ISO_PACKAGE = 'iso-3166@4.4.0 (npm, MIT; github.com/wooorm/iso-3166)';
const ISO_STANDARD = 'https://www.iso.org/iso-3166-country-codes.html';

function isoFromPackage(): IsoLists {
  return { countries: iso31661, subdivisions: iso31662, reserved: iso31661Reserved };
}

/** Source method keys (`meta.methodKeys`) → method names results carry (`method`). */
const METHOD_NAMES: Record<string, VerificationMethod> = {
  age_key: 'age-key',
  facial_estimation: 'facial-age-estimation',
  id_document_scan: 'id-document',
  digital_wallet: 'digital-wallet',
  credit_card: 'credit-card',
  open_banking: 'bank-app',
};

/**
 * The source lists state laws among the United States' country-level regimes, which would apply
 * Texas law to a request for New York. Each of these laws names its states (regime `name`, and
 * the US-TX / US-LA / US-UT subdivision notes), so we limit them to those states. A bare `US`
 * request, whose state is unknown, still gets all of them: the stricter reading.
 */
const SUBDIVISION_SCOPED_REGIMES: Record<string, readonly string[]> = {
  US_TX_HB1181: ['US-TX'],
  US_LA_ACT440: ['US-LA'],
  US_UT_SB287: ['US-UT'],
  // "US state App Store Accountability Acts (UT SB 142; TX SB 2420; LA Act 481)"
  US_APPSTORE: ['US-UT', 'US-TX', 'US-LA'],
};

/** ISO 3166-2 names; the source has none for subdivisions. https://www.iso.org/obp/ui/ */
const SUBDIVISION_NAMES: Record<string, string> = {
  'US-AL': 'Alabama',
  'US-CA': 'California',
  'US-LA': 'Louisiana',
  'US-MS': 'Mississippi',
  'US-NE': 'Nebraska',
  'US-PR': 'Puerto Rico',
  'US-TX': 'Texas',
  'US-UT': 'Utah',
  'GB-ENG': 'England',
  'GB-NIR': 'Northern Ireland',
  'GB-SCT': 'Scotland',
  'GB-WLS': 'Wales',
  'CA-AB': 'Alberta',
  'CA-BC': 'British Columbia',
  'CA-MB': 'Manitoba',
  'CA-NB': 'New Brunswick',
  'CA-NL': 'Newfoundland and Labrador',
  'CA-NS': 'Nova Scotia',
  'CA-NT': 'Northwest Territories',
  'CA-NU': 'Nunavut',
  'CA-ON': 'Ontario',
  'CA-PE': 'Prince Edward Island',
  'CA-QC': 'Quebec',
  'CA-SK': 'Saskatchewan',
  'CA-YT': 'Yukon',
};

// The source, read loosely: only what we keep is declared; other fields are ignored.
const Url = z.string().min(1);
const SourceSubdivision = z.object({
  adult: z.number().int().optional(),
  digitalConsent: z.number().int().optional(),
  note: z.string().optional(),
  uncertainFlags: z.array(z.string()).optional(),
  source: Url.optional(),
  sources: z.array(Url).optional(),
});
const SourceCountry = z.object({
  name: z.string(),
  adult: z.number().int(),
  digitalConsent: z.number().int(),
  socialMediaMinimumAge: z
    .object({ age: z.number().int(), status: z.string(), sources: z.array(Url) })
    .optional(),
  methods: z.object({ regimes: z.array(z.string()), note: z.string().optional() }),
  sources: z.object({ adult: z.array(Url), digitalConsent: z.array(Url) }),
  adultBasis: z.string(),
  digitalConsentBasis: z.object({ type: z.enum(DIGITAL_CONSENT_BASIS_TYPES), law: z.string() }),
  confidence: z.object({
    adult: z.enum(CONFIDENCE_LEVELS),
    digitalConsent: z.enum(CONFIDENCE_LEVELS),
  }),
  uncertain: z.array(z.string()).optional(),
  subdivisions: z.record(z.string(), SourceSubdivision).optional(),
});
const SourceRegime = z.object({
  name: z.string(),
  notAcceptable: z.array(z.string()).optional(),
  methods: z.record(
    z.string(),
    z.object({ status: z.enum(METHOD_STATUSES), note: z.string().optional() }),
  ),
  sources: z.array(Url),
});
const SourceData = z.object({
  meta: z.object({
    generated: z.string(),
    evidenceWindow: z.string(),
    notLegalAdvice: z.literal(true),
  }),
  countries: z.record(z.string(), SourceCountry),
  regimes: z.record(z.string(), SourceRegime),
  challengeAges: z.array(
    z.object({
      context: z.string(),
      threshold: z.number().int(),
      challenge: z.number().int().nullable(),
      buffer: z.number().int().nullable(),
      sources: z.array(Url),
    }),
  ),
});
type SourceData = z.infer<typeof SourceData>;

/** "in force 10 Dec 2025: …" is in force; "pending: …" and "planned: …" are not. */
function isInForce(status: string): boolean {
  if (/^in force\b/i.test(status)) return true;
  if (/^(pending|planned)\b/i.test(status)) return false;
  throw new Error(`socialMediaMinimumAge status not understood, extend isInForce(): "${status}"`);
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

function buildSubdivision(code: string, sub: z.infer<typeof SourceSubdivision>) {
  const name = SUBDIVISION_NAMES[code];
  if (name === undefined)
    throw new Error(`no ISO 3166-2 name for ${code}: add it to SUBDIVISION_NAMES`);
  // A subdivision cites its values together (`source` plus optional `sources`); each value it
  // overrides keeps that whole list, since the source does not say which URL backs which value.
  const cited = sub.sources ?? (sub.source === undefined ? [] : [sub.source]);
  if (cited.length === 0) throw new Error(`${code} has no source`);
  return {
    name,
    ...(sub.adult === undefined ? {} : { adult: sub.adult }),
    ...(sub.digitalConsent === undefined ? {} : { digitalConsent: sub.digitalConsent }),
    ...(nonEmpty(sub.note) === undefined ? {} : { note: sub.note }),
    ...(sub.uncertainFlags === undefined ? {} : { uncertain: sub.uncertainFlags }),
    sources: {
      ...(sub.adult === undefined ? {} : { adult: cited }),
      ...(sub.digitalConsent === undefined ? {} : { digitalConsent: cited }),
    },
  };
}

/**
 * A research-file value with a URL is sourced; one without is the GDPR default where the file says
 * DEFAULT16, and otherwise a reasoned value (a stated legal basis, no URL retrieved, rated low).
 */
function provenanceOf(country: z.infer<typeof SourceCountry>, value: 'adult' | 'digitalConsent') {
  if (country.sources[value].length > 0) return 'sourced';
  if (value === 'digitalConsent' && country.digitalConsentBasis.type === 'DEFAULT16')
    return 'default';
  return 'reasoned';
}

function buildCountry(country: z.infer<typeof SourceCountry>) {
  const sm = country.socialMediaMinimumAge;
  const subdivisions = Object.entries(country.subdivisions ?? {});
  return {
    name: country.name,
    adult: country.adult,
    digitalConsent: country.digitalConsent,
    ...(sm === undefined
      ? {}
      : {
          socialMediaMinimumAge: {
            age: sm.age,
            status: sm.status,
            inForce: isInForce(sm.status),
            sources: sm.sources,
          },
        }),
    regimes: country.methods.regimes,
    ...(nonEmpty(country.methods.note) === undefined ? {} : { methodsNote: country.methods.note }),
    sources: country.sources,
    basis: { adult: country.adultBasis, digitalConsent: country.digitalConsentBasis },
    confidence: country.confidence,
    provenance: {
      adult: provenanceOf(country, 'adult'),
      digitalConsent: provenanceOf(country, 'digitalConsent'),
    } satisfies Record<string, ValueProvenance>,
    ...(country.uncertain === undefined ? {} : { uncertain: country.uncertain }),
    ...(subdivisions.length === 0
      ? {}
      : {
          subdivisions: Object.fromEntries(
            subdivisions.map(([code, sub]) => [code, buildSubdivision(code, sub)]),
          ),
        }),
  };
}

type Ruling = { status: string; note?: string; sources?: readonly string[] };

function buildRegime(
  id: string,
  regime: z.infer<typeof SourceRegime>,
  supplement: PolicySupplement,
) {
  const methods: Record<string, Ruling> = {};
  for (const [key, ruling] of Object.entries(regime.methods)) {
    const method = METHOD_NAMES[key];
    if (method === undefined) throw new Error(`regime ${id}: unknown method key ${key}`);
    const note = nonEmpty(ruling.note);
    methods[method] =
      note === undefined ? { status: ruling.status } : { status: ruling.status, note };
  }
  // A supplement ruling replaces the research file's and brings its own citation.
  for (const [method, ruling] of Object.entries(supplement.RULINGS[id] ?? {})) {
    if (!(method in methods)) throw new Error(`RULINGS.${id}: unknown method ${method}`);
    methods[method] = { ...ruling };
  }
  const appliesTo = SUBDIVISION_SCOPED_REGIMES[id];
  const notAcceptable = regime.notAcceptable?.filter((n) => n.trim() !== '') ?? [];
  const requirement = supplement.SET_REQUIREMENTS[id];
  return {
    name: regime.name,
    ...(appliesTo === undefined ? {} : { appliesTo }),
    methods,
    sources: regime.sources,
    ...(notAcceptable.length === 0 ? {} : { notAcceptable }),
    ...(requirement === undefined ? {} : { requiresOneOf: requirement }),
  };
}

/**
 * An entry for a country the research file does not cover: the supplement's sourced values or the
 * defaults (`sourced` defaults to the supplement's COUNTRY_VALUES entry for `code`).
 */
function buildIsoCountry(
  code: string,
  name: string,
  supplement: PolicySupplement,
  sourced: { adult?: SourcedValue; digitalConsent?: SourcedValue } = supplement.COUNTRY_VALUES[
    code
  ] ?? {},
) {
  const inEu = (supplement.EU_EEA as readonly string[]).includes(code);
  const adult = sourced.adult;
  const digital = sourced.digitalConsent;
  return {
    name,
    adult: adult?.value ?? 18,
    digitalConsent: digital?.value ?? (inEu ? 16 : 13),
    regimes: [] as string[],
    methodsNote: 'No age-assurance method rules located for this country (any method is allowed)',
    sources: {
      adult: adult?.sources ?? [],
      digitalConsent: digital?.sources ?? (inEu ? [supplement.GDPR_ART8_SOURCE] : []),
    },
    basis: {
      adult:
        adult?.basis ?? 'Default: no source located for this country; 18 is the documented default',
      digitalConsent:
        digital === undefined
          ? inEu
            ? {
                type: 'DEFAULT16',
                law: 'EU territory: GDPR Art. 8(1) default, no national choice located',
              }
            : {
                type: 'DEFAULT13',
                law: 'Default: no rule located for this country; 13 is the documented default',
              }
          : { type: 'STAT', law: digital.basis },
    },
    confidence: { adult: adult?.confidence ?? 'low', digitalConsent: digital?.confidence ?? 'low' },
    provenance: {
      adult: adult === undefined ? 'default' : 'sourced',
      digitalConsent: digital === undefined ? 'default' : 'sourced',
    } satisfies Record<string, ValueProvenance>,
  };
}

/** The list of valid codes, written next to the policy data (`iso-3166.json`). */
export function buildIso3166Data(iso: IsoLists = isoFromPackage()): Iso3166Data {
  const subdivisions: Record<string, string[]> = {};
  for (const { code } of iso.subdivisions) {
    (subdivisions[code.slice(0, 2)] ??= []).push(code.slice(3));
  }
  return Iso3166DataSchema.parse({
    meta: {
      source: `${ISO_PACKAGE}, which follows the ISO 3166-1 and ISO 3166-2 lists as published by ISO; generated by scripts/build-policy-data.ts`,
      standard: ISO_STANDARD,
    },
    countries: Object.fromEntries(iso.countries.map((c) => [c.alpha2, c.name])),
    subdivisions: Object.fromEntries(
      Object.entries(subdivisions).map(([country, parts]) => [country, [...parts].sort()]),
    ),
    reserved: Object.fromEntries(iso.reserved.map((c) => [c.alpha2, c.name])),
  });
}

/**
 * Turns the shared reference data into the policy module's data file. Throws on anything it does
 * not understand (an unknown method key, a subdivision without a name, a regime without all six
 * methods) so that a change in the source is looked at instead of silently dropped.
 */
export function buildPolicyData(
  input: unknown,
  options: { iso?: IsoLists; supplement?: PolicySupplement } = {},
): PolicyData {
  const source: SourceData = SourceData.parse(input);
  const iso = options.iso ?? isoFromPackage();
  const supplement = options.supplement ?? realSupplement;
  const isoNames = new Map(iso.countries.map((c) => [c.alpha2, c.name]));
  const isoSubdivisions = new Set(iso.subdivisions.map((s) => s.code));

  // Loosely typed while assembling: PolicyDataSchema checks the whole output at the end.
  const countries: Record<string, { regimes: readonly string[] }> = {};
  for (const [code, country] of Object.entries(source.countries)) {
    if (!isoNames.has(code)) throw new Error(`${code} is not an assigned ISO 3166-1 code`);
    countries[code] = buildCountry(country);
  }
  for (const code of Object.keys(supplement.COUNTRY_VALUES)) {
    if (code in countries) throw new Error(`COUNTRY_VALUES.${code}: the research file covers it`);
  }
  const aliases = supplement.TERRITORY_ALIASES;
  for (const [code, alias] of Object.entries(aliases)) {
    if (!isoSubdivisions.has(alias.to))
      throw new Error(`TERRITORY_ALIASES.${code}: ${alias.to} is not an ISO 3166-2 code`);
  }
  for (const [code, name] of isoNames) {
    if (!(code in countries) && !(code in aliases))
      countries[code] = buildIsoCountry(code, name, supplement);
  }
  for (const [code, added] of Object.entries(supplement.USER_ASSIGNED_COUNTRIES)) {
    // User-assigned codes are XA–XZ; an assigned or reserved code must never be overridden here.
    const reserved = iso.reserved.some((r) => r.alpha2 === code);
    if (!/^X[A-Z]$/.test(code) || isoNames.has(code) || reserved || code in countries) {
      throw new Error(`USER_ASSIGNED_COUNTRIES.${code}: not a free user-assigned code (XA–XZ)`);
    }
    const entry = {
      ...buildIsoCountry(code, added.name, supplement, added),
      uncertain: added.uncertain,
    };
    countries[code] = entry;
  }

  const regimes: Record<string, object> = Object.fromEntries(
    Object.entries(source.regimes).map(([id, regime]) => [id, buildRegime(id, regime, supplement)]),
  );
  for (const id of Object.keys(supplement.RULINGS)) {
    if (!(id in regimes)) throw new Error(`RULINGS names unknown regime ${id}`);
  }
  for (const [id, added] of Object.entries(supplement.ADDED_REGIMES)) {
    const country = countries[added.country];
    if (id in regimes || country === undefined)
      throw new Error(`ADDED_REGIMES.${id}: already a regime, or unknown country`);
    const { country: _country, ...regime } = added;
    // A statute the supplement adds is itself the citation of each of its exclusions.
    const methods = Object.fromEntries(
      Object.entries(regime.methods).map(([m, r]) => [
        m,
        r.status === 'not-sufficient' ? { ...r, sources: regime.sources } : { ...r },
      ]),
    );
    regimes[id] = { ...regime, methods };
    countries[added.country] = { ...country, regimes: [...country.regimes, id] };
  }
  for (const id of Object.keys(supplement.SET_REQUIREMENTS)) {
    if (!(id in regimes)) throw new Error(`SET_REQUIREMENTS names unknown regime ${id}`);
  }
  for (const id of Object.keys(SUBDIVISION_SCOPED_REGIMES)) {
    if (!(id in regimes)) throw new Error(`SUBDIVISION_SCOPED_REGIMES names unknown regime ${id}`);
  }

  const output = {
    meta: {
      source: 'shared/data/jurisdictions.json',
      sourceGenerated: source.meta.generated,
      evidenceWindow: source.meta.evidenceWindow,
      notLegalAdvice: true,
      generator: 'scripts/build-policy-data.ts (+ scripts/policy-data/supplement.ts)',
      iso3166: `src/service/policy/data/iso-3166.json, from ${ISO_PACKAGE}`,
      defaults:
        'Where no source was located: age of majority 18; digital age of consent 13, or 16 (GDPR Art. 8(1)) in the EU/EEA. Such values have provenance "default".',
    },
    countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))),
    aliases,
    regimes,
    challengeAges: source.challengeAges,
  };
  return PolicyDataSchema.parse(output);
}

function main(argv: readonly string[]): void {
  const [inputPath, outputArg] = argv;
  if (inputPath === undefined) {
    throw new Error(
      'usage: npx tsx scripts/build-policy-data.ts <jurisdictions.json> [output.json]',
    );
  }
  const outputPath =
    outputArg ??
    fileURLToPath(new URL('../src/service/policy/data/jurisdictions.json', import.meta.url));
  const data = buildPolicyData(JSON.parse(fs.readFileSync(inputPath, 'utf8')));
  fs.mkdirSync(path.dirname(outputPath), { recursive: true });
  fs.writeFileSync(outputPath, `${JSON.stringify(data, null, 2)}\n`);
  const isoPath = path.join(path.dirname(outputPath), 'iso-3166.json');
  fs.writeFileSync(isoPath, `${JSON.stringify(buildIso3166Data())}\n`);
  const subdivisions = Object.values(data.countries).reduce(
    (n, c) => n + Object.keys(c.subdivisions ?? {}).length,
    0,
  );
  const count: Record<string, number> = { sourced: 0, reasoned: 0, default: 0 };
  for (const c of Object.values(data.countries)) {
    count[c.provenance.adult]! += 1;
    count[c.provenance.digitalConsent]! += 1;
  }
  console.log(
    `wrote ${outputPath}: ${Object.keys(data.countries).length} countries + ${Object.keys(data.aliases).length} aliases, ` +
      `${subdivisions} subdivisions, ${Object.keys(data.regimes).length} regimes, ${data.challengeAges.length} challenge ages; ` +
      `country values: ${count.sourced} sourced, ${count.reasoned} reasoned (no URL), ${count.default} default\n` +
      `wrote ${isoPath}`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
