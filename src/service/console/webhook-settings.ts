import type { KeyMode } from '../keys/api-keys';
import { setWebhookEndpoint } from '../products/set-webhook-endpoint';
import { sendTestWebhook, type SendTestWebhookResult } from '../webhooks/send-test-webhook';
import type { Account } from './accounts';
import { parseMode } from './api-keys';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError, notFound } from './console-error';
import { ownedProduct } from './owned-product';
import { secretsShown } from './webhook-endpoints';

/** What the developer settings show of an endpoint: never the secret itself. */
export interface WebhookSettings {
  mode: KeyMode;
  url: string | null;
  /** `whsec_…` + the last four characters, to tell secrets apart. */
  secretHint: string;
  /** While a rotation's overlap lasts, the old secret still signs until then. */
  previousSecretExpiresAt: number | null;
  updatedAt: number;
}

async function endpointRow(deps: ConsoleDeps, productId: string, mode: KeyMode) {
  const row = await deps.ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .executeTakeFirst();
  if (!row) throw notFound('the webhook endpoint');
  return row;
}

export async function getWebhookSettings(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: unknown,
): Promise<WebhookSettings> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const m = parseMode(mode);
  const row = await endpointRow(deps, product.id, m);
  const now = deps.ctx.now();
  return {
    mode: m,
    url: row.url,
    ...secretsShown(row.secret, row.previous_secret, row.previous_secret_expires_at, now),
    updatedAt: row.updated_at,
  };
}

/** The signing secret, on explicit request only; every reveal is in the audit log. */
export async function revealWebhookSecret(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: unknown,
): Promise<string> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const m = parseMode(mode);
  const row = await endpointRow(deps, product.id, m);
  await recordAudit(
    deps.ctx.db,
    { account, productId: product.id, action: 'webhook.secret_revealed', detail: m },
    deps.ctx.now(),
  );
  return row.secret;
}

/** Sets (or clears, with an empty string) the webhook URL of one mode. */
export async function setWebhookUrl(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: unknown,
  url: string,
): Promise<string | null> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const m = parseMode(mode);
  const now = deps.ctx.now();
  let saved: string | null;
  try {
    saved = (
      await setWebhookEndpoint(deps.ctx.db, product.id, m, { url: url.trim() }, now, {
        allowLoopback: deps.ctx.config.allowLoopbackWebhooks,
      })
    ).url;
  } catch (err) {
    throw new ConsoleError('INVALID_INPUT', (err as Error).message);
  }
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: product.id,
      action: 'webhook.url_set',
      detail: `${m}: ${saved ?? '(none)'}`,
    },
    now,
  );
  return saved;
}

/** A new secret; the previous one keeps signing during the overlap so receivers can switch. */
export async function rotateWebhookSecret(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: unknown,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const m = parseMode(mode);
  const now = deps.ctx.now();
  await setWebhookEndpoint(deps.ctx.db, product.id, m, { rotateSecret: true }, now);
  await recordAudit(
    deps.ctx.db,
    { account, productId: product.id, action: 'webhook.secret_rotated', detail: m },
    now,
  );
}

/** "Send test webhook": one validly and one invalidly signed `Test` event, delivered now. */
export async function sendProductTestWebhook(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: unknown,
): Promise<SendTestWebhookResult> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const m = parseMode(mode);
  const now = deps.ctx.now();
  const result = await sendTestWebhook({
    db: deps.ctx.db,
    productId: product.id,
    mode: m,
    now,
    dispatcher: deps.dispatcher,
  });
  if (!result.ok) {
    throw new ConsoleError('INVALID_INPUT', `no ${m}-mode webhook URL is set: save one first`);
  }
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: product.id,
      action: 'webhook.test_sent',
      detail: `${m}: valid → ${result.valid.statusCode ?? result.valid.error}, invalid → ${result.invalid.statusCode ?? result.invalid.error}`,
    },
    now,
  );
  return result;
}
