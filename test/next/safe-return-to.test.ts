import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/protocol/safe-return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/spirits', '/spirits/rum?sort=price&page=2', '/a#b', '/search?q=a%20b'])(
    'keeps %j',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'https://evil.test',
    'http:evil.test',
    '%2F%2Fevil.test',
    '/%2F/evil.test',
    '/%5Cevil.test',
    '%252F%252Fevil.test',
    '/\t/evil.test',
    '/\r\n/evil.test',
    'javascript:alert(1)',
    'evil.test',
    '',
    ' /x',
    '/%E0%A4%A',
    'x'.repeat(3000),
  ])('rejects %j', (value) => {
    expect(safeReturnTo(value, '/fallback')).toBe('/fallback');
  });

  it('rejects non-strings', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
  });
});
