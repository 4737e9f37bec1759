import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';
import { generateWebhookSecret, SECRET_ROTATION_OVERLAP_MS } from './webhook-secret';
import { findWebhookEndpoint, type WebhookEndpointWithSecrets } from './list-webhook-endpoints';

/**
 * Gives one endpoint a new signing secret; the old one keeps signing beside it for
 * `SECRET_ROTATION_OVERLAP_MS` (24 h), so the app can switch without refusing a webhook. Another
 * product's endpoint is `NOT_FOUND`. Answers the endpoint with its new secret, to be shown once.
 */
export async function rotateWebhookEndpointSecret(
  db: Kysely<Database>,
  productId: string,
  endpointId: string,
  now: number,
): Promise<WebhookEndpointWithSecrets> {
  const endpoint = await findWebhookEndpoint(db, productId, endpointId);
  if (!endpoint)
    throw new ServiceError('NOT_FOUND', `no webhook endpoint ${endpointId} on this product`);
  const change = {
    secret: generateWebhookSecret(),
    previous_secret: endpoint.secret,
    previous_secret_expires_at: now + SECRET_ROTATION_OVERLAP_MS,
    updated_at: now,
  };
  if (endpoint.first) {
    await db
      .updateTable('webhook_endpoints')
      .set(change)
      .where('product_id', '=', productId)
      .where('mode', '=', endpoint.mode)
      .execute();
  } else {
    await db
      .updateTable('extra_webhook_endpoints')
      .set(change)
      .where('id', '=', endpoint.id)
      .where('product_id', '=', productId)
      .execute();
  }
  return {
    ...endpoint,
    secret: change.secret,
    previousSecret: change.previous_secret,
    previousSecretExpiresAt: change.previous_secret_expires_at,
    updatedAt: now,
  };
}
