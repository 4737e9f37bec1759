'use server';

import { headers } from 'next/headers';
import { changePassword } from '../account-password';
import { createAccount } from '../accounts';
import { clientIp } from '../auth-options';
import { createProductKey, revokeProductKey } from '../api-keys';
import { ConsoleError } from '../console-error';
import { replayProductDelivery, retryProductDelivery } from '../deliveries';
import { methodOverridesFromForm, updateMethodOverrides } from '../method-overrides';
import { createOwnedProduct, updateProductSettings } from '../product-settings';
import { revokeVerification } from '../verifications';
import {
  revealWebhookSecret,
  rotateWebhookSecret,
  sendProductTestWebhook,
  setWebhookUrl,
} from '../webhook-settings';
import { getService } from '../../service-registry';
import type { ActionResult } from './action-result';
import { field, runAction } from './run-action';

// Server functions of the console forms. Each is a thin binding: runAction checks the session
// and CSRF token, the operation checks that the account owns the product.

export async function signUpAction(_: ActionResult | null, form: FormData): Promise<ActionResult> {
  const service = await getService();
  try {
    await createAccount(service.ctx, {
      email: field(form, 'email'),
      password: field(form, 'password'),
    });
    return { ok: true, message: 'Account created.' };
  } catch (err) {
    if (err instanceof ConsoleError) return { ok: false, error: err.message };
    throw err;
  }
}

export async function changePasswordAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account, sessionId }) => {
    if (field(form, 'newPassword') !== field(form, 'confirmPassword')) {
      return { ok: false, error: 'The new password and its confirmation differ.' };
    }
    await changePassword(deps.ctx, account, {
      currentPassword: field(form, 'currentPassword'),
      newPassword: field(form, 'newPassword'),
      ip: clientIp(Object.fromEntries(await headers())),
      keepSessionId: sessionId,
    });
    return { ok: true, message: 'Password changed. Your other sessions have been signed out.' };
  });
}

export async function createProductAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const product = await createOwnedProduct(deps, account, { name: field(form, 'name') });
    return { ok: true, message: 'Created.', redirectTo: `/console/products/${product.id}` };
  });
}

export async function updateProductAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    await updateProductSettings(deps, account, field(form, 'productId'), {
      name: field(form, 'name'),
      allowedOrigins: field(form, 'allowedOrigins'),
      enabledMethods: form.getAll('enabledMethods').map(String) as never,
      passIfOver: field(form, 'passIfOver'),
      failIfUnder: field(form, 'failIfUnder'),
      retentionDays: field(form, 'retentionDays'),
      allowDob: field(form, 'allowDob'),
    });
    return { ok: true, message: 'Saved.' };
  });
}

export async function updateMethodOverridesAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    await updateMethodOverrides(
      deps,
      account,
      field(form, 'productId'),
      methodOverridesFromForm(form),
    );
    return { ok: true, message: 'Saved.' };
  });
}

export async function createKeyAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const { key } = await createProductKey(deps, account, field(form, 'productId'), {
      mode: field(form, 'mode'),
      name: field(form, 'name'),
    });
    return {
      ok: true,
      message: 'Copy the key now: it is shown only this once.',
      secret: key,
    };
  });
}

export async function revokeKeyAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    await revokeProductKey(deps, account, field(form, 'productId'), field(form, 'keyId'));
    return { ok: true, message: 'Revoked.' };
  });
}

export async function setWebhookUrlAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const url = await setWebhookUrl(
      deps,
      account,
      field(form, 'productId'),
      field(form, 'mode'),
      field(form, 'url'),
    );
    return { ok: true, message: url ? 'Webhook URL saved.' : 'Webhook URL removed.' };
  });
}

export async function revealSecretAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => ({
    ok: true,
    secret: await revealWebhookSecret(deps, account, field(form, 'productId'), field(form, 'mode')),
  }));
}

export async function rotateSecretAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    await rotateWebhookSecret(deps, account, field(form, 'productId'), field(form, 'mode'));
    return {
      ok: true,
      message: 'New secret generated. The previous one keeps signing for 24 hours.',
    };
  });
}

export async function testWebhookAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const r = await sendProductTestWebhook(
      deps,
      account,
      field(form, 'productId'),
      field(form, 'mode'),
    );
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

export async function retryDeliveryAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    await retryProductDelivery(deps, account, field(form, 'productId'), field(form, 'eventId'));
    return { ok: true, message: 'Queued: it is sent within a second.' };
  });
}

export async function replayDeliveryAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const id = await replayProductDelivery(
      deps,
      account,
      field(form, 'productId'),
      field(form, 'eventId'),
    );
    return { ok: true, message: `Replayed as ${id}.` };
  });
}

export async function revokeVerificationAction(
  _: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }) => {
    const r = await revokeVerification(
      deps,
      account,
      field(form, 'productId'),
      field(form, 'verificationId'),
      field(form, 'reason'),
    );
    return {
      ok: true,
      message: r.webhookEventId
        ? 'Revoked: a Verification.Revoke webhook is on its way.'
        : 'Revoked. No webhook URL is set for this mode, so no webhook was sent.',
    };
  });
}
