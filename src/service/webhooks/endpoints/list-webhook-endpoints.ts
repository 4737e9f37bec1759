import type { Kysely, Selectable } from 'kysely';
import type { Database, ExtraWebhookEndpointsTable } from '../../db/schema';

/** At most this many webhook endpoints per product and mode. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/**
 * One of a product's webhook endpoints: where one app receives the product's events of one
 * mode, signed with the endpoint's own secret.
 */
export interface WebhookEndpoint {
  /** `we_…`; the first endpoint's is `we_<mode>_<product id>` (`firstEndpointId`). */
  id: string;
  productId: string;
  mode: 'test' | 'live';
  url: string;
  label: string | null;
  appOrigin: string | null;
  /** The first endpoint of its mode: the one the previous release and `webhooks set` know. */
  first: boolean;
  updatedAt: number;
}

/** An endpoint with what signs its events (server-side only: never listed to a browser as is). */
export interface WebhookEndpointWithSecrets extends WebhookEndpoint {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: number | null;
}

/**
 * The id of a product's first endpoint of a mode. It is derived, not stored: the first endpoint
 * is the `webhook_endpoints` row, which an older version may have given its URL.
 */
export const firstEndpointId = (productId: string, mode: 'test' | 'live'): string =>
  `we_${mode}_${productId}`;

/**
 * A product's webhook endpoints of one mode, the first one first (when it has a URL), then the
 * others in the order they were added, each with its secrets.
 *
 * @example `src/service/webhooks/enqueue-webhook.ts`
 * ```ts
 * for (const endpoint of await listWebhookEndpoints(trx, productId, mode)) { … }
 * ```
 */
export async function listWebhookEndpoints(
  db: Kysely<Database>,
  productId: string,
  mode: 'test' | 'live',
): Promise<WebhookEndpointWithSecrets[]> {
  const first = await firstEndpoint(db, productId, mode);
  const others = await db
    .selectFrom('extra_webhook_endpoints')
    .selectAll()
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return [...(first ? [first] : []), ...others.map(fromExtraRow)];
}

/**
 * One endpoint by id, scoped by product: another product's endpoint is `undefined`, as an
 * unknown id is. One query.
 */
export async function findWebhookEndpoint(
  db: Kysely<Database>,
  productId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecrets | undefined> {
  for (const mode of ['test', 'live'] as const) {
    if (endpointId === firstEndpointId(productId, mode)) return firstEndpoint(db, productId, mode);
  }
  const row = await db
    .selectFrom('extra_webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row ? fromExtraRow(row) : undefined;
}

/**
 * The product an endpoint id belongs to, for the operator's `ofage` command, which names an
 * endpoint without its product; `undefined` for an unknown id.
 */
export async function productOfEndpoint(
  db: Kysely<Database>,
  endpointId: string,
): Promise<string | undefined> {
  const first = /^we_(?:test|live)_(.+)$/.exec(endpointId);
  if (first) return first[1];
  const row = await db
    .selectFrom('extra_webhook_endpoints')
    .select('product_id')
    .where('id', '=', endpointId)
    .executeTakeFirst();
  return row?.product_id;
}

async function firstEndpoint(
  db: Kysely<Database>,
  productId: string,
  mode: 'test' | 'live',
): Promise<WebhookEndpointWithSecrets | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('product_id', '=', productId)
    .where('mode', '=', mode)
    .executeTakeFirst();
  if (!row?.url) return undefined;
  return {
    id: firstEndpointId(productId, mode),
    productId,
    mode,
    url: row.url,
    label: row.label,
    appOrigin: row.app_origin,
    first: true,
    updatedAt: row.updated_at,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretExpiresAt: row.previous_secret_expires_at,
  };
}

function fromExtraRow(row: Selectable<ExtraWebhookEndpointsTable>): WebhookEndpointWithSecrets {
  return {
    id: row.id,
    productId: row.product_id,
    mode: row.mode,
    url: row.url,
    label: row.label,
    appOrigin: row.app_origin,
    first: false,
    updatedAt: row.updated_at,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretExpiresAt: row.previous_secret_expires_at,
  };
}

/** What may be shown of an endpoint outside the server (no secrets). */
export function withoutSecrets(endpoint: WebhookEndpointWithSecrets): WebhookEndpoint {
  const { secret: _s, previousSecret: _p, previousSecretExpiresAt: _e, ...rest } = endpoint;
  return rest;
}
