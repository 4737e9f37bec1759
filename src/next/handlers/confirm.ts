import { gateError, isSameOriginRequest, json } from '../http';
import { confirmBrowser } from './confirm-verification';
import type { HandlerContext } from './handler-context';

/**
 * `POST {basePath}/confirm` — asks the service (get-status, or a stored signed webhook) about
 * the verification bound to this browser. On a PASS that meets the gate's requirement it sets
 * the verified cookie; otherwise the answer says why the gate stays closed.
 */
export async function confirm(request: Request, ctx: HandlerContext): Promise<Response> {
  if (!isSameOriginRequest(request, ctx.config)) {
    return gateError(
      'FORBIDDEN_ORIGIN',
      'Confirm can only be called from this site’s own pages.',
      403,
    );
  }
  const { status, cookies } = await confirmBrowser(request, ctx);
  return json(status, 200, cookies);
}
