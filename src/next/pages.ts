/**
 * `ofage/pages`: the age gate in a Pages Router app — `createAgeGate` (the gate of
 * `ofage/server`, buildable in `pages/`), `withAgeGate` for `getServerSideProps` and
 * `toPagesApiHandler` for the catch-all API route. App Router apps use `ofage/server`.
 * @packageDocumentation
 */
export { createAgeGate } from './pages-router/create-age-gate';
export type { AgeGate } from './build-age-gate';
export { withAgeGate } from './pages-router/with-age-gate';
export type { AgeVerifiedContext, WithAgeGateOptions } from './pages-router/with-age-gate';
export { toPagesApiHandler } from './pages-router/to-pages-api-handler';
export type { WebHandlers } from './pages-router/to-pages-api-handler';
export type { AgeGateConfig } from './age-gate-config';
export type { AgeVerificationClaims } from './verification-claims';
export { verifyWebhook } from '../client/verify-webhook';
export { safeReturnTo } from '../protocol/safe-return-to';
