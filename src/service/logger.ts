import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Known secret-bearing fields are redacted wherever they appear, as a
 * second line of defence: code never passes secrets to the logger on purpose.
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'ofage' },
    redact: {
      paths: [
        'apiKey',
        'key',
        'secret',
        'webhookSecret',
        'password',
        'authorization',
        'headers.authorization',
        'req.headers.authorization',
        '*.apiKey',
        '*.secret',
        '*.password',
        'token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
