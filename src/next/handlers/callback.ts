import {
  GATE_OUTCOME_PARAM,
  GATE_REASON_PARAM,
  RETURN_TO_PARAM,
  type GateOutcome,
} from '../../protocol/gate-api';
import { safeReturnTo } from '../../protocol/safe-return-to';
import { checkAgeVerification } from '../check-age-verification';
import { gateCookieNames, readCookie } from '../cookies';
import { TOKEN_AUDIENCE } from '../gate-token';
import { redirect } from '../http';
import { confirmBrowser } from './confirm-verification';
import type { HandlerContext } from './handler-context';
import { readSessionBinding } from './session-binding';
import { appLocation, requestOrigin } from '../request-origin';

/**
 * `GET {basePath}/callback?verificationId=…&result=…&returnTo=…` — where the widget sends the
 * browser in the top-level (redirect) flow.
 *
 * 1. `verificationId` must be the id bound to this browser: a link carrying someone else's
 *    PASS opens nothing.
 * 2. `result` is ignored; get-status (or a stored signed webhook) decides.
 * 3. On PASS the browser goes to `returnTo`, which must be a same-origin relative path;
 *    otherwise back to the gate page, which shows why (a FAIL's reason travels in its URL:
 *    the session binding is cleared by then).
 */
export async function callback(request: Request, ctx: HandlerContext): Promise<Response> {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get(RETURN_TO_PARAM), '/');
  const home = (path: string) => appLocation(path, request, ctx.config);
  const toGate = (outcome: GateOutcome, cookies: string[] = [], reason?: string) => {
    const query = new URLSearchParams({
      [RETURN_TO_PARAM]: returnTo,
      [GATE_OUTCOME_PARAM]: outcome,
      ...(reason === undefined ? {} : { [GATE_REASON_PARAM]: reason }),
    });
    return redirect(home(`${ctx.config.gatePath}?${query}`), cookies);
  };

  const verificationId = url.searchParams.get('verificationId');
  const names = gateCookieNames(requestOrigin(request));
  const binding = await readSessionBinding(
    ctx,
    TOKEN_AUDIENCE.session,
    readCookie(request.headers.get('cookie'), names.session),
  );
  if (!binding || binding.verificationId !== verificationId) {
    // Never confirm an id this browser did not start. An already verified browser following
    // a stale link stays verified.
    const current = await checkAgeVerification(request, ctx.check);
    return current.verified ? redirect(home(returnTo)) : toGate('mismatch');
  }

  let confirmed;
  try {
    confirmed = await confirmBrowser(request, ctx);
  } catch (error) {
    console.error('[ofage] callback: confirmation failed', error);
    return toGate('error');
  }
  const { status, cookies } = confirmed;
  if (status.verified) return redirect(home(returnTo), cookies);
  if (status.state === 'pending') return toGate('pending', cookies);
  // The binding is cleared now: the gate page learns why from the URL, not from the server.
  return toGate('failed', cookies, status.failureReason);
}
