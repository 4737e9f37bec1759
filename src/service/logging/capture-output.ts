import { format } from 'node:util';
import type { Logger } from '../logger';

/** The process's outputs, replaceable in tests. */
export interface Outputs {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  console: Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

const CONSOLE_LEVELS: Record<keyof Outputs['console'], Level> = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
};

/**
 * For `OFAGE_LOG_FORMAT=json`: everything else the process prints — Next.js's own lines, any
 * library's `console` calls, a worker thread's output, the `ofage` banner — becomes a JSON log
 * line too, one object with a `msg` and `source` (`console`, `stdout` or `stderr`), so a log
 * collector reading standard output never meets a line it cannot parse. `console.warn` and
 * `console.error` keep their level; other text on standard error is a warning. A line that is a
 * JSON object already (a log line, `--json` output) passes as it is. Returns what undoes it.
 *
 * @example `src/service/cli/commands/serve.ts`
 * ```ts
 * if (format === 'json') captureOutput(logger);
 * ```
 */
export function captureOutput(
  logger: Logger,
  outputs: Outputs = { stdout: process.stdout, stderr: process.stderr, console },
): () => void {
  const undo: (() => void)[] = [];
  for (const name of Object.keys(CONSOLE_LEVELS) as (keyof Outputs['console'])[]) {
    const original = outputs.console[name];
    const level = CONSOLE_LEVELS[name];
    outputs.console[name] = (...args: unknown[]) =>
      logger[level]({ source: 'console' }, format(...args));
    undo.push(() => (outputs.console[name] = original));
  }
  undo.push(wrapWrites(outputs.stdout, (text) => logger.info({ source: 'stdout' }, text)));
  undo.push(wrapWrites(outputs.stderr, (text) => logger.warn({ source: 'stderr' }, text)));
  return () => undo.forEach((restore) => restore());
}

/**
 * Replaces `stream.write`: complete lines go to `log` — one message per write, so a stack
 * trace stays whole — except lines that are JSON objects already, which go through; a line
 * still without its end waits for it (and is logged when the capture ends).
 */
function wrapWrites(stream: NodeJS.WritableStream, log: (text: string) => void): () => void {
  const original = stream.write;
  const write = original.bind(stream) as (chunk: string) => boolean;
  let pending = '';
  stream.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    const text =
      typeof chunk === 'string'
        ? chunk
        : Buffer.from(chunk as Uint8Array).toString(
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          );
    pending += text;
    const end = pending.lastIndexOf('\n');
    if (end !== -1) {
      const complete = pending.slice(0, end);
      pending = pending.slice(end + 1);
      emit(complete, write, log);
    }
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  }) as typeof stream.write;
  return () => {
    if (pending.trim() !== '') emit(pending, write, log);
    pending = '';
    stream.write = original;
  };
}

function emit(text: string, write: (chunk: string) => boolean, log: (text: string) => void): void {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const json = lines.map(isJsonObject);
  if (json.every(Boolean)) {
    for (const line of lines) write(`${line}\n`);
  } else if (!json.some(Boolean)) {
    if (lines.length > 0) log(text.replace(/^\n+|\s+$/g, ''));
  } else {
    lines.forEach((line, i) => (json[i] ? write(`${line}\n`) : log(line)));
  }
}

function isJsonObject(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return false;
  try {
    return typeof JSON.parse(trimmed) === 'object';
  } catch {
    return false;
  }
}
