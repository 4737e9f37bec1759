import { API_ERROR_STATUS, type ApiErrorCode } from '../../protocol/api-error';

/**
 * The one error type of the service. `code` is stable and maps to an HTTP status in one table
 * (`API_ERROR_STATUS`); `message` tells a developer what to do.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly code: ApiErrorCode;
  /** Extra response headers, e.g. `Retry-After` on 429. */
  readonly headers: Record<string, string>;
  /**
   * A finer, stable code a method's widget part turns into words for the person (a card
   * processor's `invalid_cvc`); answered as `reason` beside `error`. `message` stays for developers.
   */
  readonly reason: string | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string>; reason?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.headers = options?.headers ?? {};
    this.reason = options?.reason;
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export const invalidInput = (message: string): ServiceError =>
  new ServiceError('INVALID_INPUT', message);
