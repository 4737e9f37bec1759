/**
 * `ofage/proxy`: the age gate for `proxy.ts` (Next 16) or `middleware.ts`. Web APIs and jose
 * only, so it runs in the Node and the Edge runtime alike.
 * @packageDocumentation
 */
export { ageGateProxy } from './age-gate-proxy';
export type { AgeGateProxyOptions, ProxyFunction } from './age-gate-proxy';
export { checkAgeVerification } from './check-age-verification';
export type {
  AgeVerificationDenial,
  AgeVerificationResult,
  CheckAgeVerificationOptions,
  TokenSource,
} from './check-age-verification';
export { createGateTokenKeys } from './gate-token';
export type { GateTokenKeys } from './gate-token';
export type { PathPattern } from './match-path';
export type { AgeCriteria, AgeRequirement, RequirementResolver } from './requirement';
export type { AgeVerificationClaims } from './verification-claims';
export { withMatcher } from './with-matcher';
export type { MatcherCondition, MatcherEntry, ProxyMatcher } from './with-matcher';
