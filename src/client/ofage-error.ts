import type { ApiErrorCode } from '../protocol/api-error';
import type { GateErrorCode } from '../protocol/gate-api';

/**
 * Stable codes of {@link OfageError}. Service errors keep the service's `error` code, and
 * `ofage/react` keeps the gate route's; the rest are raised by the plugin itself.
 * docs/merchant/errors.md lists which entry point raises which.
 */
export type OfageErrorCode =
  | ApiErrorCode
  | GateErrorCode
  /** The service could not be reached or did not answer in time. */
  | 'SERVICE_UNREACHABLE'
  /** The service answered with a body that does not match the wire protocol. */
  | 'INVALID_RESPONSE'
  /** `createAgeGate` / `createAgeVerificationClient` / `ageGateProxy` / `<AgeGate>` got an unusable option. */
  | 'INVALID_CONFIG'
  /** The guard denied a route handler or server function. */
  | 'AGE_VERIFICATION_REQUIRED'
  /** Browser: the gate route could not be reached at all (offline, blocked). */
  | 'GATE_UNREACHABLE'
  /** Browser: the gate route answered without a gate response (missing route file, a crash). */
  | 'GATE_UNAVAILABLE'
  /** Browser: the widget frame loaded but the widget never spoke (framing refused, blocked). */
  | 'WIDGET_UNRESPONSIVE'
  /** Browser: the widget reported an error it could not recover from. */
  | 'WIDGET_ERROR';

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
