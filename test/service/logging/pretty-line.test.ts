import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/service/logger';
import { resolveLogFormat } from '../../../src/service/logging/log-format';
import { prettyLine } from '../../../src/service/logging/pretty-line';

const at = new Date(2026, 0, 2, 14, 3, 7, 412).getTime();

describe('prettyLine', () => {
  it('writes time, level, message, then the other fields as key=value', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      service: 'ofage',
      msg: 'ofage service listening: this machine only',
      url: 'http://127.0.0.1:3000',
      readers: { face: 'off' },
      note: 'two words',
    });
    expect(prettyLine(line)).toBe(
      '14:03:07.412 INFO  ofage service listening: this machine only url=http://127.0.0.1:3000 readers={"face":"off"} note="two words"\n',
    );
  });

  it('leaves out of an access line what its message says', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      service: 'ofage',
      access: true,
      method: 'POST',
      route: '/api/v1/age-verification/perform',
      status: 200,
      ms: 3.2,
      requestId: 'r-1',
      msg: 'POST /api/v1/age-verification/perform 200',
    });
    expect(prettyLine(line)).toBe(
      '14:03:07.412 INFO  POST /api/v1/age-verification/perform 200 ms=3.2 requestId=r-1\n',
    );
  });

  it("puts an error's stack under its line, indented", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'unhandled API error',
      requestId: 'r-2',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' },
    });
    expect(prettyLine(line)).toBe(
      '14:03:07.412 ERROR unhandled API error requestId=r-2\n    Error: boom\n        at f (x.ts:1:1)\n',
    );
  });

  it('leaves a line that is not a JSON object as it is', () => {
    expect(prettyLine('plain text\n')).toBe('plain text\n');
    expect(prettyLine('[1,2]')).toBe('[1,2]');
  });

  it('is what a pretty logger writes, redaction included', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (s: string) => void written.push(s) }, 'pretty');
    logger.info({ apiKey: 'sk_test_secret', requestId: 'r-3' }, 'key used');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}key used apiKey=\[redacted\] requestId=r-3\n$/,
    );
  });
});

describe('resolveLogFormat', () => {
  it('is the setting when set, else pretty on a terminal and JSON elsewhere', () => {
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
  });
});
