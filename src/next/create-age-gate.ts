import {
  createAgeVerificationClient,
  type AgeVerificationClient,
} from '../client/create-age-verification-client';
import { resolveAgeGateConfig, type AgeGateConfig } from './age-gate-config';
import type { AgeVerificationResult } from './check-age-verification';
import { createGuard, type Guard } from './create-guard';
import { createGateTokenKeys, TOKEN_AUDIENCE, verifyGateToken } from './gate-token';
import type { HandlerContext } from './handlers/handler-context';
import { createRouteHandlers } from './handlers/route-handlers';
import type { AgeGateProxyOptions } from './age-gate-proxy';
import { claimsFromPayload, type AgeVerificationClaims } from './verification-claims';

export interface AgeGate extends Guard {
  /** `export const { GET, POST } = ageGate.handlers` in the catch-all route file. */
  handlers: {
    GET: (request: Request) => Promise<Response>;
    POST: (request: Request) => Promise<Response>;
  };
  /** Everything `ageGateProxy` needs but `protect`: `ageGateProxy({ ...ageGate.proxyOptions, protect })`. */
  proxyOptions: Omit<AgeGateProxyOptions, 'protect'>;
  /** The service API client, with the configured key. */
  client: AgeVerificationClient;
  /** Checks a verified token's signature, expiry and shape (not the requirement). */
  verifyToken(
    token: string,
  ): Promise<
    | { valid: true; claims: AgeVerificationClaims }
    | { valid: false; reason: 'invalid-signature' | 'expired' }
  >;
  basePath: string;
  gatePath: string;
}

/**
 * Creates the merchant side of the age gate from one validated configuration: the route
 * handlers, the server guard, the proxy's options and the API client. Call it once, in a
 * module of its own; a missing or bad option throws here, at start-up, saying what to set.
 *
 * Env vars: `OFAGE_SERVICE_URL`, `OFAGE_API_KEY`, `OFAGE_SECRET` (≥ 32 characters; a
 * comma-separated list, newest first, while rotating), `OFAGE_WEBHOOK_SECRET`, and
 * `OFAGE_APP_URL` behind a proxy that rewrites the host.
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
  const resolved = resolveAgeGateConfig(config);
  const client = createAgeVerificationClient({
    serviceUrl: resolved.serviceUrl,
    apiKey: resolved.apiKey,
    fetch: resolved.fetch,
  });
  const keys = createGateTokenKeys(resolved.secrets);
  const ctx: HandlerContext = {
    config: resolved,
    client,
    keys,
    check: {
      keys,
      requirement: resolved.requirement,
      anyJurisdiction: resolved.allowClientJurisdiction,
      tokenSource: resolved.tokenSource,
      now: resolved.now,
    },
  };
  const requirement = resolved.requirement;
  const proxyOptions: Omit<AgeGateProxyOptions, 'protect'> = {
    secret: resolved.secrets,
    ...(typeof requirement === 'function'
      ? { requirement }
      : { jurisdiction: requirement.jurisdiction, criteria: requirement.criteria }),
    anyJurisdiction: resolved.allowClientJurisdiction,
    gatePath: resolved.gatePath,
    basePath: resolved.basePath,
    tokenSource: resolved.tokenSource,
    now: resolved.now,
  };

  return {
    handlers: createRouteHandlers(ctx),
    ...createGuard(ctx),
    proxyOptions,
    client,
    async verifyToken(token) {
      const result = await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, resolved.now());
      if (!result.ok) return { valid: false, reason: result.reason };
      const claims = claimsFromPayload(result.payload);
      return claims ? { valid: true, claims } : { valid: false, reason: 'invalid-signature' };
    },
    basePath: resolved.basePath,
    gatePath: resolved.gatePath,
  };
}

export type { AgeVerificationResult };
