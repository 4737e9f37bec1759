import { z } from 'zod';
import { AgeRangeSchema, FAILURE_REASONS, VERIFICATION_METHODS } from './verification-result';

/**
 * Body of `POST /api/v1/test/set-age-verification-status` (test keys only): completes a
 * test-mode verification without a browser. The answer is the resulting verification result.
 */
export const SetTestStatusRequestSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(['PASS', 'FAIL']),
  method: z.enum(VERIFICATION_METHODS).optional(),
  age: AgeRangeSchema.optional(),
  failureReason: z.enum(FAILURE_REASONS).optional(),
});
export type SetTestStatusRequest = z.infer<typeof SetTestStatusRequestSchema>;
