/**
 * `ofage/next-auth`: carry a confirmed verification in the next-auth (v4) session JWT.
 * @packageDocumentation
 */
export { syncAgeVerification, NEXT_AUTH_CLAIM } from './sync-age-verification';
export type { SyncAgeVerificationOptions, TokenLike } from './sync-age-verification';
export { nextAuthTokenSource } from './next-auth-token-source';
export type { NextAuthTokenSourceOptions } from './next-auth-token-source';
