import { GATE_ROUTES, RETURN_TO_PARAM, type CreateSessionResult } from '../../protocol/gate-api';
import { safeReturnTo } from '../../protocol/safe-return-to';
import { gateCookieNames, serializeCookie } from '../cookies';
import { TOKEN_AUDIENCE } from '../gate-token';
import { gateError, isSameOriginRequest, json, readJsonObject } from '../http';
import { applyClientJurisdiction, requirementFor, type HandlerContext } from './handler-context';
import { signSessionBinding } from './session-binding';
import { requestOrigin } from '../request-origin';

/**
 * `POST {basePath}/session` — creates a verification session for this browser, on the user's
 * click in `<AgeGate>`.
 *
 * 1. Only this app's own pages may call it (`Origin`), so another site cannot start sessions
 *    in a visitor's name.
 * 2. Jurisdiction and criteria come from the merchant's config or resolver; the browser's
 *    `jurisdiction` is used only with `allowClientJurisdiction`.
 * 3. perform is called with the callback as `redirectUrl`, for the top-level flow.
 * 4. The new id is bound to this browser by a signed httpOnly cookie.
 */
export async function createSession(request: Request, ctx: HandlerContext): Promise<Response> {
  if (!isSameOriginRequest(request, ctx.config.appOrigin)) {
    return gateError(
      'FORBIDDEN_ORIGIN',
      'Sessions can only be created from this site’s own pages. Behind a proxy that changes the host, set OFAGE_APP_URL.',
      403,
    );
  }
  const body = await readJsonObject(request);
  if (body === null)
    return gateError('INVALID_INPUT', 'The body must be a small JSON object.', 400);

  const requirement = await requirementFor(request, ctx);
  if (body?.jurisdiction !== undefined) {
    if (!ctx.config.allowClientJurisdiction) {
      return gateError(
        'INVALID_INPUT',
        'jurisdiction is chosen by the server; set allowClientJurisdiction: true in createAgeGate to let the browser choose it.',
        400,
      );
    }
    const refused = applyClientJurisdiction(requirement, body.jurisdiction);
    if (refused) return refused;
  }

  const returnTo = safeReturnTo(body?.returnTo, '/');
  const origin = ctx.config.appOrigin ?? requestOrigin(request);
  const callback = new URL(`${ctx.config.basePath}/${GATE_ROUTES.callback}`, origin);
  callback.searchParams.set(RETURN_TO_PARAM, returnTo);

  const session = await ctx.client.perform({
    jurisdiction: requirement.jurisdiction,
    criteria: requirement.criteria,
    options: { ...ctx.config.performOptions, redirectUrl: callback.href },
  });

  const names = gateCookieNames(requestOrigin(request));
  const binding = await signSessionBinding(ctx, TOKEN_AUDIENCE.session, {
    verificationId: session.id,
    ...requirement,
  });
  const result: CreateSessionResult = {
    id: session.id,
    url: session.url,
    shortUrl: session.shortUrl,
  };
  return json(result, 200, [
    serializeCookie(names.session, binding, {
      maxAge: ctx.config.sessionMaxAge,
      secure: names.secure,
    }),
  ]);
}
