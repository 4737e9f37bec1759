import type { AgeKeyRow } from './age-key-tables';
import type { GrantRefusal } from './key-evidence';

/**
 * Why a ceremony was refused; stable codes for tests and the widget's messages.
 *
 * - `challenge`: unknown, already used, expired, or issued for another purpose or verification;
 * - `origin` / `top-origin`: not run in the widget, or framed by an origin the product does not allow;
 * - `user-verification`: the authenticator did not verify the user (PIN, biometrics);
 * - `counter`: the signature counter did not advance — a cloned authenticator;
 * - `unknown-key`: no such key here (forgotten, or never created);
 * - `revoked`: an operator revoked the key;
 * - `invalid`: anything else wrong with the response (signature, RP ID, format);
 * - `not-offered`: the age key is not a method of this verification, or it has ended;
 * - the grant refusals: the verification's evidence cannot go into a key.
 */
export type CeremonyRefusal =
  | 'challenge'
  | 'origin'
  | 'top-origin'
  | 'user-verification'
  | 'counter'
  | 'unknown-key'
  | 'revoked'
  | 'invalid'
  | 'not-offered'
  | GrantRefusal;

export type AssertionResult =
  { verified: true; key: AgeKeyRow } | { verified: false; reason: CeremonyRefusal };
