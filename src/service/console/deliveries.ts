import type { KeyMode } from '../keys/api-keys';
import { findVerification } from '../verifications/get-verification';
import { presentResult } from '../verifications/present-result';
import { getDelivery } from '../webhooks/get-delivery';
import { listDeliveries } from '../webhooks/list-deliveries';
import { replay } from '../webhooks/replay';
import { retryNow } from '../webhooks/retry-now';
import type { WebhookAttempt, WebhookDelivery } from '../webhooks/webhook-delivery';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError, notFound } from './console-error';
import { ownedProduct } from './owned-product';

/** The delivery log of an owned product, newest first (`before`: the last id of the page). */
export async function listProductDeliveries(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  options: { mode?: KeyMode; before?: string; limit?: number; endpointId?: string } = {},
): Promise<WebhookDelivery[]> {
  const product = await ownedProduct(deps.ctx, account, productId);
  return listDeliveries(deps.ctx.db, {
    productId: product.id,
    limit: options.limit ?? 50,
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.before ? { before: options.before } : {}),
    ...(options.endpointId ? { endpointId: options.endpointId } : {}),
  });
}

/** One delivery of an owned product with every attempt. */
export async function getProductDelivery(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  eventId: string,
): Promise<WebhookDelivery & { attempts: WebhookAttempt[] }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const delivery = await getDelivery(deps.ctx.db, String(eventId), product.id);
  if (!delivery) throw notFound('the webhook delivery');
  return delivery;
}

/** "Retry now": a pending or failed delivery is due at once. */
export async function retryProductDelivery(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  eventId: string,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  const result = await retryNow(deps.ctx.db, String(eventId), product.id, now);
  if (!result.ok) {
    if (result.code === 'not_found') throw notFound('the webhook delivery');
    throw new ConsoleError('INVALID_INPUT', result.message);
  }
  await recordAudit(
    deps.ctx.db,
    { account, productId: product.id, action: 'webhook.retried', detail: String(eventId) },
    now,
  );
  deps.dispatcher.nudge();
}

/**
 * "Replay": the same payload again as a new event (new id) to the current URL; except that a
 * `Verification.Result` of a verification revoked since carries its result as get-status answers
 * it now (FAIL with `revoked`), so a replay never tells a receiver PASS again.
 */
export async function replayProductDelivery(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  eventId: string,
): Promise<string> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  const result = await replay(deps.ctx.db, String(eventId), product.id, now, {
    currentPayload: async ({ eventType, verificationId }) => {
      if (eventType !== 'Verification.Result' || verificationId === null) return undefined;
      const row = await findVerification(deps.ctx, verificationId);
      if (!row || row.product_id !== product.id || row.revoked_at === null) return undefined;
      return JSON.stringify({ eventType, data: { ...presentResult(row), verificationId } });
    },
  });
  if (!result.ok) {
    if (result.code === 'not_found') throw notFound('the webhook delivery');
    throw new ConsoleError('INVALID_INPUT', result.message);
  }
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: product.id,
      action: 'webhook.replayed',
      detail: `${String(eventId)} → ${result.id}`,
    },
    now,
  );
  deps.dispatcher.nudge();
  return result.id;
}
