import { z } from 'zod';
import { AGE_CRITERIA, JURISDICTION_PATTERN, VERIFICATION_FLOWS } from './vocabulary';

export { AGE_CRITERIA, JURISDICTION_PATTERN, VERIFICATION_FLOWS };
export type { AgeCriterion, VerificationFlow } from './vocabulary';

/** BCP 47 language tag, loosely: `en`, `de-CH`, `zh-Hant-TW`. */
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
const Locale = z
  .string()
  .regex(LOCALE_PATTERN, 'must be a BCP 47 language tag such as "en" or "de-CH"');

const Age = z.number().int().min(1).max(120);

const Criteria = z
  .strictObject({
    ageCategory: z.enum(AGE_CRITERIA).optional(),
    /** Compatibility with clients of the hosted API: a numeric minimum age instead of a category. */
    age: Age.optional(),
  })
  .refine((c) => (c.ageCategory === undefined) !== (c.age === undefined), {
    message:
      'set exactly one of criteria.ageCategory ("ADULT" or "DIGITAL_YOUTH_OR_ADULT") or criteria.age',
  });

const FacialAgeEstimation = z
  .strictObject({
    passIfOver: Age.optional(),
    failIfUnder: Age.optional(),
  })
  .refine(
    (f) =>
      f.passIfOver === undefined || f.failIfUnder === undefined || f.failIfUnder <= f.passIfOver,
    { message: 'failIfUnder must not be greater than passIfOver' },
  );

const Options = z.strictObject({
  redirectUrl: z.string().min(1).max(2048).optional(),
  flow: z.enum(VERIFICATION_FLOWS).optional(),
  facialAgeEstimation: FacialAgeEstimation.optional(),
  locale: Locale.optional(),
});

/**
 * Hints about the subject; never evidence of an age. `id` and `email` only count one subject's
 * attempts: the service keeps a product-scoped hash of them, never the value. `email` is trimmed
 * before it is validated, so a value copied with a stray space is the same address.
 */
const Subject = z.strictObject({
  id: z.string().min(1).max(256).optional(),
  email: z.string().trim().pipe(z.email().max(320)).optional(),
  claimedAge: Age.optional(),
  claimedDateOfBirth: z.iso.date().optional(),
});

/**
 * Body of `POST /api/v1/age-verification/perform`.
 *
 * Unknown top-level fields (for example `kuid` sent by clients of the hosted API) are ignored;
 * unknown fields inside `criteria`, `options` and `subject` are rejected so typos surface.
 */
export const PerformRequestSchema = z.object({
  jurisdiction: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          JURISDICTION_PATTERN,
          'must be an ISO 3166 code: "<country>" or "<country>-<subdivision>", e.g. "US-CA" (the valid codes are listed in src/service/policy/data/iso-3166.json in the ofage repository)',
        ),
    ),
  criteria: Criteria,
  options: Options.optional(),
  locale: Locale.optional(),
  subject: Subject.optional(),
});
export type PerformRequest = z.infer<typeof PerformRequestSchema>;

/** Response of perform. */
export const PerformResponseSchema = z.object({
  id: z.uuid(),
  url: z.url(),
  shortUrl: z.url(),
});
export type PerformResponse = z.infer<typeof PerformResponseSchema>;
