/** pino's numeric levels, as a person reads them (padded to one width). */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line has, or that the line shows in its own place. */
const SHOWN = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname', 'err']);
/** An access line's fields that its message says already (`POST /api/v1/… 200`). */
const IN_ACCESS_MESSAGE = new Set(['access', 'method', 'route', 'status']);

/**
 * One pino JSON line as a line for a terminal: local time, level, message, then the other
 * fields as `key=value`, and an error's stack below it —
 * `14:03:07.412 INFO  ofage service listening: … url=http://localhost:3000`; an access line
 * without the fields its message says (`… INFO  POST /api/v1/… 200 ms=3.2 requestId=…`).
 * A line that is not a JSON object is returned as it is.
 */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? clock(new Date(entry.time)) : '--:--:--.---';
  const level = LEVELS[entry.level as number] ?? String(entry.level ?? '').padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key, value]) => !SHOWN.has(key) && value !== undefined)
    .filter(([key]) => entry.access !== true || !IN_ACCESS_MESSAGE.has(key))
    .map(
      ([key, value]) =>
        `${key}=${typeof value === 'string' ? quoted(value) : JSON.stringify(value)}`,
    );
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  const head = [time, level, msg, ...fields].filter((part) => part !== '').join(' ');
  return `${head}${errorLines(entry.err)}\n`;
}

function clock(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** A string value as it is when it has no space or quote, else JSON-quoted. */
function quoted(value: string): string {
  return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

/** pino's serialized `err` (`{type, message, stack}`): its stack, indented, on the next lines. */
function errorLines(err: unknown): string {
  if (typeof err !== 'object' || err === null)
    return err === undefined ? '' : ` err=${String(err)}`;
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text =
    typeof stack === 'string' ? stack : typeof message === 'string' ? message : JSON.stringify(err);
  return `\n${text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}`;
}
