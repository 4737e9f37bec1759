import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

/** Pieces a hostile `returnTo` is made of: dot segments, slashes, encodings, controls, hosts. */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%25252F',
  '%255c',
  '%25',
  '%',
  '%0a',
  '%09',
  '%00',
  '\t',
  '\r',
  '\n',
  ' ',
  '@',
  ':',
  '?',
  '#',
  '&',
  'evil.example',
  'evil.example:443',
  'user:pass@evil.example',
  'http:',
  'https:',
  'javascript:',
  'spirits',
  'a',
  '\u3002',
  '\uff0f',
  '\u2215',
  '\u2044',
  '\u00a0',
  '\u200b',
  '\u2028',
  '%E3%80%82',
  '%EF%BC%8F',
  'ｅｖｉｌ．ｅｘａｍｐｌｅ',
];

/** Path structure, drawn more often than the rest: most escapes are built from these. */
const STRUCTURE = ['/', '//', '\\', '.', '..', '/.', '/..', './', '%2e', '%2f', '%5c', '%252f'];
const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...STRUCTURE), weight: 3 },
  { arbitrary: fc.constantFrom(...PIECES), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }), weight: 1 },
);
const hostile = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 10 }).map((parts) => '/' + parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const ORIGINS = ['https://shop.test', 'http://127.0.0.1:3001', 'https://shop.test:8443'];

describe('safeReturnTo: generated hostile paths never leave the origin', () => {
  it('regression: a dot segment before a double slash ("/.//evil.example")', () => {
    for (const value of [
      '/.//evil.example',
      '/./%2F/evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/.//evil.example/spirits?x=1#y',
    ]) {
      expect(safeReturnTo(value, '/fallback'), value).toBe('/fallback');
    }
  });

  it('the result is a path that resolves on the origin, by URL resolution and by concatenation', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...ORIGINS), (value, origin) => {
        const result = safeReturnTo(value, '/');
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        // As a Location header or location.assign() resolves it, from the gate page…
        expect(new URL(result, `${origin}/age-gate?returnTo=x`).origin).toBe(origin);
        // …and as a browser parses `origin + result` (the callback's `new URL(returnTo, origin)`).
        expect(new URL(origin + result).origin).toBe(origin);
        // Stable: checking the result again changes nothing.
        expect(safeReturnTo(result, '/other')).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });
});
