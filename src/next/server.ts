/**
 * `ofage/server`: the merchant's server side — `createAgeGate` (route handlers, guard, proxy
 * options), the service API client and webhook verification.
 * @packageDocumentation
 */
export { createAgeGate } from './create-age-gate';
export type { AgeGate } from './create-age-gate';
export type { AdoptionRefusal, AdoptionResult } from './account-binding';
export type { AgeGateConfig } from './age-gate-config';
export type { Guard, RequireAgeVerifiedOptions } from './create-guard';
export { createMemoryStore } from './memory-store';
export type { AgeGateStore, MemoryStoreOptions } from './memory-store';
export { createRedisStore } from './redis-store';
export type { RedisCommand, RedisStoreOptions } from './redis-store';
export { createAgeVerificationClient } from '../client/create-age-verification-client';
export type {
  AgeVerificationClient,
  AgeVerificationClientOptions,
} from '../client/create-age-verification-client';
export { verifyWebhook } from '../client/verify-webhook';
export type {
  VerifyWebhookOptions,
  VerifyWebhookResult,
  WebhookRejection,
} from '../client/verify-webhook';
export { OfageError } from '../client/ofage-error';
export type { OfageErrorCode } from '../client/ofage-error';
export { safeReturnTo } from '../protocol/safe-return-to';
export type {
  AgeVerificationDenial,
  AgeVerificationResult,
  TokenSource,
} from './check-age-verification';
export type { AgeCriteria, AgeRequirement, RequirementResolver } from './requirement';
export type { AgeVerificationClaims } from './verification-claims';
export type {
  AgeGateCardState,
  GateStatus,
  GateState,
  GateText,
  CreateSessionResult,
} from '../protocol/gate-api';
export type { CardStateOptions } from './gate-card-state';
export type { PerformRequest, PerformResponse } from '../protocol/perform-request';
export type { VerificationResult } from '../protocol/verification-result';
export type { WebhookEvent } from '../protocol/webhook-event';
