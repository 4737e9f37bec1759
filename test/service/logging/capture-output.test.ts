import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/service/logger';
import { captureOutput, type Outputs } from '../../../src/service/logging/capture-output';

/** A writable that keeps what is written to it, as `process.stdout` would pass it on. */
function sink(): { stream: NodeJS.WritableStream; written: string[] } {
  const written: string[] = [];
  const stream = {
    write: (chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  return { stream, written };
}

function setUp() {
  const logged: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logged.push(line) });
  const stdout = sink();
  const stderr = sink();
  const consoleLike: Outputs['console'] = {
    log: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  };
  const restore = captureOutput(logger, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    console: consoleLike,
  });
  const entries = () =>
    logged.map((l) => JSON.parse(l) as { level: number; msg: string; source: string });
  return { logged, entries, stdout, stderr, console: consoleLike, restore };
}

describe('captureOutput (OFAGE_LOG_FORMAT=json)', () => {
  it('turns console calls into log lines at their level, formatted as console would', () => {
    const t = setUp();
    t.console.log('ready in %d ms', 12);
    t.console.warn('⚠ Next.js: a warning', { a: 1 });
    t.console.error(new Error('boom'));
    expect(t.entries().map((e) => [e.level, e.source, e.msg.split('\n')[0]])).toEqual([
      [30, 'console', 'ready in 12 ms'],
      [40, 'console', '⚠ Next.js: a warning { a: 1 }'],
      [50, 'console', 'Error: boom'],
    ]);
    // The error keeps its stack in the same line.
    expect(t.entries()[2]!.msg).toMatch(/^Error: boom\n\s+at /);
    expect(t.stdout.written).toEqual([]);
  });

  it('turns text written to stdout and stderr into log lines, one per write, a line at a time', () => {
    const t = setUp();
    t.stdout.stream.write(
      'ofage service listening on http://127.0.0.1:3000, ready\n  network: here\n',
    );
    t.stderr.stream.write(Buffer.from('partial '));
    expect(t.logged).toHaveLength(1);
    t.stderr.stream.write('line\n');
    expect(t.entries()).toMatchObject([
      {
        level: 30,
        source: 'stdout',
        msg: 'ofage service listening on http://127.0.0.1:3000, ready\n  network: here',
      },
      { level: 40, source: 'stderr', msg: 'partial line' },
    ]);
  });

  it('lets a JSON object line through as it is, and logs what is left unfinished when undone', () => {
    const t = setUp();
    const json = '{"level":30,"msg":"already a log line"}';
    t.stdout.stream.write(`${json}\n`);
    t.stdout.stream.write(`${json}\nnot json\n`);
    t.stdout.stream.write('no end of line');
    expect(t.stdout.written).toEqual([`${json}\n`, `${json}\n`]);
    t.restore();
    expect(t.entries().map((e) => e.msg)).toEqual(['not json', 'no end of line']);
    // Undone: writes and console calls go where they went before.
    t.stdout.stream.write('after\n');
    expect(t.stdout.written.at(-1)).toBe('after\n');
  });

  it('every line a collector reads is a JSON object with a msg', () => {
    const t = setUp();
    t.console.info('a\nb');
    t.stdout.stream.write('{"not":"closed"\n');
    t.stderr.stream.write('\n\nplain\n');
    for (const line of [...t.logged.join('').split('\n').filter(Boolean), ...t.stdout.written]) {
      const parsed = JSON.parse(line) as { msg?: unknown };
      expect(typeof parsed.msg).toBe('string');
    }
  });
});
