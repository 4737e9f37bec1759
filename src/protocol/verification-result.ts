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
 * Present when the product's owner revoked the verification: `at` (ISO 8601) and the reason
 * given. A revoked verification answers `status: FAIL` with this and nothing else of its result,
 * so a client that ignores unknown fields reads a FAIL, never the PASS it was.
 */
export const RevocationSchema = z.object({ at: z.string(), reason: z.string() });
export type Revocation = z.infer<typeof RevocationSchema>;

/**
 * The verification result: the get-status body, webhook `data` and DOM message `data`.
 *
 * Field presence (DESIGN.md): `method`, `age`, `ageCategory` on PASS, and on FAIL only when
 * `failureReason` is `age-criteria-not-met`; `failureReason` only on FAIL, except a revoked one,
 * which has `revoked` instead. Services older than `revoked` never send it.
 */
export const VerificationResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(VERIFICATION_STATUSES),
  method: z.enum(VERIFICATION_METHODS).optional(),
  age: AgeRangeSchema.optional(),
  ageCategory: z.enum(RESULT_AGE_CATEGORIES).optional(),
  failureReason: z.enum(FAILURE_REASONS).optional(),
  dob: z.string().optional(),
  revoked: RevocationSchema.optional(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;
