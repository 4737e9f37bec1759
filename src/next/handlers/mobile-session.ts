import type { CreateSessionResult } from '../../protocol/gate-api';
import { TOKEN_AUDIENCE } from '../gate-token';
import { gateError, json, readJsonObject } from '../http';
import { isOnAllowlist } from '../redirect-url';
import {
  limitSessions,
  requirementFor,
  withClientJurisdiction,
  type HandlerContext,
} from './handler-context';
import { signSessionBinding } from './session-binding';
import { siteOrigin } from '../request-origin';

/**
 * `POST {basePath}/mobile/session` — a verification session for a native app, which opens
 * `url` in a system browser component (spec display rule 2) and gets the result at its
 * `redirectUrl`.
 *
 * 1. The merchant's `mobile.authenticate(request)` decides who may call it (401 otherwise);
 *    a browser `Origin`, if any, must be this site's.
 * 2. `redirectUrl` must be on `mobile.redirectUrlAllowlist` (https or a custom scheme).
 * 3. The answer's `sessionToken` binds the id to the authenticated user; the app sends it to
 *    `mobile/confirm`.
 */
export async function mobileSession(request: Request, ctx: HandlerContext): Promise<Response> {
  const mobile = ctx.config.mobile;
  if (!mobile) return notConfigured();
  const origin = request.headers.get('origin');
  const own = siteOrigin(request, ctx.config);
  if (origin && origin !== own) {
    return gateError(
      'FORBIDDEN_ORIGIN',
      'Mobile sessions cannot be created from other sites.',
      403,
    );
  }
  const subject = await mobile.authenticate(request);
  if (!subject)
    return gateError(
      'UNAUTHORIZED',
      'Sign in first: mobile.authenticate refused the request.',
      401,
    );
  const limited = await limitSessions(request, ctx, `user:${subject}`);
  if (limited) return limited;

  const read = await readJsonObject(request);
  if ('refused' in read) return read.refused;
  const body = read.body;
  const redirectUrl = typeof body?.redirectUrl === 'string' ? body.redirectUrl : '';
  if (!isOnAllowlist(redirectUrl, mobile.redirectUrlAllowlist)) {
    return gateError(
      'INVALID_INPUT',
      'redirectUrl must be one of mobile.redirectUrlAllowlist (https or your app’s custom scheme).',
      400,
    );
  }
  let requirement = await requirementFor(request, ctx);
  if (body?.jurisdiction !== undefined && ctx.config.allowClientJurisdiction) {
    const chosen = withClientJurisdiction(requirement, body.jurisdiction);
    if ('refused' in chosen) return chosen.refused;
    requirement = chosen.requirement;
  }

  const session = await ctx.client.perform({
    jurisdiction: requirement.jurisdiction,
    criteria: requirement.criteria,
    options: { ...ctx.config.performOptions, redirectUrl },
  });
  const sessionToken = await signSessionBinding(ctx, TOKEN_AUDIENCE.mobile, {
    verificationId: session.id,
    subject,
    ...requirement,
  });
  const result: CreateSessionResult = {
    id: session.id,
    url: session.url,
    shortUrl: session.shortUrl,
    sessionToken,
  };
  return json(result);
}

export function notConfigured(): Response {
  return gateError(
    'NOT_FOUND',
    'Mobile sessions are not configured: pass mobile: { authenticate, redirectUrlAllowlist } to createAgeGate.',
    404,
  );
}
