'use server';

import { headers } from 'next/headers';
import { markActionStarted } from '../../http/action-calls';
import { requestClientAddress } from '../../http/client-stamp';
import { changePassword } from '../account-password';
import { updateAgeKeyProviders } from '../age-key-providers';
import { SIGN_UP_DONE, signUp } from '../accounts';
import { createProductKey, revokeProductKey } from '../api-keys';
import { ConsoleError } from '../console-error';
import { replayProductDelivery, retryProductDelivery } from '../deliveries';
import { updateFaceTestLiveness } from '../face-test-liveness';
import { updateIdSelfieMatch } from '../id-selfie-match';
import { methodOverridesFromForm, updateMethodOverrides } from '../method-overrides';
import { createOwnedProduct, updateProductSettings } from '../product-settings';
import { revokeVerification } from '../revoke-verification';
import {
  addProductWebhookEndpoint,
  removeProductWebhookEndpoint,
  revealEndpointSecret,
  rotateEndpointSecret,
  sendEndpointTestWebhook,
} from '../webhook-endpoints';
import {
  revealWebhookSecret,
  rotateWebhookSecret,
  sendProductTestWebhook,
  setWebhookUrl,
} from '../webhook-settings';
import { getService } from '../../service-registry';
import type { ActionResult } from './action-result';
import { field, isForm, MALFORMED_FORM, runAction } from './run-action';

// Server functions of the console forms. Each is a thin binding: runAction checks the session
// and CSRF token, the operation checks that the account owns the product.

export async function signUpAction(_: unknown, form: unknown): Promise<ActionResult> {
  markActionStarted();
  if (!isForm(form)) return MALFORMED_FORM;
  const service = await getService();
  try {
    await signUp(service.ctx, {
      email: field(form, 'email'),
      password: field(form, 'password'),
      ip: requestClientAddress(await headers(), service.clientStamp, service.ctx.config.trustProxy),
    });
    return { ok: true, message: SIGN_UP_DONE };
  } catch (err) {
    if (err instanceof ConsoleError) return { ok: false, error: err.message };
    throw err;
  }
}

export async function changePasswordAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account, sessionId }, data) => {
    if (field(data, 'newPassword') !== field(data, 'confirmPassword')) {
      return { ok: false, error: 'The new password and its confirmation differ.' };
    }
    await changePassword(deps.ctx, account, {
      currentPassword: field(data, 'currentPassword'),
      newPassword: field(data, 'newPassword'),
      ip: requestClientAddress(await headers(), deps.clientStamp, deps.ctx.config.trustProxy),
      keepSessionId: sessionId,
    });
    return { ok: true, message: 'Password changed. Your other sessions have been signed out.' };
  });
}

export async function createProductAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const product = await createOwnedProduct(deps, account, { name: field(data, 'name') });
    return { ok: true, message: 'Created.', redirectTo: `/console/products/${product.id}` };
  });
}

export async function updateProductAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await updateProductSettings(deps, account, field(data, 'productId'), {
      name: field(data, 'name'),
      liveOrigins: field(data, 'liveOrigins'),
      testOrigins: field(data, 'testOrigins'),
      enabledMethods: data.getAll('enabledMethods').map(String) as never,
      passIfOver: field(data, 'passIfOver'),
      failIfUnder: field(data, 'failIfUnder'),
      retentionDays: field(data, 'retentionDays'),
      allowDob: field(data, 'allowDob'),
      defaultLocale: field(data, 'defaultLocale'),
    });
    return { ok: true, message: 'Saved.' };
  });
}

export async function setAgeKeyProvidersAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await updateAgeKeyProviders(deps, account, field(data, 'productId'), {
      accept: field(data, 'accept'),
      providers: data.getAll('provider').map(String),
    });
    return { ok: true, message: 'Saved.' };
  });
}

export async function setFaceTestLivenessAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const off = field(data, 'testLivenessOff') === 'on';
    await updateFaceTestLiveness(deps, account, field(data, 'productId'), off);
    return { ok: true, message: 'Saved.' };
  });
}

export async function setIdSelfieMatchAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await updateIdSelfieMatch(deps, account, field(data, 'productId'), {
      test: data.get('selfieTest') === 'on',
      live: data.get('selfieLive') === 'on',
    });
    return { ok: true, message: 'Saved.' };
  });
}

export async function updateMethodOverridesAction(
  _: unknown,
  form: unknown,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await updateMethodOverrides(
      deps,
      account,
      field(data, 'productId'),
      methodOverridesFromForm(data),
    );
    return { ok: true, message: 'Saved.' };
  });
}

