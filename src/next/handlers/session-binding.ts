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
  };
  if (typeof p.verificationId !== 'string') return undefined;
  try {
    const requirement = parseRequirement(p, 'binding');
    const binding: SessionBinding = {
      verificationId: p.verificationId,
      jurisdiction: requirement.jurisdiction,
      criteria: requirement.criteria as AgeCriteria,
    };
    if (audience === TOKEN_AUDIENCE.mobile) {
      if (typeof result.payload.sub !== 'string') return undefined;
      binding.subject = result.payload.sub;
    }
    return binding;
  } catch {
    return undefined;
  }
}
