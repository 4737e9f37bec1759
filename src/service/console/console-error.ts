/** Stable codes of console failures; pages branch on the code, people read the message. */
export type ConsoleErrorCode =
  | 'invalid_input'
  | 'not_found'
  | 'email_taken'
  | 'weak_password'
  | 'bad_credentials'
  | 'rate_limited'
  | 'sign_up_closed'
  | 'limit_reached'
  | 'unauthenticated'
  | 'csrf';

/**
 * The console's one error type. `not_found` is also what an account gets for another account's
 * product, key, delivery or verification: existence is never revealed across accounts.
 */
export class ConsoleError extends Error {
  override readonly name = 'ConsoleError';
  constructor(
    readonly code: ConsoleErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what: string): ConsoleError =>
  new ConsoleError('not_found', `${what} was not found, or it belongs to another account`);
