import { cache } from 'react';
import { OfageError } from '../client/ofage-error';
import { RETURN_TO_PARAM } from '../protocol/gate-api';
import { safeReturnTo } from '../protocol/safe-return-to';
import { checkAgeVerification, type AgeVerificationResult } from './check-age-verification';
import type { HandlerContext } from './handlers/handler-context';
import { json } from './http';
import { requestFromHeaders } from './request-from-headers';
import type { AgeVerificationClaims } from './verification-claims';

export interface RequireAgeVerifiedOptions {
  /** Where the gate page sends the visitor back to; a same-origin path. Default `/`. */
  returnTo?: string;
}

export interface Guard {
  getAgeVerification(request?: Request): Promise<AgeVerificationResult>;
  requireAgeVerified(
    requestOrOptions?: Request | RequireAgeVerifiedOptions,
  ): Promise<AgeVerificationClaims>;
  withAgeVerification<Ctx>(
    handler: (
      request: Request,
      ctx: Ctx,
      claims: AgeVerificationClaims,
    ) => Response | Promise<Response>,
  ): (request: Request, ctx: Ctx) => Promise<Response>;
}

/** Next's request APIs, injectable so the guard can be tested without a Next server. */
export interface GuardDeps {
  headers: () => Promise<Headers>;
  redirect: (url: string) => never;
}

/**
 * The server guard: the same local check as the proxy, where the content is rendered. Every
 * error — missing secret, bad signature, expiry, a stricter requirement, a resolver that
 * throws — is a denial.
 */
export function createGuard(ctx: HandlerContext, deps: GuardDeps): Guard {
  // One check per server request, however many components ask (React `cache`).
  const fromHeaders = cache(async (): Promise<AgeVerificationResult> => {
    try {
      return await checkAgeVerification(requestFromHeaders(await deps.headers()), ctx.check);
    } catch {
      return { verified: false, reason: 'misconfigured' };
    }
  });

  async function getAgeVerification(request?: Request): Promise<AgeVerificationResult> {
    return request ? checkAgeVerification(request, ctx.check) : fromHeaders();
  }

  async function requireAgeVerified(
    requestOrOptions?: Request | RequireAgeVerifiedOptions,
  ): Promise<AgeVerificationClaims> {
    if (requestOrOptions instanceof Request) {
      const result = await getAgeVerification(requestOrOptions);
      if (result.verified) return result.claims;
      throw new OfageError(
        'AGE_VERIFICATION_REQUIRED',
        `Age verification required (${result.reason}). Wrap the route handler with ageGate.withAgeVerification() to answer 401 instead of throwing.`,
        { status: 401 },
      );
    }
    const result = await getAgeVerification();
    if (result.verified) return result.claims;
    const target = new URLSearchParams({
      [RETURN_TO_PARAM]: safeReturnTo(requestOrOptions?.returnTo, '/'),
    });
    return deps.redirect(`${ctx.config.gatePath}?${target}`);
  }

  function withAgeVerification<Ctx>(
    handler: (
      request: Request,
      ctx: Ctx,
      claims: AgeVerificationClaims,
    ) => Response | Promise<Response>,
  ) {
    return async (request: Request, routeCtx: Ctx): Promise<Response> => {
      const result = await getAgeVerification(request);
      if (!result.verified) {
        return json(
          {
            error: 'AGE_VERIFICATION_REQUIRED',
            errorMessage: `Age verification required (${result.reason}); verify at ${ctx.config.gatePath} first.`,
          },
          401,
        );
      }
      return handler(request, routeCtx, result.claims);
    };
  }

  return { getAgeVerification, requireAgeVerified, withAgeVerification };
}
