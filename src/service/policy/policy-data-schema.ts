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

/** `meta.digitalConsentBasisCodes`: statute, regulator guidance, general guardianship, GDPR default. */
export const DIGITAL_CONSENT_BASIS_TYPES = ['STAT', 'GUID', 'GUARD', 'DEFAULT16'] as const;

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
  uncertain: z.array(z.string()).readonly().optional(),
  subdivisions: z.record(z.string().regex(JurisdictionPart), Subdivision).optional(),
});

const MethodRuling = z.strictObject({
  status: z.enum(METHOD_STATUSES),
  note: z.string().min(1).optional(),
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
});

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
    }),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/), Country),
    regimes: z.record(z.string().min(1), Regime),
    challengeAges: z.array(ChallengeAge).min(1).readonly(),
  })
  .superRefine((data, ctx) => {
    for (const [code, country] of Object.entries(data.countries)) {
      for (const value of ['adult', 'digitalConsent'] as const) {
        if (country.sources[value].length === 0 && country.confidence[value] !== 'low') {
          ctx.addIssue({
            code: 'custom',
            message: `${code}.${value} has no source but is not rated low`,
          });
        }
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
  });
export type PolicyData = z.infer<typeof PolicyDataSchema>;
export type CountryPolicy = PolicyData['countries'][string];
export type SubdivisionPolicy = NonNullable<CountryPolicy['subdivisions']>[string];
export type RegimePolicy = PolicyData['regimes'][string];
export type ChallengeAgeEntry = PolicyData['challengeAges'][number];
