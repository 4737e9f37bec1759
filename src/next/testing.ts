/**
 * `ofage/testing`: helpers for merchants' own tests. Test keys and test secrets only.
 * @packageDocumentation
 */
export { completeTestVerification } from './complete-test-verification';
export type { CompleteTestVerificationOptions } from './complete-test-verification';
export { mintVerifiedCookie } from './mint-verified-cookie';
export type { MintVerifiedCookieOptions, MintedCookie } from './mint-verified-cookie';
