/**
 * Builds `src/service/policy/data/jurisdictions.json`, the project's own copy of the jurisdiction
 * reference data, from the shared research file. The service never reads the shared file at run
 * time or in tests; this script is the only bridge.
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
import { z } from 'zod';
import type { VerificationMethod } from '../src/protocol/verification-result';
import {
  CONFIDENCE_LEVELS,
  DIGITAL_CONSENT_BASIS_TYPES,
  METHOD_STATUSES,
  PolicyDataSchema,
  type PolicyData,
} from '../src/service/policy/policy-data-schema';

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

function buildRegime(id: string, regime: z.infer<typeof SourceRegime>) {
  const methods: Record<string, { status: string; note?: string }> = {};
  for (const [key, ruling] of Object.entries(regime.methods)) {
    const method = METHOD_NAMES[key];
    if (method === undefined) throw new Error(`regime ${id}: unknown method key ${key}`);
    const note = nonEmpty(ruling.note);
    methods[method] =
      note === undefined ? { status: ruling.status } : { status: ruling.status, note };
  }
  const appliesTo = SUBDIVISION_SCOPED_REGIMES[id];
  return {
    name: regime.name,
    ...(appliesTo === undefined ? {} : { appliesTo }),
    methods,
    sources: regime.sources,
  };
}

/**
 * Turns the shared reference data into the policy module's data file. Throws on anything it does
 * not understand (an unknown method key, a subdivision without a name, a regime without all six
 * methods) so that a change in the source is looked at instead of silently dropped.
 */
export function buildPolicyData(input: unknown): PolicyData {
  const source: SourceData = SourceData.parse(input);
  const output = {
    meta: {
      source: 'shared/data/jurisdictions.json',
      sourceGenerated: source.meta.generated,
      evidenceWindow: source.meta.evidenceWindow,
      notLegalAdvice: true,
      generator: 'scripts/build-policy-data.ts',
    },
    countries: Object.fromEntries(
      Object.entries(source.countries).map(([code, country]) => [code, buildCountry(country)]),
    ),
    regimes: Object.fromEntries(
      Object.entries(source.regimes).map(([id, regime]) => [id, buildRegime(id, regime)]),
    ),
    challengeAges: source.challengeAges,
  };
  for (const id of Object.keys(SUBDIVISION_SCOPED_REGIMES)) {
    if (!(id in output.regimes))
      throw new Error(`SUBDIVISION_SCOPED_REGIMES names unknown regime ${id}`);
  }
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
  const subdivisions = Object.values(data.countries).reduce(
    (n, c) => n + Object.keys(c.subdivisions ?? {}).length,
    0,
  );
  console.log(
    `wrote ${outputPath}: ${Object.keys(data.countries).length} countries, ${subdivisions} subdivisions, ` +
      `${Object.keys(data.regimes).length} regimes, ${data.challengeAges.length} challenge ages`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
