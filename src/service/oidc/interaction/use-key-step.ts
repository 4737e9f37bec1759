import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { authenticationOptions } from '../../methods/age-key/keys/start-authentication';
import { verifyAssertion } from '../../methods/age-key/keys/verify-assertion';
import { getProduct } from '../../products/products';
import { OIDC_BASE_PATH } from '../oidc-paths';
import { acceptedVouchers } from '../vouching/accepted-vouchers';
import { AGE_THRESHOLDS_CLAIM, requestedThresholds } from '../use/age-thresholds';
import { OIDC_PAGE_HEADERS } from '../page-headers';
import { interactionPage } from './interaction-page';
import {
  json,
  parseClaims,
  readResponse,
  refusalMessage,
  refused,
  type InteractionContext,
  type InteractionStep,
} from './interaction-kit';

/**
 * The use issuer's step: the page says what the site asks; the person's key answers an
 * assertion (the widget's `authenticationOptions` and `verifyAssertion`: user verification,
 * counter, revocation, and the vouchers the client's product accepts — a key vouched for by
 * anyone else is refused as unknown); the key becomes the signed-in account, granted
 * `age_thresholds` only.
 */
export async function useKeyStep(
  ctx: ServiceContext,
  ic: InteractionContext,
  step: Exclude<InteractionStep, 'abort'>,
): Promise<Response> {
  const { details, client, binding, basePath } = ic;
  const clientId = client.client_id;
  const asked = requestedThresholds(
    parseClaims(details.params.claims),
    JSON.parse(client.thresholds) as number[],
  );
  if (step === 'page') {
    return new Response(
      interactionPage({
        issuer: 'use',
        basePath,
        assetsPath: `${OIDC_BASE_PATH}/use/assets`,
        clientName: client.name,
        productName: (await getProduct(ctx.db, client.product_id))?.name ?? client.name,
        testMode: client.mode === 'test',
        locale: ic.locale,
        thresholds: asked?.ok ? asked.thresholds : [],
      }),
      { status: 200, headers: OIDC_PAGE_HEADERS },
    );
  }
  if (step === 'options') {
    return json(200, { options: await authenticationOptions(ctx, 'verify', binding) });
  }
  const response = readResponse<AuthenticationResponseJSON>(ic.body);
  if (!response) return refused('INVALID_INPUT', 'post {"response": <the WebAuthn assertion>}');
  const product = await getProduct(ctx.db, client.product_id);
  const assertion = await verifyAssertion(
    ctx,
    {
      verificationId: binding,
      allowedOrigins: [],
      // The client's product decides whose keys count, exactly as its widget does.
      acceptsVoucher: product ? acceptedVouchers(ctx.db, product) : () => Promise.resolve(false),
    },
    'verify',
    response,
  );
  if (!assertion.verified) {
    return refused('AGE_KEY_REFUSED', refusalMessage(assertion.reason), 400, {
      reason: assertion.reason,
    });
  }
  const grant = new ic.provider.Grant({ accountId: assertion.key.credential_id, clientId });
  grant.addOIDCScope('openid');
  grant.addOIDCClaims([AGE_THRESHOLDS_CLAIM]);
  const grantId = await grant.save();
  return ic.finishWith({ login: { accountId: assertion.key.credential_id }, consent: { grantId } });
}
