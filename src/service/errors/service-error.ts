import { SERVICE_ERROR_STATUS, wireCodeOf, type ServiceErrorCode } from './error-status';

export interface ServiceErrorOptions {
  /** The error this one explains (ES2022 `cause`): kept for logs, never answered. */
  cause?: unknown;
  /** Extra response headers, e.g. `Retry-After` on 429. */
  headers?: Record<string, string>;
  /**
   * A finer, stable code a method's widget part turns into words for the person (a card
   * processor's `invalid_cvc`); answered as `reason` beside `error`. `message` stays for developers.
   */
  reason?: string;
}

/**
 * The base of every error the service raises on purpose: a caller's bad request, a refusal, an
 * operator's misconfiguration, a dependency that cannot answer. `code` is stable — branch on it,
 * never on `message` — and its HTTP status is in one table (`SERVICE_ERROR_STATUS`); `message`
 * tells a developer or operator what to do. A subclass with a single code names it as
 * `static code`. A plain `Error` is left for a violated invariant: a bug.
 *
 * @example src/service/products/products.ts
 * ```ts
 * throw new ServiceError('INVALID_INPUT', `"${input}" is not an origin: use the form https://shop.example.com`);
 * ```
 */
export class ServiceError extends Error {
  override readonly name: string = 'ServiceError';
  readonly code: ServiceErrorCode;
  readonly headers: Record<string, string>;
  readonly reason: string | undefined;

  constructor(code: ServiceErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.headers = options.headers ?? {};
    this.reason = options.reason;
  }

  /** The HTTP status of `code`; 500 for a code that is never an HTTP answer. */
  get status(): number {
    return SERVICE_ERROR_STATUS[this.code] ?? 500;
  }
}

export const invalidInput = (message: string): ServiceError =>
  new ServiceError('INVALID_INPUT', message);

/**
 * Whether `error` is answered with its own code and message. Anything else — a bug, or a code
 * that is never an HTTP answer — is a bare 500, and the handler logs it.
 */
export function isAnsweredError(error: unknown): error is ServiceError {
  return error instanceof ServiceError && wireCodeOf(error.code) !== null;
}
