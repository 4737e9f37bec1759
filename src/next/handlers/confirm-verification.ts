import {
  gateFailureMessage,
  type GateFailureReason,
  type GateStatus,
} from '../../protocol/gate-api';
import {
  VerificationResultSchema,
  type VerificationResult,
} from '../../protocol/verification-result';
import { checkAgeVerification } from '../check-age-verification';
import { gateCookieNames, readCookie, serializeCookie } from '../cookies';
import { TOKEN_AUDIENCE, signGateToken } from '../gate-token';
import { freshCookie } from '../fresh-cookie';
import { satisfiesRequirement } from '../requirement';
import {
  claimForAccount,
  requirementFor,
  signedInAccount,
  type HandlerContext,
} from './handler-context';
import { readSessionBinding, type SessionBinding } from './session-binding';
import { requestOrigin } from '../request-origin';
import { storeKey } from '../store-key';
import { storeSince } from '../store-since';

export interface Evaluation {
  status: GateStatus;
  /** Claims for the verified token, on a PASS that meets the requirement. */
  claims?: Record<string, unknown>;
  /** The result is final: the binding has served its purpose. */
  terminal: boolean;
}

/**
 * The server-side confirmation of a bound verification: a signed webhook's stored result when
 * there is one, get-status otherwise; then the requirement check. Only this opens the gate.
 */
export async function evaluateBinding(
  request: Request,
  ctx: HandlerContext,
  binding: SessionBinding,
): Promise<Evaluation> {
  const id = binding.verificationId;
  const store = ctx.config.store;
  if (await store.get(storeKey.revoked(id))) {
    return failed(id, 'revoked');
  }
  const result = (await storedResult(ctx, id)) ?? (await ctx.client.getStatus(id));
  if (result.id !== id) throw new TypeError('get-status answered for another verification id.');
  if (result.revoked) {
    // Remembered like a revocation webhook, so every other check denies it without asking.
    await store.set(storeKey.revoked(id), '1', ctx.config.cookieMaxAge);
    return failed(id, 'revoked');
  }

  if (result.status === 'PENDING' || result.status === 'IN_PROGRESS') {
    return {
      status: {
        verified: false,
        state: 'pending',
        verificationId: id,
        message: 'The verification has not finished yet.',
      },
      terminal: false,
    };
  }
  if (result.status === 'FAIL') return failed(id, result.failureReason ?? 'max-attempts-exceeded');

  const proven = {
    jurisdiction: binding.jurisdiction,
    criteria: binding.criteria,
    ageCategory: result.ageCategory,
    ageLow: result.age?.low,
  };
  const required = await requirementFor(request, ctx);
  // Both what was asked at perform time and what this request's gate asks must be met.
  const meets =
    satisfiesRequirement(proven, binding) &&
    satisfiesRequirement(proven, required, { anyJurisdiction: ctx.config.allowClientJurisdiction });
  if (!meets) return failed(id, 'criteria-not-met');

  return {
    status: {
      verified: true,
      state: 'verified',
      verificationId: id,
      ageCategory: result.ageCategory,
      method: result.method,
      expiresAt: Math.floor(ctx.config.now() / 1000) + ctx.config.cookieMaxAge,
      message: 'Age verified.',
    },
    claims: {
      verificationId: id,
      jurisdiction: binding.jurisdiction,
      criteria: binding.criteria,
      ...(result.ageCategory ? { ageCategory: result.ageCategory } : {}),
      ...(result.age ? { ageLow: result.age.low } : {}),
      ...(result.method ? { method: result.method } : {}),
    },
    terminal: true,
  };
}

/**
 * Confirms this browser: an already valid verified cookie answers at once; otherwise the
 * verification bound by the session cookie is evaluated, and a PASS sets the verified cookie.
 */
export async function confirmBrowser(
  request: Request,
  ctx: HandlerContext,
): Promise<{ status: GateStatus; cookies: string[] }> {
  const names = gateCookieNames(requestOrigin(request));
  const current = await checkAgeVerification(request, ctx.check);
  const cookieHeader = request.headers.get('cookie');
  const sessionToken = readCookie(cookieHeader, names.session);
  const binding = await readSessionBinding(ctx, TOKEN_AUDIENCE.session, sessionToken);
  const clearSession = serializeCookie(names.session, '', { maxAge: 0, secure: names.secure });

  if (current.verified) {
    const fresh = await freshCookie(
      ctx.keys,
      names,
      current.claims.verificationId,
      ctx.config.revocationCheckInterval,
      ctx.config.now(),
    );
    return {
      status: {
        verified: true,
        state: 'verified',
        verificationId: current.claims.verificationId,
        ageCategory: current.claims.ageCategory,
        method: current.claims.method,
        expiresAt: current.claims.exp,
        message: 'Age verified.',
      },
      cookies: binding ? [fresh, clearSession] : [fresh],
    };
  }
  if (!binding) {
    return {
      status: {
        verified: false,
        state: 'unverified',
        message: sessionToken
          ? 'The verification session of this browser is invalid or expired; start a new one.'
          : 'No verification has been started in this browser.',
      },
      cookies: sessionToken ? [clearSession] : [],
    };
  }

  const evaluation = await evaluateBinding(request, ctx, binding);
  const cookies: string[] = [];
  if (evaluation.claims && binding.account) {
    // Bound to the account only when the same account is signed in now as when it started.
    const account = await signedInAccount(request, ctx);
    if (
      account === binding.account &&
      (await claimForAccount(ctx, binding.verificationId, account))
    ) {
      evaluation.claims.acct = account;
    }
  }
  if (evaluation.claims) {
    // The store starts keeping before the first token it vouches for (a shared store's first
    // use): tokens minted from here on never need confirming with the service.
    await storeSince(ctx.config.store, ctx.config.now);
    const token = await signGateToken(
      ctx.keys,
      TOKEN_AUDIENCE.verified,
      evaluation.claims,
      ctx.config.cookieMaxAge,
      ctx.config.now(),
    );
    cookies.push(
      serializeCookie(names.verified, token, {
        maxAge: ctx.config.cookieMaxAge,
        secure: names.secure,
      }),
      await freshCookie(
        ctx.keys,
        names,
        evaluation.claims.verificationId as string,
        ctx.config.revocationCheckInterval,
        ctx.config.now(),
      ),
    );
  }
  if (evaluation.terminal) cookies.push(clearSession);
  return { status: evaluation.status, cookies };
}

async function storedResult(
  ctx: HandlerContext,
  id: string,
): Promise<VerificationResult | undefined> {
  const raw = await ctx.config.store.get(storeKey.result(id));
  if (!raw) return undefined;
  try {
    const parsed = VerificationResultSchema.safeParse(JSON.parse(raw));
    return parsed.success && (parsed.data.status === 'PASS' || parsed.data.status === 'FAIL')
      ? parsed.data
      : undefined;
  } catch {
    return undefined;
  }
}

function failed(id: string, reason: GateFailureReason): Evaluation {
  return {
    status: {
      verified: false,
      state: 'failed',
      verificationId: id,
      failureReason: reason,
      message: gateFailureMessage(reason),
    },
    terminal: true,
  };
}
