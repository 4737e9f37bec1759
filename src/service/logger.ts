import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogFormat } from './logging/log-format';
import { prettyLine } from './logging/pretty-line';

export type { Logger };

/**
 * Structured logs: JSON lines, or (`format: 'pretty'`) the same entries as lines for a terminal.
 * Known secret-bearing fields are redacted wherever they appear, as a second line of defence:
 * code never passes secrets to the logger on purpose.
 */
export function createLogger(
  level = 'info',
  destination?: DestinationStream,
  format: LogFormat = 'json',
): Logger {
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
  if (format === 'pretty') {
    const out = destination ?? process.stdout;
    return pino(options, { write: (line: string) => void out.write(prettyLine(line)) });
  }
  return destination ? pino(options, destination) : pino(options);
}
