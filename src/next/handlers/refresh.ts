import { RETURN_TO_PARAM } from '../../protocol/gate-api';
import { safeReturnTo } from '../../protocol/safe-return-to';
import { checkAgeVerification } from '../check-age-verification';
import { gateCookieNames, serializeCookie } from '../cookies';
import { freshCookie } from '../fresh-cookie';
import { redirect } from '../http';
import { appLocation, requestOrigin } from '../request-origin';
import type { HandlerContext } from './handler-context';

/**
 * `GET {basePath}/refresh?returnTo=…` — where the proxy sends a browser whose verified cookie
 * has gone `revocationCheckInterval` without a revocation check.
 *
 * 1. The full check, with the store's revocations (as the server guard does it).
 * 2. Still verified: a new fresh cookie, and back to `returnTo` (a same-origin path).
 * 3. Revoked, expired or forged: the verified cookie is deleted and the browser goes to the
 *    gate page, which offers a new verification.
 *
 * It changes nothing but this browser's own cookies, so a cross-site link to it is harmless.
 */
export async function refresh(request: Request, ctx: HandlerContext): Promise<Response> {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get(RETURN_TO_PARAM), '/');
  const names = gateCookieNames(requestOrigin(request));
  const result = await checkAgeVerification(request, ctx.check);
  if (result.verified) {
    const fresh = await freshCookie(
      ctx.keys,
      names,
      result.claims.verificationId,
      ctx.config.revocationCheckInterval,
      ctx.config.now(),
    );
    return redirect(appLocation(returnTo, request, ctx.config), [fresh]);
  }
  const gate = `${ctx.config.gatePath}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
  const clear = [names.verified, names.fresh].map((name) =>
    serializeCookie(name, '', { maxAge: 0, secure: names.secure }),
  );
  return redirect(appLocation(gate, request, ctx.config), result.reason === 'missing' ? [] : clear);
}
