import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import type { Dialect } from '../db/create-database';
import type { Database, ProductRow } from '../db/schema';
import { invalidInput, ServiceError } from '../errors/service-error';

export interface Product {
  id: string;
  name: string;
  allowedOrigins: string[];
  /** The product default: the methods enabled in jurisdiction groups without an override. */
  enabledMethods: VerificationMethod[];
  /**
   * Methods enabled per jurisdiction group instead of `enabledMethods`, keyed by the policy's
   * `jurisdictionGroupKey`. Either list is still narrowed to what the jurisdiction accepts.
   */
  methodOverrides: Record<string, VerificationMethod[]>;
  facialAgeEstimation: { passIfOver: number | null; failIfUnder: number | null };
  retentionDays: number;
  allowDob: boolean;
  ownerAccountId: string | null;
  /**
   * The OpenID create clients (providers) whose age keys this product's gates accept, besides the
   * service's own verifications; `null`, the default, accepts every provider the operator trusts.
   * A listed provider counts only while the operator trusts it.
   */
  ageKeyProviders: string[] | null;
  createdAt: number;
}

export interface NewProduct {
  name: string;
  allowedOrigins?: string[];
  enabledMethods?: VerificationMethod[];
  retentionDays?: number;
  ownerAccountId?: string | null;
}

/** Products one console account may own unless the operator says otherwise. */
export const DEFAULT_MAX_PRODUCTS_PER_ACCOUNT = 25;

/**
 * The account already owns as many products as one account may (`OFAGE_MAX_PRODUCTS_PER_ACCOUNT`).
 * A bound on what one tenant can make the service do for it: every product has its own keys,
 * webhook endpoints and deliveries.
 *
 * @example `src/service/console/product-settings.ts`
 * ```ts
 * if (error instanceof ProductLimitError) throw new ConsoleError('LIMIT_REACHED', `… ${error.limit} products …`);
 * ```
 */
export class ProductLimitError extends ServiceError {
  constructor(readonly limit: number) {
    super(
      'FORBIDDEN',
      `this account already has ${limit} products, the most one account may have on this service; reuse one of them (a product can serve several sites: add their origins), or ask the operator to raise OFAGE_MAX_PRODUCTS_PER_ACCOUNT`,
    );
  }
}

/** Verification rows of completed sessions are kept this long unless the product says otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;

/**
 * An embedding origin is exactly `scheme://host[:port]`: no path, no wildcard. It becomes part of
 * a CSP `frame-ancestors` list and a postMessage `targetOrigin`, so anything looser is refused.
 */
export function normalizeOrigin(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw invalidInput(`"${input}" is not an origin: use the form https://shop.example.com`);
  }
  // The URL parser accepts `*` in host names; a wildcard would widen frame-ancestors.
  if (url.hostname.includes('*')) {
    throw invalidInput(`origin "${input}" must be exact: wildcards are not allowed`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalidInput(`origin "${input}" must use https (or http for local development)`);
  }
  if (
    url.username ||
    url.password ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    throw invalidInput(
      `origin "${input}" must be only scheme, host and port, e.g. https://shop.example.com`,
    );
  }
  return url.origin;
}

/**
 * {@link normalizeOrigin}, and one exact host: the WHATWG URL parser accepts `*` and other
 * symbols in host names, and an allowed-origins list must name hosts exactly. The rule of the
 * console, the `ofage` command and the test-key registration API alike.
 */
export function exactOrigin(input: string): string {
  const origin = normalizeOrigin(input);
  const host = new URL(origin).hostname;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) {
    throw invalidInput(
      `origin "${origin}" must name one exact host: no wildcards, e.g. https://shop.example.com`,
    );
  }
  return origin;
}

/** The most allowed origins a product may list. */
export const MAX_ALLOWED_ORIGINS = 50;

export const ProductInputSchema = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  allowedOrigins: z.array(z.string()).max(50).default([]),
  enabledMethods: z
    .array(z.enum(VERIFICATION_METHODS))
    .min(1)
    .default([...VERIFICATION_METHODS]),
  retentionDays: z.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
});

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    enabledMethods: JSON.parse(row.enabled_methods) as VerificationMethod[],
    methodOverrides: JSON.parse(row.method_overrides) as Record<string, VerificationMethod[]>,
    facialAgeEstimation: { passIfOver: row.face_pass_if_over, failIfUnder: row.face_fail_if_under },
    retentionDays: row.retention_days,
    allowDob: row.allow_dob === 1,
    ownerAccountId: row.owner_account_id,
    ageKeyProviders:
      row.age_key_providers === null ? null : (JSON.parse(row.age_key_providers) as string[]),
    createdAt: row.created_at,
  };
}

/** A fresh webhook signing secret: `whsec_` + 32 random bytes, base64 (Standard Webhooks form). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Creates a product with a webhook secret for each mode (no URL until one is set). With `limit`,
 * an owned product is refused (`ProductLimitError`) when its owner already has `maxPerOwner`:
 * counted and inserted in one transaction, under a lock per owner on PostgreSQL, so concurrent
 * requests cannot slip past the limit together (SQLite runs one write transaction at a time).
 *
 * @example `src/service/console/product-settings.ts`
 * ```ts
 * await createProduct(db, { name, ownerAccountId: account.id }, now, { maxPerOwner: 25, dialect });
 * ```
 */
export async function createProduct(
  db: Kysely<Database>,
  input: NewProduct,
  now: number,
  limit?: { maxPerOwner: number; dialect: Dialect },
): Promise<Product> {
  const parsed = ProductInputSchema.safeParse(input);
  if (!parsed.success)
    throw invalidInput(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  const origins = [...new Set(parsed.data.allowedOrigins.map(normalizeOrigin))];
  const row: ProductRow = {
    id: randomUUID(),
    name: parsed.data.name,
    allowed_origins: JSON.stringify(origins),
    enabled_methods: JSON.stringify(parsed.data.enabledMethods),
    method_overrides: '{}',
    face_pass_if_over: null,
    face_fail_if_under: null,
    retention_days: parsed.data.retentionDays,
    allow_dob: 0,
    owner_account_id: input.ownerAccountId ?? null,
    age_key_providers: null,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    const owner = row.owner_account_id;
    if (limit && owner !== null) {
      if (limit.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`products:${owner}`}, 0))`.execute(
          trx,
        );
      }
      const { count } = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('owner_account_id', '=', owner)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit.maxPerOwner) throw new ProductLimitError(limit.maxPerOwner);
    }
    await trx.insertInto('products').values(row).execute();
    for (const mode of ['test', 'live'] as const) {
      await trx
        .insertInto('webhook_endpoints')
        .values({
          product_id: row.id,
          mode,
          url: null,
          secret: generateWebhookSecret(),
          previous_secret: null,
          previous_secret_expires_at: null,
          updated_at: now,
        })
        .execute();
    }
  });
  return toProduct(row);
}

export async function getProduct(db: Kysely<Database>, id: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export async function listProducts(db: Kysely<Database>): Promise<Product[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at', 'asc').execute();
  return rows.map(toProduct);
}

/** Replaces a product's allowed embedding origins (validated, de-duplicated). */
export async function setAllowedOrigins(
  db: Kysely<Database>,
  productId: string,
  origins: string[],
  now: number,
): Promise<string[]> {
  const normalized = [...new Set(origins.map(normalizeOrigin))];
  await db
    .updateTable('products')
    .set({ allowed_origins: JSON.stringify(normalized), updated_at: now })
    .where('id', '=', productId)
    .execute();
  return normalized;
}
