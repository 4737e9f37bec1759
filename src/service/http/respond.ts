import type { ApiErrorBody } from '../../protocol/api-error';
import { ServiceError } from '../errors/service-error';
import type { ApiResponse } from './api-types';

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return { status, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/**
 * The `{error, errorMessage}` answer for any thrown value (with `reason` where a ServiceError has
 * one); unknown errors become a bare 500.
 */
export function errorResponse(error: unknown): ApiResponse {
  if (error instanceof ServiceError) {
    const body: ApiErrorBody & { reason?: string } = {
      error: error.code,
      errorMessage: error.message,
      ...(error.reason === undefined ? {} : { reason: error.reason }),
    };
    return json(error.status, body, error.headers);
  }
  const body: ApiErrorBody = {
    error: 'INTERNAL_ERROR',
    errorMessage: 'the service could not complete the request; it was logged. Retry later.',
  };
  return json(500, body);
}
