import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { registrationOptions } from '../../methods/age-key/keys/start-registration';
import { verifyNewCredential } from '../../methods/age-key/keys/finish-registration';
import { getProduct } from '../../products/products';
import { readAuthorizationDetails } from '../create/authorization-details';
import { verificationUsed } from '../create/verification-ids';
import { OIDC_BASE_PATH } from '../oidc-paths';
import { OIDC_PAGE_HEADERS } from '../page-headers';
import { interactionPage } from './interaction-page';
import {
  json,
  messagePage,
  readResponse,
  refusalMessage,
  refused,
  type InteractionContext,
  type InteractionStep,
} from './interaction-kit';
import { saveCreatedKey } from './save-created-key';

/**
 * The create issuer's step: the page says what the site verified; the person's device makes a
 * passkey (the widget's `registrationOptions` and `verifyNewCredential`); it is saved with the
 * floor the client reported — once per verification — and becomes the signed-in account.
 */
export async function createKeyStep(
  ctx: ServiceContext,
  ic: InteractionContext,
  step: Exclude<InteractionStep, 'abort'>,
): Promise<Response> {
  const { details, client, binding, basePath } = ic;
  const clientId = client.client_id;
  const read = readAuthorizationDetails(details.params.authorization_details, ctx.now(), false);
  if (!read.ok) return refused('INVALID_REQUEST', read.message);
  if (await verificationUsed(ctx, clientId, read.detail.verificationId)) {
    const message = 'an age key was already saved from this verification: go back to the site';
    return step === 'page' ? messagePage(ic.locale, 'used') : refused('ALREADY_USED', message);
  }
  if (step === 'page') {
    return new Response(
      interactionPage({
        issuer: 'create',
        basePath,
        assetsPath: `${OIDC_BASE_PATH}/create/assets`,
        clientName: client.name,
        productName: (await getProduct(ctx.db, client.product_id))?.name ?? client.name,
        testMode: client.mode === 'test',
        locale: ic.locale,
        thresholds: [],
        floor: read.detail.floor,
      }),
      { status: 200, headers: OIDC_PAGE_HEADERS },
    );
  }
  if (step === 'options') {
    return json(200, { options: await registrationOptions(ctx, binding) });
  }
  const response = readResponse<RegistrationResponseJSON>(ic.body);
  if (!response) return refused('INVALID_INPUT', 'post {"response": <the WebAuthn registration>}');
  const checked = await verifyNewCredential(
    ctx,
    { bindingId: binding, allowedOrigins: [] },
    response,
  );
  if (!checked.verified) {
    return refused('AGE_KEY_REFUSED', refusalMessage(checked.reason), 400, {
      reason: checked.reason,
    });
  }
  const saved = await saveCreatedKey(ctx, checked.credential, read.detail, clientId);
  if (saved === 'not-allowed') {
    return refused('NOT_ALLOWED', 'this site may not create age keys: go back to the site');
  }
  if (saved === 'already-used') {
    return refused(
      'ALREADY_USED',
      'an age key was already saved from this verification, or this passkey is one',
    );
  }
  const grant = new ic.provider.Grant({ accountId: checked.credential.id, clientId });
  grant.addOIDCScope('openid');
  const grantId = await grant.save();
  return ic.finishWith({ login: { accountId: checked.credential.id }, consent: { grantId } });
}
