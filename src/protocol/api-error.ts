import { z } from 'zod';
import type { ApiErrorCode } from './api-error-status';

export { API_ERROR_STATUS, type ApiErrorCode } from './api-error-status';

/** Every error answer has this body: a code to branch on and a message a developer can act on. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  errorMessage: z.string(),
});
export type ApiErrorBody = { error: ApiErrorCode; errorMessage: string };
