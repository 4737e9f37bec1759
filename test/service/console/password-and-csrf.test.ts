import { describe, expect, it } from 'vitest';
import { csrfToken, verifyCsrfToken } from '../../../src/service/console/csrf-token';
import {
  DUMMY_HASH,
  hashPassword,
  verifyPassword,
} from '../../../src/service/console/password-hash';
import { checkPassword } from '../../../src/service/console/password-rules';

describe('password rules', () => {
  it.each([
    ['short', 'at least 10'],
    ['bcdefghijklm', 'consecutive'],
    ['password123', 'most common'],
    ['aaaaaaaaaaaa', 'different characters'],
    ['alice-secret-words', 'e-mail'],
    ['x'.repeat(201), 'at most 200'],
  ])('refuses %j', (password, reason) => {
    const check = checkPassword(password, 'alice@example.com');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain(reason);
  });

  it.each(['correct horse battery', 'Tr0ub4dor&3xyz', 'ünïcödé pässwörd'])(
    'accepts %j (no composition rules)',
    (password) => {
      expect(checkPassword(password, 'alice@example.com')).toEqual({ ok: true });
    },
  );
});

describe('password hashing', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});

describe('console CSRF token', () => {
  const secret = 'a'.repeat(43);

  it('is bound to the session and the secret', () => {
    const token = csrfToken(secret, 'session-1');
    expect(verifyCsrfToken(secret, 'session-1', token)).toBe(true);
    expect(verifyCsrfToken(secret, 'session-2', token)).toBe(false);
    expect(verifyCsrfToken('b'.repeat(43), 'session-1', token)).toBe(false);
  });

  it('refuses a missing, empty or non-string token', () => {
    for (const bad of [null, undefined, '', 123, token()]) {
      expect(verifyCsrfToken(secret, 'session-1', bad)).toBe(false);
    }
    function token() {
      return csrfToken(secret, 'session-1').slice(1);
    }
  });
});
