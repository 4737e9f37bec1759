import type { ApiErrorCode } from '../protocol/api-error';

/**
 * Stable codes of {@link OfageError}. Service errors keep the service's `error` code;
 * the rest are raised by the plugin itself.
 */
export type OfageErrorCode =
  | ApiErrorCode
  /** The service could not be reached or did not answer in time. */
  | 'SERVICE_UNREACHABLE'
  /** The service answered with a body that does not match the wire protocol. */
  | 'INVALID_RESPONSE'
  /** `createAgeGate` / `createAgeVerificationClient` / `ageGateProxy` got an unusable option. */
  | 'INVALID_CONFIG'
  /** The guard denied a route handler or server function. */
  | 'AGE_VERIFICATION_REQUIRED';

/**
 * The one error class of ofage. Branch on `code`, never on `message`; the message says how to
 * fix the problem. `status` is the HTTP status the service answered with, when there was one.
 *
 * @example app/api/checkout/route.ts
 * ```ts
 * try {
 *   await ageGate.client.getStatus(id);
 * } catch (error) {
 *   if (error instanceof OfageError && error.code === 'TOO_MANY_REQUESTS') retryLater(error.retryAfter);
 *   throw error;
 * }
 * ```
 */
export class OfageError extends Error {
  override readonly name = 'OfageError';
  readonly code: OfageErrorCode;
  readonly status: number | undefined;
  /** Seconds from the service's `Retry-After` header on 429. */
  readonly retryAfter: number | undefined;

  constructor(
    code: OfageErrorCode,
    message: string,
    options: { cause?: unknown; status?: number; retryAfter?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }
}
