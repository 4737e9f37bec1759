import { verifyWebhook } from '../../client/verify-webhook';
import { gateError, json } from '../http';
import { storeKey } from '../store-key';
import type { HandlerContext } from './handler-context';

// The service retries for about three days; remember delivery ids a little longer.
const DELIVERY_TTL_SECONDS = 4 * 24 * 3600;

/**
 * `POST {basePath}/webhook` — the service's webhook deliveries.
 *
 * 1. Verify the raw body with either signature scheme and the 5-minute window; 401 otherwise.
 * 2. Dedupe by delivery id (`webhook-id`): retries of a delivery already handled answer 200.
 * 3. Store a final result by verification id, so confirming that id later needs no network
 *    call; a revocation (or a result that says `revoked`) marks its ids so they no longer open
 *    the gate.
 * 4. Call `onResult`. If it throws, forget the delivery id and answer 500 so the service
 *    retries.
 */
export async function webhook(request: Request, ctx: HandlerContext): Promise<Response> {
  const secrets = ctx.config.webhookSecrets;
  if (!secrets) {
    return gateError(
      'NOT_FOUND',
      'Webhooks are not configured: set OFAGE_WEBHOOK_SECRET (or webhookSecret) to the secret from the product’s webhook settings.',
      404,
    );
  }
  const verified = await verifyWebhook(request, secrets, { now: ctx.config.now });
  if (!verified.verified) {
    if (verified.reason === 'body-too-large') {
      return gateError('PAYLOAD_TOO_LARGE', 'The webhook body is too large.', 413);
    }
    return gateError('UNAUTHORIZED', `Webhook rejected: ${verified.reason}.`, 401);
  }

  const store = ctx.config.store;
  const deliveryKey = storeKey.delivery(verified.id);
  if (!(await store.setIfAbsent(deliveryKey, '1', DELIVERY_TTL_SECONDS))) {
    return json({ received: true, duplicate: true });
  }
  const { event } = verified;
  try {
    if (event.eventType === 'Verification.Result') {
      // A result sent after a revocation (a replay) says so: it closes the gate like the
      // revocation itself.
      if (event.data.revoked) {
        await store.set(storeKey.revoked(event.data.id), '1', ctx.config.cookieMaxAge);
      }
      if (event.data.status === 'PASS' || event.data.status === 'FAIL') {
        await store.set(
          storeKey.result(event.data.id),
          JSON.stringify(event.data),
          ctx.config.sessionMaxAge * 2,
        );
      }
      await ctx.config.onResult?.(event.data, event);
    } else if (event.eventType === 'Verification.Revoke') {
      for (const { id } of event.data.verifications) {
        await store.set(storeKey.revoked(id), '1', ctx.config.cookieMaxAge);
        await store.delete(storeKey.result(id));
      }
    }
  } catch (error) {
    await store.delete(deliveryKey);
    console.error('[ofage] webhook: handling the event failed; the service will retry', error);
    return gateError('SERVICE_ERROR', 'Handling the event failed; retry later.', 500);
  }
  return json({ received: true });
}
