import { z } from 'zod';

/** Stable error codes of the wire protocol; each maps to one HTTP status. */
export const API_ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Every error answer has this body: a code to branch on and a message a developer can act on. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  errorMessage: z.string(),
});
export type ApiErrorBody = { error: ApiErrorCode; errorMessage: string };
