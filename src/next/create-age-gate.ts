import { decodeJwt } from 'jose';
import {
  createAgeVerificationClient,
  type AgeVerificationClient,
} from '../client/create-age-verification-client';
import { resolveAgeGateConfig, type AgeGateConfig } from './age-gate-config';
import type { AgeVerificationResult } from './check-age-verification';
import { createGuard, type Guard } from './create-guard';
import { accountTag } from './account-tag';
import { createGateTokenKeys, signGateToken, TOKEN_AUDIENCE, verifyGateToken } from './gate-token';
import { claimForAccount, storeKey, type HandlerContext } from './handlers/handler-context';
import { createRouteHandlers } from './handlers/route-handlers';
import type { AgeGateProxyOptions } from './age-gate-proxy';
import { createRateLimiter } from './rate-limiter';
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
  /** Checks a verified token's signature, expiry, shape and revocation (not the requirement). */
  verifyToken(
    token: string,
  ): Promise<
    | { valid: true; claims: AgeVerificationClaims }
    | { valid: false; reason: 'invalid-signature' | 'expired' | 'revoked' }
  >;
  /**
   * The same verification as `token`, bound to `accountId` (same expiry), after its owner
   * confirmed that it is theirs; `undefined` when the token is not valid, or the verification
   * already belongs to another account. `syncAgeVerification({ adoptBrowserVerification })`
   * calls it.
   */
  bindToAccount(token: string, accountId: string): Promise<string | undefined>;
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
      // Every check by the handlers and the guard honours revocations the store has received.
      revoked: async (id) => Boolean(await resolved.store.get(storeKey.revoked(id))),
      now: resolved.now,
    },
    limiter: createRateLimiter({ now: resolved.now, store: resolved.sharedStore }),
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

  async function verifyToken(token: string): ReturnType<AgeGate['verifyToken']> {
    const result = await verifyGateToken(keys, TOKEN_AUDIENCE.verified, token, resolved.now());
    if (!result.ok) return { valid: false, reason: result.reason };
    const claims = claimsFromPayload(result.payload);
    if (!claims) return { valid: false, reason: 'invalid-signature' };
    if (await ctx.check.revoked?.(claims.verificationId))
      return { valid: false, reason: 'revoked' };
    return { valid: true, claims };
  }

  return {
    handlers: createRouteHandlers(ctx),
    ...createGuard(ctx),
    proxyOptions,
    client,
    verifyToken,
    async bindToAccount(token, accountId) {
      const verified = await verifyToken(token);
      if (!verified.valid) return undefined;
      const account = await accountTag(accountId);
      const { verificationId } = verified.claims;
      if (verified.claims.account !== undefined && verified.claims.account !== account) {
        return undefined;
      }
      if (!(await claimForAccount(ctx, verificationId, account))) return undefined;
      const now = resolved.now();
      const payload = decodeJwt(token);
      delete payload.iat;
      delete payload.exp;
      delete payload.iss;
      delete payload.aud;
      return signGateToken(
        keys,
        TOKEN_AUDIENCE.verified,
        { ...payload, acct: account },
        verified.claims.exp - Math.floor(now / 1000),
        now,
      );
    },
    basePath: resolved.basePath,
    gatePath: resolved.gatePath,
  };
}

export type { AgeVerificationResult };
