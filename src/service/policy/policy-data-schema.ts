import { z } from 'zod';
import { VERIFICATION_METHODS } from '../../protocol/verification-result';

/**
 * Method statuses of the source data (`meta.methodStatus` of `jurisdictions.json`), ordered from
 * least to most restrictive. The order is what "the most restrictive status wins" compares.
 */
export const METHOD_STATUSES = [
  'accepted',
  'not-specified',
  'accepted-with-conditions',
  'prohibited-as-sole-method',
  'not-sufficient',
] as const;
export type MethodStatus = (typeof METHOD_STATUSES)[number];

/**
 * `meta.digitalConsentBasisCodes`: statute, regulator guidance, general guardianship, GDPR default;
 * `DEFAULT13` is ours: a country the research file does not cover, outside the EU/EEA.
 */
export const DIGITAL_CONSENT_BASIS_TYPES = [
  'STAT',
  'GUID',
  'GUARD',
  'DEFAULT16',
  'DEFAULT13',
] as const;

/**
 * Where a value comes from, so the console can tell sourced values from defaults:
 * - `sourced`: at least one URL backs it;
 * - `reasoned`: the research file states a legal basis but retrieved no URL (rated low);
 * - `default`: no rule was located, so the documented default applies: age of majority 18; digital
 *   age of consent 13, or 16 (GDPR Art. 8(1)) in the EU/EEA and where the research file chose 16 as
 *   a conservative placeholder.
 */
export const VALUE_PROVENANCES = ['sourced', 'reasoned', 'default'] as const;
export type ValueProvenance = (typeof VALUE_PROVENANCES)[number];

/** The documented defaults a `default` value must equal. */
export const DEFAULT_VALUES = { adult: [18], digitalConsent: [13, 16] } as const;

/** Confidence ratings of the source data (`meta.confidence`). */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

const Age = z.number().int().min(1).max(120);
const SourceList = z.array(z.url()).readonly();
const Sources = z.array(z.url()).min(1).readonly();
const JurisdictionPart = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

const SocialMediaMinimumAge = z.strictObject({
  age: Age,
  /** The source's own words: "in force …", "pending: …", "planned: …". */
  status: z.string().min(1),
  /** Derived from `status`; the source's resolution rule applies the age only when in force. */
  inForce: z.boolean(),
  sources: Sources,
});

const Subdivision = z.strictObject({
  name: z.string().min(1),
  adult: Age.optional(),
  digitalConsent: Age.optional(),
  note: z.string().min(1).optional(),
  uncertain: z.array(z.string()).readonly().optional(),
  sources: z.strictObject({ adult: Sources.optional(), digitalConsent: Sources.optional() }),
});

const Country = z.strictObject({
  name: z.string().min(1),
  adult: Age,
  digitalConsent: Age,
  socialMediaMinimumAge: SocialMediaMinimumAge.optional(),
  regimes: z.array(z.string().min(1)).readonly(),
  /** Why no regime applies, when none does (e.g. "No age-assurance method rules located…"). */
  methodsNote: z.string().min(1).optional(),
  /**
   * URLs behind each value. May be empty only for a low-confidence value that the source set as a
   * conservative placeholder; `basis` then says why (for example `DEFAULT16`, GDPR Art. 8 default).
   */
  sources: z.strictObject({ adult: SourceList, digitalConsent: SourceList }),
  /** The legal basis the source gives for each value, with `meta.digitalConsentBasisCodes` type. */
  basis: z.strictObject({
    adult: z.string().min(1),
    digitalConsent: z.strictObject({
      type: z.enum(DIGITAL_CONSENT_BASIS_TYPES),
      law: z.string().min(1),
    }),
  }),
  confidence: z.strictObject({
    adult: z.enum(CONFIDENCE_LEVELS),
    digitalConsent: z.enum(CONFIDENCE_LEVELS),
  }),
  /** Sourced, reasoned or default, per value (see VALUE_PROVENANCES). */
  provenance: z.strictObject({
    adult: z.enum(VALUE_PROVENANCES),
    digitalConsent: z.enum(VALUE_PROVENANCES),
  }),
  uncertain: z.array(z.string()).readonly().optional(),
  subdivisions: z.record(z.string().regex(JurisdictionPart), Subdivision).optional(),
});

const MethodRuling = z.strictObject({
  status: z.enum(METHOD_STATUSES),
  note: z.string().min(1).optional(),
  /** The citation of this ruling in particular; the regime's `sources` otherwise. */
  sources: Sources.optional(),
});

/** A rule on the set of methods offered: at least one of `methods` must be among them. */
const SetRequirement = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  methods: z.array(z.enum(VERIFICATION_METHODS)).min(1).readonly(),
  note: z.string().min(1),
  sources: Sources,
});

const Regime = z.strictObject({
  name: z.string().min(1),
  /**
   * Subdivisions a state-level regime is limited to. Absent: the regime applies wherever a country
   * lists it. Set by the generator, not by the source data (see scripts/build-policy-data.ts).
   */
  appliesTo: z.array(z.string().regex(JurisdictionPart)).readonly().optional(),
  methods: z.strictObject(
    Object.fromEntries(VERIFICATION_METHODS.map((m) => [m, MethodRuling])) as Record<
      (typeof VERIFICATION_METHODS)[number],
      typeof MethodRuling
    >,
  ),
  sources: Sources,
  /** What the regime rejects in its own words (self-declaration, debit cards…), for display. */
  notAcceptable: z.array(z.string().min(1)).readonly().optional(),
  requiresOneOf: SetRequirement.optional(),
});

