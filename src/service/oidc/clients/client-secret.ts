import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function base62(length: number): string {
  let out = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** `agekey_test_…` / `agekey_live_…`: a client id says its mode, like an API key. */
export function generateClientId(mode: 'test' | 'live'): string {
  return `agekey_${mode}_${base62(20)}`;
}

/** `agekey_secret_` + 43 base62 characters (≈256 bits): shown once, stored as its hash. */
export function generateClientSecret(): string {
  return `agekey_secret_${base62(43)}`;
}

/**
 * What is stored of a client secret, and what the provider compares. Secrets are random and
 * long, so one SHA-256 suffices (as for API keys). The provider compares the hash of what a
 * client presents (`hashPresentedSecret`) with this, in constant time.
 */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}
