import type { JWTPayload } from 'jose';
import { TOKEN_AUDIENCE, signGateToken, verifyGateToken, type TokenAudience } from '../gate-token';
import { parseRequirement, type AgeCriteria, type AgeRequirement } from '../requirement';
import type { HandlerContext } from './handler-context';

/**
 * The binding of a verification id to the browser (session cookie) or the native app user
 * (mobile session token) that started it, with the requirement it was performed for —
 * get-status does not return jurisdiction or criteria, so they travel here, signed.
 */
export interface SessionBinding extends AgeRequirement {
  verificationId: string;
  /** The merchant's user id, for mobile sessions. */
  subject?: string;
  /** {@link accountTag} of the account signed in when the session started. */
  account?: string;
  /** A random id of the browser, kept from one session to the next while a binding exists (rate limits). */
  browserId?: string;
}

export function signSessionBinding(
  ctx: HandlerContext,
  audience: TokenAudience,
  binding: SessionBinding,
): Promise<string> {
  const claims: JWTPayload = {
    verificationId: binding.verificationId,
    jurisdiction: binding.jurisdiction,
    criteria: binding.criteria,
  };
  if (binding.subject !== undefined) claims.sub = binding.subject;
  if (binding.browserId !== undefined) claims.bid = binding.browserId;
  if (binding.account !== undefined) claims.acct = binding.account;
  return signGateToken(ctx.keys, audience, claims, ctx.config.sessionMaxAge, ctx.config.now());
}

export async function readSessionBinding(
  ctx: HandlerContext,
  audience: TokenAudience,
  token: string | undefined,
): Promise<SessionBinding | undefined> {
  if (!token) return undefined;
  const result = await verifyGateToken(ctx.keys, audience, token, ctx.config.now());
  if (!result.ok) return undefined;
  const p = result.payload as {
    verificationId?: unknown;
    jurisdiction?: unknown;
    criteria?: unknown;
    bid?: unknown;
    acct?: unknown;
  };
  if (typeof p.verificationId !== 'string') return undefined;
  try {
    const requirement = parseRequirement(p, 'binding');
    const binding: SessionBinding = {
      verificationId: p.verificationId,
      jurisdiction: requirement.jurisdiction,
      criteria: requirement.criteria as AgeCriteria,
    };
    if (typeof p.bid === 'string') binding.browserId = p.bid;
    if (typeof p.acct === 'string') binding.account = p.acct;
    if (audience === TOKEN_AUDIENCE.mobile) {
      if (typeof result.payload.sub !== 'string') return undefined;
      binding.subject = result.payload.sub;
    }
    return binding;
  } catch {
    return undefined;
  }
}