/** An ISO 3166-1 code that resolves as another country's ISO 3166-2 subdivision (PR → US-PR). */
const Alias = z.strictObject({ to: z.string().regex(JurisdictionPart), basis: z.string().min(1) });

const ChallengeAge = z.strictObject({
  context: z.string().min(1),
  threshold: Age,
  challenge: Age.nullable(),
  buffer: z.number().int().min(0).nullable(),
  sources: Sources,
});

/**
 * Shape of `src/service/policy/data/jurisdictions.json`, the trimmed copy of the shared reference
 * data written by `scripts/build-policy-data.ts`. The generator validates its output with this
 * schema and the policy module validates the file again when it loads, so a hand edit that breaks
 * the shape fails at start-up rather than during a verification.
 */
export const PolicyDataSchema = z
  .strictObject({
    meta: z.strictObject({
      source: z.string().min(1),
      sourceGenerated: z.string().min(1),
      evidenceWindow: z.string().min(1),
      notLegalAdvice: z.literal(true),
      generator: z.string().min(1),
      /** Where the list of ISO 3166 codes comes from (src/service/policy/data/iso-3166.json). */
      iso3166: z.string().min(1),
      /** How values without a source were set. */
      defaults: z.string().min(1),
    }),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/), Country),
    aliases: z.record(z.string().regex(/^[A-Z]{2}$/), Alias),
    regimes: z.record(z.string().min(1), Regime),
    challengeAges: z.array(ChallengeAge).min(1).readonly(),
  })
  .superRefine((data, ctx) => {
    for (const [code, country] of Object.entries(data.countries)) {
      for (const value of ['adult', 'digitalConsent'] as const) {
        const issue = provenanceIssue(country, value);
        if (issue !== undefined)
          ctx.addIssue({ code: 'custom', message: `${code}.${value} ${issue}` });
      }
      for (const regime of country.regimes) {
        if (!(regime in data.regimes)) {
          ctx.addIssue({ code: 'custom', message: `${code} names unknown regime ${regime}` });
        }
      }
      for (const sub of Object.keys(country.subdivisions ?? {})) {
        if (!sub.startsWith(`${code}-`)) {
          ctx.addIssue({ code: 'custom', message: `subdivision ${sub} is filed under ${code}` });
        }
      }
    }
    for (const [code, alias] of Object.entries(data.aliases)) {
      if (code in data.countries || !(alias.to.slice(0, 2) in data.countries)) {
        ctx.addIssue({ code: 'custom', message: `alias ${code} → ${alias.to} is not resolvable` });
      }
    }
    for (const [id, regime] of Object.entries(data.regimes)) {
      for (const [method, ruling] of Object.entries(regime.methods)) {
        // An exclusion must carry its own citation: the 400 a merchant gets quotes it.
        if (ruling.status === 'not-sufficient' && (ruling.sources === undefined || !ruling.note)) {
          ctx.addIssue({
            code: 'custom',
            message: `${id}/${method} excludes without note and sources`,
          });
        }
      }
    }
  });

/** Why a country value's provenance does not hold, or undefined when it does. */
function provenanceIssue(
  country: z.infer<typeof Country>,
  value: 'adult' | 'digitalConsent',
): string | undefined {
  const sourced = country.sources[value].length > 0;
  switch (country.provenance[value]) {
    case 'sourced':
      return sourced ? undefined : 'is marked sourced but has no source';
    case 'reasoned':
      if (sourced) return 'is marked reasoned but has a source: mark it sourced';
      return country.confidence[value] === 'low' ? undefined : 'has no source but is not rated low';
    case 'default':
      if (!(DEFAULT_VALUES[value] as readonly number[]).includes(country[value]))
        return `is marked default but ${country[value]} is not a documented default`;
      return undefined;
  }
}
export type PolicyData = z.infer<typeof PolicyDataSchema>;
export type CountryPolicy = PolicyData['countries'][string];
export type SubdivisionPolicy = NonNullable<CountryPolicy['subdivisions']>[string];
export type RegimePolicy = PolicyData['regimes'][string];
export type ChallengeAgeEntry = PolicyData['challengeAges'][number];

/**
 * Shape of `src/service/policy/data/iso-3166.json`: every assigned ISO 3166-1 alpha-2 code with
 * its name, every ISO 3166-2 subdivision code by country (the part after the hyphen), and the
 * reserved ISO 3166-1 codes (UK, EU…), which are not jurisdictions but deserve a precise error.
 */
export const Iso3166DataSchema = z.strictObject({
  meta: z.strictObject({ source: z.string().min(1), standard: z.url() }),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(1)),
  subdivisions: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.array(z.string().regex(/^[A-Z0-9]{1,3}$/)).readonly(),
  ),
  reserved: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(1)),
});
export type Iso3166Data = z.infer<typeof Iso3166DataSchema>;