export async function createKeyAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const { key } = await createProductKey(deps, account, field(data, 'productId'), {
      mode: field(data, 'mode'),
      name: field(data, 'name'),
    });
    return {
      ok: true,
      message: 'Copy the key now: it is shown only this once.',
      secret: key,
    };
  });
}

export async function revokeKeyAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await revokeProductKey(deps, account, field(data, 'productId'), field(data, 'keyId'));
    return { ok: true, message: 'Revoked.' };
  });
}

export async function setWebhookUrlAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const url = await setWebhookUrl(
      deps,
      account,
      field(data, 'productId'),
      field(data, 'mode'),
      field(data, 'url'),
    );
    return { ok: true, message: url ? 'Webhook URL saved.' : 'Webhook URL removed.' };
  });
}

export async function addWebhookEndpointAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const endpoint = await addProductWebhookEndpoint(
      deps,
      account,
      field(data, 'productId'),
      field(data, 'mode'),
      { url: field(data, 'url'), label: field(data, 'label') },
    );
    return { ok: true, message: `Endpoint ${endpoint.id} added: reveal its secret below.` };
  });
}

export async function removeWebhookEndpointAction(
  _: unknown,
  form: unknown,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const removed = await removeProductWebhookEndpoint(
      deps,
      account,
      field(data, 'productId'),
      field(data, 'endpointId'),
    );
    return { ok: true, message: `Endpoint ${removed.id} removed.` };
  });
}

/** "Reveal secret": of one endpoint (`endpointId`), or of the mode's first endpoint. */
export async function revealSecretAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => ({
    ok: true,
    secret: field(data, 'endpointId')
      ? await revealEndpointSecret(
          deps,
          account,
          field(data, 'productId'),
          field(data, 'endpointId'),
        )
      : await revealWebhookSecret(deps, account, field(data, 'productId'), field(data, 'mode')),
  }));
}

/** "Rotate secret": of one endpoint (`endpointId`), or of the mode's first endpoint. */
export async function rotateSecretAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    if (field(data, 'endpointId'))
      await rotateEndpointSecret(
        deps,
        account,
        field(data, 'productId'),
        field(data, 'endpointId'),
      );
    else await rotateWebhookSecret(deps, account, field(data, 'productId'), field(data, 'mode'));
    return {
      ok: true,
      message: 'New secret generated. The previous one keeps signing for 24 hours.',
    };
  });
}

/** "Send test webhook": to one endpoint (`endpointId`), or to the mode's first endpoint. */
export async function testWebhookAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const r = field(data, 'endpointId')
      ? await sendEndpointTestWebhook(
          deps,
          account,
          field(data, 'productId'),
          field(data, 'endpointId'),
        )
      : await sendProductTestWebhook(deps, account, field(data, 'productId'), field(data, 'mode'));
    if (!r.ok) return { ok: false, error: r.message };
    const answer = (o: typeof r.valid) =>
      o.statusCode !== null
        ? `HTTP ${o.statusCode}${o.responseExcerpt ? ` "${o.responseExcerpt.slice(0, 120)}"` : ''}`
        : (o.error ?? 'no answer');
    return {
      ok: true,
      message: r.passed
        ? 'Your endpoint accepted the valid signature and refused the invalid one.'
        : 'Your endpoint should answer 2xx to the valid event and 401 to the invalid one.',
      lines: [`Valid signature → ${answer(r.valid)}`, `Invalid signature → ${answer(r.invalid)}`],
    };
  });
}

export async function retryDeliveryAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await retryProductDelivery(deps, account, field(data, 'productId'), field(data, 'eventId'));
    return { ok: true, message: 'Queued: it is sent within a second.' };
  });
}

export async function replayDeliveryAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const id = await replayProductDelivery(
      deps,
      account,
      field(data, 'productId'),
      field(data, 'eventId'),
    );
    return { ok: true, message: `Replayed as ${id}.` };
  });
}

export async function revokeVerificationAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const r = await revokeVerification(
      deps,
      account,
      field(data, 'productId'),
      field(data, 'verificationId'),
      field(data, 'reason'),
    );
    return {
      ok: true,
      message: r.webhookEventId
        ? 'Revoked: a Verification.Revoke webhook is on its way.'
        : 'Revoked. No webhook URL is set for this mode, so no webhook was sent.',
    };
  });
}
