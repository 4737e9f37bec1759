import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../errors/service-error';
import { generateWebhookSecret } from './webhook-secret';
import { validateWebhookUrl, type WebhookRules } from '../validate-webhook-url';
import {
  listWebhookEndpoints,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointWithSecrets,
} from './list-webhook-endpoints';

/** Longest label an endpoint may have. */
export const MAX_ENDPOINT_LABEL = 100;

export interface NewWebhookEndpoint {
  productId: string;
  mode: 'test' | 'live';
  url: string;
  label?: string | undefined;
  /** The origin of the app that registered it (`register-app`). */
  appOrigin?: string | undefined;
}

/**
 * Adds a webhook endpoint to a product's mode, unless one of that mode already has this URL:
 * then that one is answered with `added: false` and nothing changes (registering the same app
 * twice is harmless). Pass the caller's transaction, which the caller audits in.
 *
 * The URL must pass the mode's webhook URL rules (`validateWebhookUrl`: live URLs are public
 * https). At most `MAX_WEBHOOK_ENDPOINTS` per product and mode. The first endpoint of a mode is
 * the `webhook_endpoints` row (which the previous release reads): a mode without one gets it
 * there, keeping the row's secret; every other endpoint gets a fresh secret of its own.
 *
 * Concurrent adds to the same product and mode are serialised by a no-op update of its
 * `webhook_endpoints` row (a row lock on PostgreSQL; SQLite has one writer at a time).
 *
 * @example `src/service/cli/commands/webhooks-add.ts`
 * ```ts
 * const { endpoint, added } = await addWebhookEndpoint(trx, { productId, mode, url }, now, rules);
 * ```
 */
export async function addWebhookEndpoint(
  db: Kysely<Database>,
  input: NewWebhookEndpoint,
  now: number,
  rules: WebhookRules = {},
): Promise<{ endpoint: WebhookEndpointWithSecrets; added: boolean }> {
  const { productId, mode } = input;
  const check = validateWebhookUrl(input.url, mode, rules);
  if (!check.ok) throw invalidInput(check.message);
  const url = check.url.toString();
  const label = input.label?.trim() || null;
  if (label !== null && label.length > MAX_ENDPOINT_LABEL)
    throw invalidInput(`a webhook endpoint's label has at most ${MAX_ENDPOINT_LABEL} characters`);

  const locked = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw invalidInput('unknown product');

  const endpoints = await listWebhookEndpoints(db, productId, mode);
  const same = endpoints.find((e) => e.url === url);
  if (same) return { endpoint: same, added: false };
  if (endpoints.length >= MAX_WEBHOOK_ENDPOINTS) {
    throw invalidInput(
      `this product already has ${MAX_WEBHOOK_ENDPOINTS} ${mode}-mode webhook endpoints, the most it may have: remove one first (console → Developers, or \`ofage webhooks remove <endpoint id>\`)`,
    );
  }

  const appOrigin = input.appOrigin ?? null;
  if (!endpoints.some((e) => e.first)) {
    await db
      .updateTable('webhook_endpoints')
      .set({ url, label, app_origin: appOrigin, updated_at: now })
      .where('product_id', '=', productId)
      .where('mode', '=', mode)
      .execute();
  } else {
    await db
      .insertInto('extra_webhook_endpoints')
      .values({
        id: `we_${randomBytes(12).toString('hex')}`,
        product_id: productId,
        mode,
        url,
        secret: generateWebhookSecret(),
        previous_secret: null,
        previous_secret_expires_at: null,
        label,
        app_origin: appOrigin,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const after = await listWebhookEndpoints(db, productId, mode);
  const endpoint = after.find((e) => e.url === url);
  if (!endpoint) throw new Error('a webhook endpoint was not there right after it was added');
  return { endpoint, added: true };
}
