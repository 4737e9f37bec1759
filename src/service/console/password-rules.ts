/** Outcome of the password rules: the first problem, worded for the person choosing it. */
export type PasswordCheck = { ok: true } | { ok: false; message: string };

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

// The most common passwords long enough to pass the length rule (from public breach top lists).
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '123456789a',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou123',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  'abcdefghij',
  'abc1234567',
  'letmein123',
  'welcome123',
  'administrator',
  'admin12345',
  'changeme123',
  '1111111111',
  '0000000000',
]);

/**
 * NIST SP 800-63B §3.1.1.2 rules: a minimum length (10 here, above NIST's 8, because console
 * accounts hold live API keys), a generous maximum, no composition rules, and refusal of
 * passwords that are common, repetitive, sequential or contain the account's e-mail name.
 */
export function checkPassword(password: string, email: string): PasswordCheck {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      ok: false,
      message: `use at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good password)`,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, message: `use at most ${MAX_PASSWORD_LENGTH} characters` };
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) {
    return { ok: false, message: 'this password is one of the most common ones: choose another' };
  }
  if (new Set(lower).size < 4) {
    return { ok: false, message: 'use more than three different characters' };
  }
  if (isSequence(lower)) {
    return { ok: false, message: 'a run of consecutive characters is easy to guess' };
  }
  const name = email.toLowerCase().split('@')[0] ?? '';
  if (name.length >= 4 && lower.includes(name)) {
    return { ok: false, message: 'do not use your e-mail address in the password' };
  }
  return { ok: true };
}

function isSequence(s: string): boolean {
  let up = true;
  let down = true;
  for (let i = 1; i < s.length; i++) {
    const d = s.charCodeAt(i) - s.charCodeAt(i - 1);
    if (d !== 1) up = false;
    if (d !== -1) down = false;
  }
  return up || down;
}
