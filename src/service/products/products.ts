import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import type { Dialect } from '../db/create-database';
import type { Database, ProductRow } from '../db/schema';
import { generateWebhookSecret } from '../webhooks/endpoints/webhook-secret';
import { invalidInput, ServiceError } from '../errors/service-error';
import {
  checkOrigins,
  type AllowedOrigins,
  type OriginMode,
  type OriginRules,
} from './allowed-origins';

export interface Product {
  id: string;
  name: string;
  /** The embedding origins of each mode's verifications (see `AllowedOrigins`). */
  allowedOrigins: AllowedOrigins;
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
  /**
   * The language of the product's pages when neither the verification nor the person's browser
   * names one the service speaks (`chooseLocale`'s `productDefault`); null: English.
   */
  defaultLocale: string | null;
  createdAt: number;
}

export interface NewProduct {
  name: string;
  /** Each mode's embedding origins; live ones must pass the live rule (`liveOrigin`). */
  allowedOrigins?: Partial<AllowedOrigins>;
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

export const ProductInputSchema = z.object({
  name: z.string().trim().min(1, 'name must not be empty').max(200),
  allowedOrigins: z
    .object({ test: z.array(z.string()).default([]), live: z.array(z.string()).default([]) })
    .default({ test: [], live: [] }),
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
    allowedOrigins: originsOfRow(row),
    enabledMethods: JSON.parse(row.enabled_methods) as VerificationMethod[],
    methodOverrides: JSON.parse(row.method_overrides) as Record<string, VerificationMethod[]>,
    facialAgeEstimation: { passIfOver: row.face_pass_if_over, failIfUnder: row.face_fail_if_under },
    retentionDays: row.retention_days,
    allowDob: row.allow_dob === 1,
    ownerAccountId: row.owner_account_id,
    ageKeyProviders:
      row.age_key_providers === null ? null : (JSON.parse(row.age_key_providers) as string[]),
    defaultLocale: row.default_locale ?? null,
    createdAt: row.created_at,
  };
}

export { generateWebhookSecret };

export interface CreateProductOptions {
  /**
   * An owned product is refused (`ProductLimitError`) when its owner already has `maxPerOwner`.
   */
  limit?: { maxPerOwner: number; dialect: Dialect };
  /** What the operator allows in live origins beyond the live rule (default: nothing). */
  originRules?: OriginRules;
}

/**
 * Creates a product with a webhook secret for each mode (no URL until one is set). With `limit`,
 * an owned product is refused (`ProductLimitError`) when its owner already has `maxPerOwner`:
 * counted and inserted in one transaction, under a lock per owner on PostgreSQL, so concurrent
 * requests cannot slip past the limit together (SQLite runs one write transaction at a time).
 *
 * @example `src/service/console/product-settings.ts`
 * ```ts
 * await createProduct(db, { name, ownerAccountId: account.id }, now, { limit: { maxPerOwner: 25, dialect } });
 * ```
 */
export async function createProduct(
  db: Kysely<Database>,
  input: NewProduct,
  now: number,
  options: CreateProductOptions = {},
): Promise<Product> {
  const { limit } = options;
  const parsed = ProductInputSchema.safeParse(input);
  if (!parsed.success)
    throw invalidInput(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  const rules = options.originRules ?? { allowLoopbackLive: false };
  const test = checkOrigins('test', parsed.data.allowedOrigins.test, rules);
  const live = checkOrigins('live', parsed.data.allowedOrigins.live, rules);
  const row: ProductRow = {
    id: randomUUID(),
    name: parsed.data.name,
    ...originColumns({ test, live }),
    enabled_methods: JSON.stringify(parsed.data.enabledMethods),
    method_overrides: '{}',
    face_pass_if_over: null,
    face_fail_if_under: null,
    retention_days: parsed.data.retentionDays,
    allow_dob: 0,
    owner_account_id: input.ownerAccountId ?? null,
    age_key_providers: null,
    default_locale: null,
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

/**
 * Replaces one mode's allowed embedding origins, checked by that mode's rule (`checkOrigins`).
 * The live list is changed only by the console and the `ofage` command, never with an API key.
 */
export async function setAllowedOrigins(
  db: Kysely<Database>,
  productId: string,
  mode: OriginMode,
  origins: string[],
  now: number,
  rules: OriginRules,
): Promise<string[]> {
  const checked = checkOrigins(mode, origins, rules);
  // Within the caller's transaction when it has one (register-app audits in the same one).
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    const row = await trx
      .selectFrom('products')
      .select(['test_origins', 'live_origins', 'allowed_origins'])
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!row) return;
    const lists = { ...originsOfRow(row), [mode]: checked };
    await trx
      .updateTable('products')
      .set({ ...originColumns(lists), updated_at: now })
      .where('id', '=', productId)
      .execute();
  });
  return checked;
}

/**
 * A product's origins per mode from its columns (`originColumns` in reverse). This version keeps
 * `allowed_origins` the union of both lists; when it is not, an instance of the version before
 * per-mode origins, which reads and writes only that list, changed it during a rolling upgrade,
 * and its change is read into the lists: an origin it removed frames neither mode, and one it
 * added (`register-app`, its console, a product it created) is a test origin, as migration 0016
 * made every existing origin. The next change written here stores the lists so.
 */
export function originsOfRow(
  row: Pick<ProductRow, 'test_origins' | 'live_origins' | 'allowed_origins'>,
): { test: string[]; live: string[] } {
  const test = JSON.parse(row.test_origins) as string[];
  const live = JSON.parse(row.live_origins) as string[];
  const shared = new Set(JSON.parse(row.allowed_origins) as string[]);
  const lists = new Set([...test, ...live]);
  if (shared.size === lists.size && [...lists].every((o) => shared.has(o))) return { test, live };
  return {
    test: [...test.filter((o) => shared.has(o)), ...[...shared].filter((o) => !lists.has(o))],
    live: live.filter((o) => shared.has(o)),
  };
}

/**
 * The columns that hold a product's origins: one per mode, and `allowed_origins`, the union that
 * an instance of the version before per-mode origins reads during a rolling upgrade.
 */
export function originColumns(origins: {
  test: readonly string[];
  live: readonly string[];
}): Pick<ProductRow, 'test_origins' | 'live_origins' | 'allowed_origins'> {
  return {
    test_origins: JSON.stringify(origins.test),
    live_origins: JSON.stringify(origins.live),
    allowed_origins: JSON.stringify([...new Set([...origins.live, ...origins.test])]),
  };
}
