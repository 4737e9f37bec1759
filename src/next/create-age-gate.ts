import type { AgeGateConfig } from './age-gate-config';
import { appRouterApis } from './app-router-apis';
import { buildAgeGate, type AgeGate } from './build-age-gate';

export type { AgeGate, AgeVerificationResult, AdoptionResult } from './build-age-gate';

/**
 * Creates the merchant side of the age gate from one validated configuration: the route
 * handlers, the server guard, the proxy's options and the API client. Call it once, in a
 * module of its own; a missing or bad option throws here, at start-up, saying what to set.
 *
 * Env vars: `OFAGE_SERVICE_URL`, `OFAGE_API_KEY`, `OFAGE_SECRET` (≥ 32 characters; a
 * comma-separated list, newest first, while rotating), `OFAGE_WEBHOOK_SECRET`, and
 * `OFAGE_APP_URL` (required outside localhost, unless `trustProxy`).
 *
 * @example lib/age-gate.ts
 * ```ts
 * import { createAgeGate } from 'ofage/server';
 *
 * export const ageGate = createAgeGate({
 *   jurisdiction: 'US-CA',
 *   criteria: { ageCategory: 'ADULT' },
 * });
 * ```
 *
 * @example app/api/age-gate/[...ofage]/route.ts
 * ```ts
 * import { ageGate } from '@/lib/age-gate';
 *
 * export const { GET, POST } = ageGate.handlers;
 * ```
 *
 * @example app/checkout/page.tsx
 * ```tsx
 * export default async function Checkout() {
 *   await ageGate.requireAgeVerified({ returnTo: '/checkout' });
 *   return <CheckoutForm />;
 * }
 * ```
 */
export function createAgeGate(config: AgeGateConfig): AgeGate {
  return buildAgeGate(config, appRouterApis);
}
