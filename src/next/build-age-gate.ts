import {
  createAgeVerificationClient,
  type AgeVerificationClient,
} from '../client/create-age-verification-client';
import { resolveAgeGateConfig, type AgeGateConfig } from './age-gate-config';
import type { AgeVerificationResult } from './check-age-verification';
import { createGuard, type Guard, type GuardDeps } from './create-guard';
import {
  createAccountBinding,
  type AccountBindingDeps,
  type AdoptionResult,
} from './account-binding';
import { createGateTokenKeys, TOKEN_AUDIENCE, verifyGateToken } from './gate-token';
import type { HandlerContext } from './handlers/handler-context';
import { createRouteHandlers } from './handlers/route-handlers';
import type { AgeGateProxyOptions } from './age-gate-proxy';
import { gateCardState, type CardStateOptions } from './gate-card-state';
import { createRateLimiter } from './rate-limiter';
import { requestFromHeaders } from './request-from-headers';
import type { AgeGateCardState } from '../protocol/gate-api';
import { createRevocationCheck } from './revocation-check';
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
  /**
   * Checks a verified token's signature, expiry, shape and revocation (not the requirement);
   * `misconfigured` when a token older than the store could not be confirmed with the service.
   */
  verifyToken(
    token: string,
  ): Promise<
    | { valid: true; claims: AgeVerificationClaims }
    | { valid: false; reason: 'invalid-signature' | 'expired' | 'revoked' | 'misconfigured' }
  >;
  /**
   * The same verification as `token`, bound to `accountId` (same expiry), after its owner
   * confirmed that it is theirs; `undefined` when the token is not valid, the verification
   * already belongs to another account, or it is unbound and older than the store (see
   * `adoptBrowserVerification`).
   */
  bindToAccount(token: string, accountId: string): Promise<string | undefined>;
  /**
   * The signed-in owner's "this browser's verification, made signed out, is mine": binds it to
   * `accountId` for good and rewrites this browser's verified cookie bound to it (through
   * `next/headers` in a route handler or server action; elsewhere set `setCookie` yourself), so
   * no other account can adopt it later, in this browser or from a copy of the old cookie.
   * `syncAgeVerification({ adoptBrowserVerification: true })` calls it. Refused with a reason:
   * `other-account`, `older-than-store` (made before the store began keeping: verify again while
   * signed in), or the browser's own denial.
   *
   * @example app/account/actions.ts
   * ```ts
   * 'use server';
   * const result = await ageGate.adoptBrowserVerification(session.user.id);
   * if (!result.adopted && result.reason === 'other-account') return 'This verification belongs to another account.';
   * ```
   */
  adoptBrowserVerification(accountId: string, request?: Request): Promise<AdoptionResult>;
  /**
   * The `<AgeGate>` card's text in the visitor's language and this browser's gate status, for
   * the gate page to pass as the card's `initial` prop: the card is then in the HTML with its
   * final text and a start button that works before any script has run. Reads the current
   * request (a server component); never calls the service.
   *
   * @example app/age-gate/page.tsx
   * ```tsx
   * export default async function AgeGatePage() {
   *   return <AgeGate initial={await ageGate.getCardState()} />;
   * }
   * ```
   */
  getCardState(options?: CardStateOptions): Promise<AgeGateCardState>;
  basePath: string;
  gatePath: string;
}

/** Next's request APIs where the gate runs: the App Router's, or the Pages Router's stand-ins. */
export type NextRequestApis = GuardDeps & AccountBindingDeps;

/**
 * The age gate of {@link createAgeGate} (App Router) and of `ofage/pages`' (Pages Router), over
 * the request APIs of either: only the guard's and adoption's reads of the current request
 * differ.
 */
export function buildAgeGate(config: AgeGateConfig, apis: NextRequestApis): AgeGate {
  const resolved = resolveAgeGateConfig(config);
  const client = createAgeVerificationClient({
    serviceUrl: resolved.serviceUrl,
    apiKey: resolved.apiKey,
    fetch: resolved.fetch,
  });
  const keys = createGateTokenKeys(resolved.secrets);
  const isRevoked = createRevocationCheck({
    store: resolved.store,
    client,
    ttlSeconds: resolved.cookieMaxAge,
    now: resolved.now,
  });
  const ctx: HandlerContext = {
    config: resolved,
    client,
    keys,
    check: {
      keys,
      requirement: resolved.requirement,
      anyJurisdiction: resolved.allowClientJurisdiction,
      tokenSource: resolved.tokenSource,
      // Every check by the handlers and the guard honours revocations: the store's, and for a
      // token older than the store, the service's answer.
      revoked: (_id, claims) => isRevoked(claims),
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
    try {
      if (await isRevoked(claims)) return { valid: false, reason: 'revoked' };
    } catch {
      // The service could not confirm an old token now: not valid, this time.
      return { valid: false, reason: 'misconfigured' };
    }
    return { valid: true, claims };
  }

  const guard = createGuard(ctx, apis);
  const binding = createAccountBinding(
    ctx,
    { verifyToken, getAgeVerification: guard.getAgeVerification },
    apis,
  );
  return {
    handlers: createRouteHandlers(ctx),
    ...guard,
    proxyOptions,
    client,
    verifyToken,
    bindToAccount: binding.bindToAccount,
    adoptBrowserVerification: binding.adoptBrowserVerification,
    async getCardState(options) {
      const headers = await apis.headers();
      try {
        const request = requestFromHeaders(headers);
        return gateCardState(request, ctx, await guard.getAgeVerification(), options);
      } catch {
        // Headers no URL can be made of (a forged X-Forwarded-Proto): the text alone; the card
        // asks the status route, which denies such a request as the guard does.
        const languages = new Headers({ 'accept-language': headers.get('accept-language') ?? '' });
        const { text } = gateCardState(
          new Request('http://localhost/', { headers: languages }),
          ctx,
          { verified: false, reason: 'misconfigured' },
          options,
        );
        return { text };
      }
    },
    basePath: resolved.basePath,
    gatePath: resolved.gatePath,
  };
}

export type { AgeVerificationResult, AdoptionResult };
