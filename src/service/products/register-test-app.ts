import type { Kysely } from 'kysely';
import {
  RegisterTestAppRequestSchema,
  type ProductInfo,
  type RegisterTestAppResponse,
} from '../../protocol/product-api';
import type { Database } from '../db/schema';
import { invalidInput, ServiceError } from '../errors/service-error';
import type { AuthenticatedKey } from '../keys/key-authenticator';
import { addWebhookEndpoint } from '../webhooks/endpoints/add-webhook-endpoint';
import { firstEndpointId } from '../webhooks/endpoints/list-webhook-endpoints';
import { validateWebhookUrl, type WebhookRules } from '../webhooks/validate-webhook-url';
import { exactOrigin, MAX_ALLOWED_ORIGINS } from './allowed-origins';
import { getProduct, setAllowedOrigins } from './products';

/** One audit-log entry of a change made through the API (written in the change's transaction). */
export type ApiAudit = (
  db: Kysely<Database>,
  entry: {
    productId: string;
    action: 'product.updated' | 'webhook.endpoint_added' | 'webhook.secret_revealed';
    detail: string;
  },
) => Promise<void>;

export interface RegisterTestAppOptions {
  /** The service's public URL, to name its console in the live-key refusal. */
  publicUrl: string;
  /** `OFAGE_ALLOW_LOOPBACK_WEBHOOKS`: whether a test webhook URL may name this machine. */
  rules: WebhookRules;
  audit: ApiAudit;
  now: number;
}

/**
 * `GET /api/v1/product`: the key's product as its holder sees it (any key): the allowed origins
 * and webhook URL of the key's own mode.
 */
export async function describeProduct(
  db: Kysely<Database>,
  key: AuthenticatedKey,
): Promise<ProductInfo> {
  const product = await getProduct(db, key.productId);
  if (!product)
    throw new ServiceError('UNAUTHORIZED', 'the product of this API key no longer exists');
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('url')
    .where('product_id', '=', product.id)
    .where('mode', '=', key.mode)
    .executeTakeFirst();
  return {
    id: product.id,
    name: product.name,
    mode: key.mode,
    allowedOrigins: product.allowedOrigins[key.mode],
    webhookUrl: endpoint?.url ?? null,
  };
}

/**
 * `POST /api/v1/test/register-app`: what `npx ofage init` needs to make a new app work with a
 * test key — its origin among the product's **test** embedding origins, and a test-mode webhook
 * endpoint for its webhook route — with that endpoint's own secret in the answer. It adds and
 * never replaces: another app's origin and endpoint stay as they are (a product may serve
 * several apps), and the answer says what it added.
 *
 * Test keys change test settings only: a live key answers 403 naming exactly what to set in the
 * console, since live settings (the live origins among them) are changed there or with the
 * `ofage` command, by someone signed in. Validated as the console validates test settings (exact
 * origins, at most 50; the webhook URL rules, loopback only where the operator allows it; at
 * most `MAX_WEBHOOK_ENDPOINTS` endpoints), in one transaction, and audited; registering the same
 * app again changes nothing and answers the same endpoint and secret.
 */
export async function registerTestApp(
  db: Kysely<Database>,
  key: AuthenticatedKey,
  body: unknown,
  options: RegisterTestAppOptions,
): Promise<RegisterTestAppResponse> {
  const parsed = RegisterTestAppRequestSchema.safeParse(body);
  if (key.mode !== 'test') {
    const wanted = parsed.success ? parsed.data : undefined;
    throw new ServiceError(
      'FORBIDDEN',
      `register-app changes a product's settings with a test key only. For live mode, set them in the console (${options.publicUrl}/console/products/${key.productId}): ` +
        `add ${wanted?.origin ?? "your app's https origin"} to "Live origins" under "Allowed embedding origins" in Settings, and under Developers → Live set the webhook URL to ${wanted?.webhookUrl ?? "your app's webhook route (https://<your site>/api/age-gate/webhook)"}.`,
    );
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidInput(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const origin = exactOrigin(parsed.data.origin);
  const webhookUrl = parsed.data.webhookUrl;
  if (webhookUrl !== undefined) {
    const check = validateWebhookUrl(webhookUrl, 'test', options.rules);
    if (!check.ok) throw invalidInput(`webhookUrl: ${check.message}`);
  }

  return db.transaction().execute(async (trx) => {
    const product = await getProduct(trx, key.productId);
    if (!product)
      throw new ServiceError('UNAUTHORIZED', 'the product of this API key no longer exists');
    let origins = product.allowedOrigins.test;
    const addedOrigin = !origins.includes(origin);
    if (addedOrigin) {
      if (origins.length >= MAX_ALLOWED_ORIGINS) {
        throw invalidInput(
          `this product already has ${MAX_ALLOWED_ORIGINS} test origins, the most it may have: remove one in the console first`,
        );
      }
      // The test list only: a test key never changes what frames live verifications.
      origins = await setAllowedOrigins(
        trx,
        product.id,
        'test',
        [...origins, origin],
        options.now,
        {
          allowLoopbackLive: false,
        },
      );
      await options.audit(trx, {
        productId: product.id,
        action: 'product.updated',
        detail: `test origins + ${origin} (test key)`,
      });
    }
    let endpoint: { id: string; url: string; secret: string } | undefined;
    let addedWebhook = false;
    if (webhookUrl !== undefined) {
      const result = await addWebhookEndpoint(
        trx,
        { productId: product.id, mode: 'test', url: webhookUrl, label: origin, appOrigin: origin },
        options.now,
        options.rules,
      );
      endpoint = result.endpoint;
      addedWebhook = result.added;
      if (addedWebhook) {
        await options.audit(trx, {
          productId: product.id,
          action: 'webhook.endpoint_added',
          detail: `test: ${endpoint.id} ${endpoint.url} (test key)`,
        });
      }
    }
    // Without a webhook URL, the product's test secret as before: the first endpoint's.
    const first = await trx
      .selectFrom('webhook_endpoints')
      .select(['url', 'secret'])
      .where('product_id', '=', product.id)
      .where('mode', '=', 'test')
      .executeTakeFirstOrThrow();
    await options.audit(trx, {
      productId: product.id,
      action: 'webhook.secret_revealed',
      detail: `test ${endpoint?.id ?? firstEndpointId(product.id, 'test')} (to the test key, by register-app)`,
    });
    return {
      id: product.id,
      name: product.name,
      mode: 'test' as const,
      allowedOrigins: origins,
      webhookUrl: endpoint ? endpoint.url : first.url,
      webhookSecret: endpoint ? endpoint.secret : first.secret,
      webhookEndpointId: endpoint?.id ?? null,
      added: { origin: addedOrigin, webhook: addedWebhook },
    };
  });
}
