import { ServiceError } from '../errors/service-error';
import type { KeyMode } from '../keys/api-keys';
import { addWebhookEndpoint } from '../webhooks/endpoints/add-webhook-endpoint';
import {
  findWebhookEndpoint,
  listWebhookEndpoints,
  type WebhookEndpoint,
  type WebhookEndpointWithSecrets,
} from '../webhooks/endpoints/list-webhook-endpoints';
import { removeWebhookEndpoint } from '../webhooks/endpoints/remove-webhook-endpoint';
import { rotateWebhookEndpointSecret } from '../webhooks/endpoints/rotate-webhook-endpoint-secret';
import { sendTestWebhook, type SendTestWebhookResult } from '../webhooks/send-test-webhook';
import type { Account } from './accounts';
import { parseMode } from './api-keys';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError, notFound } from './console-error';
import { ownedProduct } from './owned-product';

/** What the Developers page shows of an endpoint: never its secret. */
export interface WebhookEndpointSettings extends WebhookEndpoint {
  /** `whsec_…` + the last four characters, to tell secrets apart. */
  secretHint: string;
  /** While a rotation's overlap lasts, the old secret still signs until then. */
  previousSecretExpiresAt: number | null;
}

/** The webhook endpoints of an owned product's mode, the first one first. */
export async function listWebhookEndpointSettings(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: KeyMode,
): Promise<WebhookEndpointSettings[]> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  return (await listWebhookEndpoints(deps.ctx.db, product.id, mode)).map((e) => {
    const { secret, previousSecret, previousSecretExpiresAt, ...shown } = e;
    return { ...shown, ...secretsShown(secret, previousSecret, previousSecretExpiresAt, now) };
  });
}

/**
 * What the console shows of an endpoint's secrets: a hint of the current one (`whsec_…` + its
 * last four characters) and, while a rotation's overlap lasts, until when the old one signs.
 */
export function secretsShown(
  secret: string,
  previousSecret: string | null,
  previousSecretExpiresAt: number | null,
  now: number,
): { secretHint: string; previousSecretExpiresAt: number | null } {
  return {
    secretHint: `${secret.slice(0, 6)}…${secret.slice(-4)}`,
    previousSecretExpiresAt:
      previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > now
        ? previousSecretExpiresAt
        : null,
  };
}

/** An endpoint of an owned product; another product's is not found, like an unknown one. */
async function ownedEndpoint(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecrets> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const endpoint = await findWebhookEndpoint(deps.ctx.db, product.id, endpointId);
  if (!endpoint) throw notFound('the webhook endpoint');
  return endpoint;
}

/**
 * "Add endpoint": another app's webhook URL, with a secret of its own (checked by the mode's URL
 * rules: live URLs are public https). A URL the mode already has is refused, naming its endpoint.
 */
export async function addProductWebhookEndpoint(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  modeInput: unknown,
  input: { url: string; label: string },
): Promise<WebhookEndpoint> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const mode = parseMode(modeInput);
  const now = deps.ctx.now();
  const result = await deps.ctx.db
    .transaction()
    .execute(async (trx) => {
      const added = await addWebhookEndpoint(
        trx,
        { productId: product.id, mode, url: input.url.trim(), label: input.label },
        now,
        { allowLoopback: deps.ctx.config.allowLoopbackWebhooks },
      );
      if (added.added) {
        await recordAudit(
          trx,
          {
            account,
            productId: product.id,
            action: 'webhook.endpoint_added',
            detail: `${mode}: ${added.endpoint.id} ${added.endpoint.url}`,
          },
          now,
        );
      }
      return added;
    })
    .catch((err: unknown) => {
      throw err instanceof ServiceError && err.code === 'INVALID_INPUT'
        ? new ConsoleError('INVALID_INPUT', err.message)
        : err;
    });
  if (!result.added) {
    throw new ConsoleError(
      'INVALID_INPUT',
      `${result.endpoint.url} is already endpoint ${result.endpoint.id}`,
    );
  }
  return result.endpoint;
}

/** "Remove": the endpoint receives nothing more; its deliveries stay in the log. */
export async function removeProductWebhookEndpoint(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const endpoint = await ownedEndpoint(deps, account, productId, endpointId);
  const now = deps.ctx.now();
  return deps.ctx.db.transaction().execute(async (trx) => {
    const removed = await removeWebhookEndpoint(trx, endpoint.productId, endpoint.id, now);
    await recordAudit(
      trx,
      {
        account,
        productId: endpoint.productId,
        action: 'webhook.endpoint_removed',
        detail: `${removed.mode}: ${removed.id} ${removed.url}`,
      },
      now,
    );
    return removed;
  });
}

/** One endpoint's signing secret, on explicit request only; every reveal is audited. */
export async function revealEndpointSecret(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  endpointId: string,
): Promise<string> {
  const endpoint = await ownedEndpoint(deps, account, productId, endpointId);
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: endpoint.productId,
      action: 'webhook.secret_revealed',
      detail: `${endpoint.mode}: ${endpoint.id}`,
    },
    deps.ctx.now(),
  );
  return endpoint.secret;
}

/** A new secret for one endpoint; the previous one keeps signing for 24 hours. */
export async function rotateEndpointSecret(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  endpointId: string,
): Promise<void> {
  const endpoint = await ownedEndpoint(deps, account, productId, endpointId);
  const now = deps.ctx.now();
  await deps.ctx.db.transaction().execute(async (trx) => {
    await rotateWebhookEndpointSecret(trx, endpoint.productId, endpoint.id, now);
    await recordAudit(
      trx,
      {
        account,
        productId: endpoint.productId,
        action: 'webhook.secret_rotated',
        detail: `${endpoint.mode}: ${endpoint.id}`,
      },
      now,
    );
  });
}

/** "Send test" to one endpoint: a validly and an invalidly signed `Test` event, delivered now. */
export async function sendEndpointTestWebhook(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  endpointId: string,
): Promise<SendTestWebhookResult> {
  const endpoint = await ownedEndpoint(deps, account, productId, endpointId);
  const now = deps.ctx.now();
  const result = await sendTestWebhook({
    db: deps.ctx.db,
    productId: endpoint.productId,
    mode: endpoint.mode,
    now,
    dispatcher: deps.dispatcher,
    endpointId: endpoint.id,
  });
  if (!result.ok) throw new ConsoleError('INVALID_INPUT', result.message);
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: endpoint.productId,
      action: 'webhook.test_sent',
      detail: `${endpoint.mode} ${endpoint.id}: valid → ${result.valid.statusCode ?? result.valid.error}, invalid → ${result.invalid.statusCode ?? result.invalid.error}`,
    },
    now,
  );
  return result;
}
