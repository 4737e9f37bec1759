import { z } from 'zod';
import {
  FAILURE_REASONS,
  RESULT_AGE_CATEGORIES,
  VERIFICATION_METHODS,
  VERIFICATION_STATUSES,
} from './vocabulary';

export { FAILURE_REASONS, RESULT_AGE_CATEGORIES, VERIFICATION_METHODS, VERIFICATION_STATUSES };
export type {
  FailureReason,
  ResultAgeCategory,
  VerificationMethod,
  VerificationStatus,
} from './vocabulary';

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
