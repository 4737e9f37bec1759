'use server';

import type { ActionResult } from '../actions/action-result';
import { field, runAction } from '../actions/run-action';
import { createProductOidcClient, deleteProductOidcClient } from './product-oidc-clients';

// Server functions of the product page's OpenID clients section: thin bindings, like the
// console's own (runAction checks the session and CSRF token; the operation, ownership).

export async function createOidcClientAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    const created = await createProductOidcClient(deps, account, field(data, 'productId'), {
      mode: field(data, 'mode'),
      name: field(data, 'name'),
      redirectUris: field(data, 'redirectUris'),
      thresholds: field(data, 'thresholds'),
      mayCreate: field(data, 'mayCreate') === 'on',
    });
    return created.secret
      ? {
          ok: true,
          message:
            'Copy the client secret now: it is shown only this once. Keep it on your server (create requests need it).',
          secret: created.secret,
          lines: created.settings,
        }
      : {
          ok: true,
          message: 'Client registered. Your app needs these settings:',
          lines: created.settings,
        };
  });
}

export async function deleteOidcClientAction(_: unknown, form: unknown): Promise<ActionResult> {
  return runAction(form, async ({ deps, account }, data) => {
    await deleteProductOidcClient(deps, account, field(data, 'productId'), field(data, 'clientId'));
    return { ok: true, message: 'Deleted.' };
  });
}
