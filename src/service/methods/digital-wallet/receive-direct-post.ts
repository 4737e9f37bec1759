import { invalidInput } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { presentCredential } from './present-credential';
import { readVpToken } from './read-vp-token';
import {
  readWalletRequest,
  settleWalletRequestWithError,
  takeWalletRequest,
} from './wallet-request';

/**
 * The `response` action, the `response_uri` of `direct_post` (OpenID4VP 1.0 §8.2): the wallet's
 * form post.
 */
export async function receiveDirectPost(call: MethodCall): Promise<MethodActionResult> {
  const form = await call.body.form();
  const error = form.get('error');
  if (error !== null) {
    // The wallet answered an error (§8.5), `access_denied` when the person declined: nothing
    // was shared and no attempt is counted; the widget's poll tells the person.
    const open = await readWalletRequest(call.deps.ctx, form.get('state'));
    const settled =
      open?.data.channel === 'direct_post' &&
      (await settleWalletRequestWithError(
        call.deps.ctx,
        form.get('state'),
        typeof error === 'string' ? error.slice(0, 64) : 'invalid_request',
      ));
    if (!settled) throw invalidInput('this wallet request is unknown, used or expired');
    return methodJson(200, {});
  }
  const taken = await takeWalletRequest(call.deps.ctx, form.get('state'));
  if (!taken || taken.data.channel !== 'direct_post') {
    throw invalidInput('this wallet request is unknown, used or expired');
  }
  const outcome = await presentCredential(
    call.deps,
    { id: taken.verificationId, sessionHash: taken.data.sessionHash ?? null },
    'openid4vp-direct_post',
    (trust, now) =>
      readVpToken(form.get('vp_token'), {
        trust,
        request: taken.data,
        publicUrl: call.deps.ctx.config.publicUrl,
        state: String(form.get('state')),
        now,
      }),
  );
  return methodJson(200, { outcome: outcome.decision });
}
