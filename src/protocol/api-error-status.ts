/**
 * Stable error codes of the wire protocol, the `error` of every error answer, each with its one
 * HTTP status (no two codes share a status, so a status also names its code). docs/api.md#errors
 * lists them; test/service/errors/error-docs.test.ts keeps that table and this one equal. The
 * service's own codes extend this table in `src/service/errors/error-status.ts`.
 *
 * Kept apart from the zod schema in `api-error.ts` so browser code reads it without zod.
 */
export const API_ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LENGTH_REQUIRED: 411,
  EXPECTATION_FAILED: 417,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
