import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidInput } from '../errors/service-error';
import { validateWebhookUrl, type WebhookRules } from '../webhooks/validate-webhook-url';
import {
  generateWebhookSecret,
  SECRET_ROTATION_OVERLAP_MS,
} from '../webhooks/endpoints/webhook-secret';

export { SECRET_ROTATION_OVERLAP_MS };

/**
 * Sets a product's webhook URL and/or secret for one mode. `rotateSecret` generates a new secret
 * and keeps the old one signing for the overlap period. The URL must pass the webhook URL rules;
 * `rules.allowLoopback` is the operator's `OFAGE_ALLOW_LOOPBACK_WEBHOOKS` (test mode only).
 */
export async function setWebhookEndpoint(
  db: Kysely<Database>,
  productId: string,
  mode: 'test' | 'live',
  change: { url?: string | null; secret?: string; rotateSecret?: boolean },
  now: number,
  rules: WebhookRules = {},
): Promise<{ url: string | null; secret: string }> {
  const current = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .executeTakeFirst();
  if (!current) throw invalidInput('unknown product');
  let url = current.url;
  if (change.url !== undefined) {
    if (change.url === null || change.url === '') url = null;
    else {
      const check = validateWebhookUrl(change.url, mode, rules);
      if (!check.ok) throw invalidInput(check.message);
      url = check.url.toString();
    }
  }
  let secret = current.secret;
  let previous = current.previous_secret;
  let previousExpires = current.previous_secret_expires_at;
  if (change.secret !== undefined) {
    if (change.secret.length < 16)
      throw invalidInput('a webhook secret must be at least 16 characters');
    secret = change.secret;
  } else if (change.rotateSecret) {
    previous = current.secret;
    previousExpires = now + SECRET_ROTATION_OVERLAP_MS;
    secret = generateWebhookSecret();
  }
  await db
    .updateTable('webhook_endpoints')
    .set({
      url,
      secret,
      previous_secret: previous,
      previous_secret_expires_at: previousExpires,
      updated_at: now,
    })
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .execute();
  return { url, secret };
}
