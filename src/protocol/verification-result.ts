import { z } from 'zod';

/** Lifecycle of a verification as get-status reports it (DESIGN.md "Wire protocol"). */
export const VERIFICATION_STATUSES = ['PENDING', 'IN_PROGRESS', 'PASS', 'FAIL'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The six methods of the spec, by the name results carry in `method`. */
export const VERIFICATION_METHODS = [
  'age-key',
  'facial-age-estimation',
  'id-document',
  'digital-wallet',
  'credit-card',
  'bank-app',
] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const FAILURE_REASONS = [
  'age-criteria-not-met',
  'max-attempts-exceeded',
  'fraudulent-activity-detected',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Result age categories are lowercase on the wire. */
export const RESULT_AGE_CATEGORIES = ['adult', 'digital-youth', 'digital-minor'] as const;
export type ResultAgeCategory = (typeof RESULT_AGE_CATEGORIES)[number];

export const AgeRangeSchema = z.object({
  low: z.number().int().min(0).max(150),
  high: z.number().int().min(0).max(150),
});
export type AgeRange = z.infer<typeof AgeRangeSchema>;

/**
 * The verification result: the get-status body, webhook `data` and DOM message `data`.
 *
 * Field presence (DESIGN.md): `method`, `age`, `ageCategory` on PASS, and on FAIL only when
 * `failureReason` is `age-criteria-not-met`; `failureReason` only on FAIL.
 */
export const VerificationResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(VERIFICATION_STATUSES),
  method: z.enum(VERIFICATION_METHODS).optional(),
  age: AgeRangeSchema.optional(),
  ageCategory: z.enum(RESULT_AGE_CATEGORIES).optional(),
  failureReason: z.enum(FAILURE_REASONS).optional(),
  dob: z.string().optional(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;
