import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';
import { generateWebhookSecret } from './webhook-secret';
import {
  findWebhookEndpoint,
  withoutSecrets,
  type WebhookEndpoint,
} from './list-webhook-endpoints';

/**
 * Removes one of a product's webhook endpoints; another product's endpoint is `NOT_FOUND`, like
 * an unknown id. Its events stay in the delivery log; one still pending is not sent (the
 * dispatcher finds no endpoint for it). The first endpoint of a mode loses its URL and gets a
 * new secret (its row stays: the previous release reads it), so whoever next fills that place
 * is not signed for with a secret another app held. Pass the caller's transaction.
 */
export async function removeWebhookEndpoint(
  db: Kysely<Database>,
  productId: string,
  endpointId: string,
  now: number,
): Promise<WebhookEndpoint> {
  const endpoint = await findWebhookEndpoint(db, productId, endpointId);
  if (!endpoint)
    throw new ServiceError('NOT_FOUND', `no webhook endpoint ${endpointId} on this product`);
  if (endpoint.first) {
    await db
      .updateTable('webhook_endpoints')
      .set({
        url: null,
        label: null,
        app_origin: null,
        secret: generateWebhookSecret(),
        previous_secret: null,
        previous_secret_expires_at: null,
        updated_at: now,
      })
      .where('product_id', '=', productId)
      .where('mode', '=', endpoint.mode)
      .execute();
  } else {
    await db
      .deleteFrom('extra_webhook_endpoints')
      .where('id', '=', endpoint.id)
      .where('product_id', '=', productId)
      .execute();
  }
  return withoutSecrets(endpoint);
}
