import { ServiceError } from '../../errors/service-error';

/**
 * A command line the CLI cannot run as given (a missing flag, an unknown command, a value out of
 * range): exit code 2, with the usage text after the message.
 */
export class UsageError extends ServiceError {
  static readonly code = 'CLI_USAGE';
  override readonly name = 'UsageError';
  constructor(message: string) {
    super(UsageError.code, message);
  }
}
