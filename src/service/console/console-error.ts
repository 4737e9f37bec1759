import { ServiceError } from '../errors/service-error';

/** The codes of console failures; pages branch on the code, people read the message. */
export type ConsoleErrorCode =
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'WEAK_PASSWORD'
  | 'BAD_CREDENTIALS'
  | 'TOO_MANY_REQUESTS'
  | 'SIGN_UP_CLOSED'
  | 'LIMIT_REACHED';

/**
 * A console operation refused; its message is shown on the form. `NOT_FOUND` is also what an
 * account gets for another account's product, key, delivery or verification: existence is never
 * revealed across accounts.
 */
export class ConsoleError extends ServiceError {
  override readonly name = 'ConsoleError';
  declare readonly code: ConsoleErrorCode;

  constructor(
    code: ConsoleErrorCode,
    message: string,
    /** With `TOO_MANY_REQUESTS`: when the next try is accepted. */
    readonly retryAfterSeconds?: number,
  ) {
    super(
      code,
      message,
      retryAfterSeconds === undefined
        ? {}
        : { headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

export const notFound = (what: string): ConsoleError =>
  new ConsoleError('NOT_FOUND', `${what} was not found, or it belongs to another account`);
