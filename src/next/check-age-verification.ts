import { gateCookieNames, readCookie } from './cookies';
import { TOKEN_AUDIENCE, verifyGateToken, type GateTokenKeys } from './gate-token';
import {
  parseRequirement,
  satisfiesRequirement,
  type AgeRequirement,
  type RequirementResolver,
} from './requirement';
import { claimsFromPayload, type AgeVerificationClaims } from './verification-claims';
import { requestOrigin } from './request-origin';

/**
 * Another place a verified token may come from when the browser has no verified cookie, e.g.
 * the signed-in user's next-auth JWT (`nextAuthTokenSource` from `ofage/next-auth`). It returns
 * the same signed token the cookie would hold, so it is verified exactly like the cookie.
 */
export interface TokenSource {
  (request: Request): Promise<string | null | undefined>;
  /**
   * The id of the account signed in on this request, when the source knows it (next-auth: the
   * JWT's `sub`). `createAgeGate` uses it as its `accountId` unless you pass one.
   */
  accountId?: (request: Request) => Promise<string | null | undefined>;
}

export type AgeVerificationDenial =
  'missing' | 'invalid-signature' | 'expired' | 'criteria-not-met' | 'revoked' | 'misconfigured';

/** Tagged result of the gate check. Every error is a denial. */
export type AgeVerificationResult =
  | { verified: true; claims: AgeVerificationClaims; token: string }
  | { verified: false; reason: AgeVerificationDenial };

export interface CheckAgeVerificationOptions {
  keys: GateTokenKeys;
  requirement: AgeRequirement | RequirementResolver;
  /** Set when the merchant lets the browser pick the jurisdiction (`allowClientJurisdiction`). */
  anyJurisdiction?: boolean;
  tokenSource?: TokenSource;
  /**
   * True when the service revoked this verification. The server guard passes the gate's lookup
   * (its store's revocations; get-status, once, for a token older than the store), so every
   * check honours revocations at once; without it the check is local only. A lookup that throws
   * denies (`misconfigured`).
   */
  revoked?: (verificationId: string, claims: AgeVerificationClaims) => Promise<boolean>;
  now?: () => number;
}

/**
 * The gate decision for one request: local HS256 verification of the verified cookie (and of a
 * token source's token when the cookie does not pass), then the requirement check, then — with
 * `revoked` — the revocation lookup. Without `revoked` there is no network call.
 * `ageGateProxy` and the server guard are built on it; use it directly in a custom proxy.
 *
 * @example proxy.ts
 * ```ts
 * const keys = createGateTokenKeys([process.env.OFAGE_SECRET!]);
 * const result = await checkAgeVerification(request, { keys, requirement: { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } } });
 * if (!result.verified) return Response.redirect(new URL('/age-gate', request.url));
 * ```
 */
export async function checkAgeVerification(
  request: Request,
  options: CheckAgeVerificationOptions,
): Promise<AgeVerificationResult> {
  try {
    const now = (options.now ?? Date.now)();
    const requirement =
      typeof options.requirement === 'function'
        ? parseRequirement(await options.requirement(request), 'requirement(request)')
        : options.requirement;
    const names = gateCookieNames(requestOrigin(request));
    const cookie = readCookie(request.headers.get('cookie'), names.verified);
    const first = await checkToken(cookie, requirement, options, now);
    if (first.verified || !options.tokenSource) return first;
    const second = await checkToken(await options.tokenSource(request), requirement, options, now);
    if (second.verified) return second;
    return first.reason === 'missing' ? second : first;
  } catch {
    return { verified: false, reason: 'misconfigured' };
  }
}

async function checkToken(
  token: string | null | undefined,
  requirement: AgeRequirement,
  options: CheckAgeVerificationOptions,
  now: number,
): Promise<AgeVerificationResult> {
  if (!token) return { verified: false, reason: 'missing' };
  const result = await verifyGateToken(options.keys, TOKEN_AUDIENCE.verified, token, now);
  if (!result.ok) return { verified: false, reason: result.reason };
  const claims = claimsFromPayload(result.payload);
  if (!claims) return { verified: false, reason: 'invalid-signature' };
  if (!satisfiesRequirement(claims, requirement, { anyJurisdiction: options.anyJurisdiction })) {
    return { verified: false, reason: 'criteria-not-met' };
  }
  if (await options.revoked?.(claims.verificationId, claims)) {
    return { verified: false, reason: 'revoked' };
  }
  return { verified: true, claims, token };
}
