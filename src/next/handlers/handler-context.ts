import type { AgeVerificationClient } from '../../client/create-age-verification-client';
import type { ResolvedAgeGateConfig } from '../age-gate-config';
import type { CheckAgeVerificationOptions } from '../check-age-verification';
import type { GateTokenKeys } from '../gate-token';
import { clientAddress, type RateLimiter } from '../rate-limiter';
import { JURISDICTION_PATTERN } from '../../protocol/perform-request';
import { gateError } from '../http';
import { accountTag } from '../account-tag';
import { parseRequirement, type AgeRequirement } from '../requirement';
import { storeKey } from '../store-key';

/** Everything a handler needs, built once by `createAgeGate`. */
export interface HandlerContext {
  config: ResolvedAgeGateConfig;
  client: AgeVerificationClient;
  keys: GateTokenKeys;
  check: CheckAgeVerificationOptions;
  limiter: RateLimiter;
}

/** The requirement for this request, from config or the merchant's resolver. */
export async function requirementFor(
  request: Request,
  ctx: HandlerContext,
): Promise<AgeRequirement> {
  const r = ctx.config.requirement;
  return typeof r === 'function' ? parseRequirement(await r(request), 'requirement(request)') : r;
}

/**
 * {@link accountTag} of the account signed in on this request, from `accountId`; undefined when
 * signed out, not configured, or when the hook fails (a verification then binds to no account).
 */
export async function signedInAccount(
  request: Request,
  ctx: HandlerContext,
): Promise<string | undefined> {
  try {
    const id = await ctx.config.accountId?.(request);
    return id ? await accountTag(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The requirement with a browser- or app-chosen jurisdiction (callers decide whether the merchant
 * allows that), as a new value: the gate's own requirement is shared by every visitor and never
 * changes. A jurisdiction that is not an ISO 3166 code is answered 400.
 */
export function withClientJurisdiction(
  requirement: AgeRequirement,
  value: unknown,
): { requirement: AgeRequirement } | { refused: Response } {
  const jurisdiction = String(value).toUpperCase();
  if (!JURISDICTION_PATTERN.test(jurisdiction)) {
    return {
      refused: gateError(
        'INVALID_INPUT',
        'jurisdiction must be an ISO 3166 code such as "US-CA".',
        400,
      ),
    };
  }
  return { requirement: { jurisdiction, criteria: requirement.criteria } };
}

/**
 * The rate limit of verification sessions (each one is a perform call on the merchant's key):
 * per client address, per browser or app user (`who`, when known) and per instance. Answers 429
 * with `Retry-After` when a bucket is empty.
 */
export async function limitSessions(
  request: Request,
  ctx: HandlerContext,
  who: string | undefined,
): Promise<Response | undefined> {
  const limits = ctx.config.rateLimit;
  if (!limits) return undefined;
  const address = clientAddress(request, ctx.config.trustProxy);
  const result = await ctx.limiter.take([
    { key: `address:${address}`, limit: limits.perAddress, shared: true },
    ...(who ? [{ key: `browser:${who}`, limit: limits.perBrowser, shared: true }] : []),
    { key: 'total', limit: limits.total, shared: false },
  ]);
  if (result.ok) return undefined;
  const response = gateError(
    'TOO_MANY_REQUESTS',
    `Too many verification sessions started; try again in ${result.retryAfterSeconds} seconds.`,
    429,
  );
  response.headers.set('retry-after', String(result.retryAfterSeconds));
  return response;
}

/**
 * Records `account` as the owner of a verification, once: true when it is now (or already was)
 * that account's, false when another account has it. A verification never moves between
 * accounts, whatever copies of its token exist.
 */
export async function claimForAccount(
  ctx: HandlerContext,
  verificationId: string,
  account: string,
): Promise<boolean> {
  const key = storeKey.account(verificationId);
  if (await ctx.config.store.setIfAbsent(key, account, ctx.config.cookieMaxAge)) return true;
  return (await ctx.config.store.get(key)) === account;
}
