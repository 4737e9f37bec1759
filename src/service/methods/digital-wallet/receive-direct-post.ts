import { invalidInput } from '../../errors/service-error';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { presentCredential } from './present-credential';
import { readVpToken } from './read-vp-token';
import { takeWalletRequest } from './wallet-request';

/**
 * The `response` action, the `response_uri` of `direct_post` (OpenID4VP 1.0 §8.2): the wallet's
 * form post.
 */
export async function receiveDirectPost(call: MethodCall): Promise<MethodActionResult> {
  const form = await call.body.form();
  const taken = await takeWalletRequest(call.deps.ctx, form.get('state'));
  if (!taken || taken.data.channel !== 'direct_post') {
    throw invalidInput('this wallet request is unknown, used or expired');
  }
  if (form.get('error') !== null) {
    // The person declined in the wallet (§8.5): nothing was shared, no attempt is counted.
    return methodJson(200, {});
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
