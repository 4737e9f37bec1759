import { describe, expect, it } from 'vitest';
import { compilePathPatterns } from '../../src/next/match-path';

describe('compilePathPatterns', () => {
  const match = compilePathPatterns([
    '/spirits',
    '/shop/:category/wine',
    '/account/:rest+',
    /^\/x-\d+$/,
  ]);

  it.each([
    ['/spirits', true],
    ['/spirits/rum/dark', true],
    ['/spirits-free', false],
    ['/shop/red/wine', true],
    ['/shop/red/wine/2019', true],
    ['/shop/wine', false],
    ['/account', false],
    ['/account/orders', true],
    ['/x-12', true],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(match(path)).toBe(expected);
  });

  it('rejects patterns that do not start with a slash', () => {
    expect(() => compilePathPatterns(['spirits'])).toThrow(/must start with/);
  });

  it('passes normalised variants to a predicate', () => {
    const seen: string[] = [];
    compilePathPatterns((p) => (seen.push(p), false))('//a/%62/');
    expect(seen).toEqual(['/a/%62', '/a/b']);
  });
});
