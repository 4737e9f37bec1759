import { TOKEN_AUDIENCE } from '../gate-token';
import { gateError, json, readJsonObject } from '../http';
import { evaluateBinding } from './confirm-verification';
import type { HandlerContext } from './handler-context';
import { notConfigured } from './mobile-session';
import { readSessionBinding } from './session-binding';

/**
 * `POST {basePath}/mobile/confirm` `{ sessionToken }` — the result of a native app's session,
 * confirmed with get-status (or a stored signed webhook). The token must belong to the user
 * `mobile.authenticate` names now: a token leaked to another account confirms nothing.
 */
export async function mobileConfirm(request: Request, ctx: HandlerContext): Promise<Response> {
  const mobile = ctx.config.mobile;
  if (!mobile) return notConfigured();
  const subject = await mobile.authenticate(request);
  if (!subject)
    return gateError(
      'UNAUTHORIZED',
      'Sign in first: mobile.authenticate refused the request.',
      401,
    );
  const read = await readJsonObject(request);
  if ('refused' in read) return read.refused;
  const body = read.body;
  const token = typeof body?.sessionToken === 'string' ? body.sessionToken : undefined;
  const binding = await readSessionBinding(ctx, TOKEN_AUDIENCE.mobile, token);
  if (!binding) {
    return gateError(
      'NO_SESSION',
      'sessionToken is missing, invalid or expired; start a new session.',
      400,
    );
  }
  if (binding.subject !== subject) {
    return gateError('SESSION_MISMATCH', 'This session belongs to another user.', 403);
  }
  const { status } = await evaluateBinding(request, ctx, binding);
  return json(status);
}
