import { invalidInput } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { authorizationRequest, readWalletRequest, unsignedRequestObject } from './wallet-request';

/**
 * The `request-object` action, the QR code's `request_uri`: the wallet fetches the Authorization
 * Request (unsigned, `redirect_uri:` client id).
 */
export async function serveRequestObject(call: MethodCall): Promise<MethodActionResult> {
  const state = call.url.searchParams.get('state');
  const request = await readWalletRequest(call.deps.ctx, state);
  if (!request || request.data.channel !== 'direct_post') {
    throw invalidInput('this wallet request is unknown, used or expired: scan the QR code again');
  }
  const jwt = unsignedRequestObject(
    await authorizationRequest(call.deps.ctx.config.publicUrl, state!, request.data),
  );
  return new Response(jwt, {
    headers: {
      'content-type': 'application/oauth-authz-req+jwt',
      'cache-control': 'no-store',
    },
  });
}
