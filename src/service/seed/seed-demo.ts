import fs from 'node:fs';
import path from 'node:path';
import { seedAdmin, type AdminSeed } from '../console/seed-admin';
import { writePrivateFile } from '../db/private-files';
import type { ServiceContext } from '../context';
import { createApiKey, generateApiKey, hashApiKey } from '../keys/api-keys';
import {
  createProduct,
  generateWebhookSecret,
  setAllowedOrigins,
  toProduct,
  type Product,
} from '../products/products';
import { setWebhookEndpoint } from '../products/set-webhook-endpoint';
import { ServiceError } from '../errors/service-error';

/** The demo product: the example storefront's shop, named as the storefront names itself. */
export const DEMO_PRODUCT_NAME = 'Corner Store';
/** What earlier versions called it; a data directory from one is renamed, not seeded twice. */
const FORMER_DEMO_PRODUCT_NAME = 'Demo store';

export interface DemoSeed {
  product: Product;
  apiKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
  /** The console account that owns the demo product. */
  admin: AdminSeed;
}

interface SeedFile {
  apiKey: string;
  webhookSecret: string;
}

/**
 * Makes sure the demo product ("Corner Store", the example storefront's shop) exists with a test key, a webhook secret and the example
 * storefront's origin among its test origins (it has no live key, and live origins are https
 * sites), so `npm start` can be walked through at once. Idempotent. The test webhook
 * URL is set only when the product is created, so an operator's later change is kept.
 *
 * Without pinned values the generated key and secret are kept in `<dataDir>/demo-seed.json`
 * (mode 0600, git-ignored with the data directory): the database holds only the key's hash, and
 * the example storefront started beside the service needs the key itself.
 */
export async function seedDemo(
  ctx: ServiceContext,
  input: {
    apiKey?: string | undefined;
    webhookSecret?: string | undefined;
    webhookUrl?: string | undefined;
    /**
     * Origins the demo product must have among its test origins (added to those it has): the
     * demo has a test key only, and its storefront is http://localhost.
     */
    allowedOrigins: string[];
    adminEmail?: string | undefined;
    adminPassword?: string | undefined;
  },
): Promise<DemoSeed> {
  const seedPath = path.join(ctx.config.dataDir, 'demo-seed.json');
  const stored = readSeedFile(seedPath);
  const apiKey = input.apiKey ?? stored?.apiKey ?? generateApiKey('test');
  const webhookSecret = input.webhookSecret ?? stored?.webhookSecret ?? generateWebhookSecret();
  if (!input.apiKey || !input.webhookSecret) {
    writePrivateFile(
      seedPath,
      JSON.stringify({ apiKey, webhookSecret } satisfies SeedFile, null, 2),
    );
  }

  const now = ctx.now();
  // Read the demo product once; on later starts only its test origins may grow.
  const find = (name: string) =>
    ctx.db
      .selectFrom('products')
      .selectAll()
      .where('name', '=', name)
      .orderBy('created_at', 'asc')
      .executeTakeFirst();
  let existing = await find(DEMO_PRODUCT_NAME);
  if (!existing) {
    const former = await find(FORMER_DEMO_PRODUCT_NAME);
    if (former) {
      await ctx.db
        .updateTable('products')
        .set({ name: DEMO_PRODUCT_NAME, updated_at: now })
        .where('id', '=', former.id)
        .execute();
      existing = { ...former, name: DEMO_PRODUCT_NAME };
    }
  }
  let product: Product;
  if (existing) {
    const current = toProduct(existing);
    const test = await setAllowedOrigins(
      ctx.db,
      existing.id,
      'test',
      [...current.allowedOrigins.test, ...input.allowedOrigins],
      now,
      { allowLoopbackLive: ctx.config.allowLoopbackLiveOrigins },
    );
    product = { ...current, allowedOrigins: { ...current.allowedOrigins, test } };
  } else {
    product = await createProduct(
      ctx.db,
      { name: DEMO_PRODUCT_NAME, allowedOrigins: { test: input.allowedOrigins } },
      now,
    );
  }

  const hash = hashApiKey(apiKey);
  const key = await ctx.db
    .selectFrom('api_keys')
    .select(['id', 'product_id', 'revoked_at'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!key) {
    await createApiKey(
      ctx.db,
      { productId: product.id, mode: 'test', name: 'Demo test key', plaintext: apiKey },
      now,
    );
  } else if (key.product_id !== product.id) {
    throw new ServiceError(
      'CONFIG_INVALID',
      'OFAGE_SEED_API_KEY is already used by another product: choose another value',
    );
  }
  // The webhook URL is set when the demo product is created; afterwards it is the operator's, and a
  // URL changed in the console or with `ofage webhooks set` survives every restart.
  const setUrl = !existing && input.webhookUrl !== undefined;
  const endpoint = await setWebhookEndpoint(
    ctx.db,
    product.id,
    'test',
    { ...(setUrl ? { url: input.webhookUrl } : {}), secret: webhookSecret },
    now,
    { allowLoopback: ctx.config.allowLoopbackWebhooks },
  );
  const admin = await seedAdmin(ctx, {
    email: input.adminEmail ?? ctx.config.seed.adminEmail,
    password: input.adminPassword ?? ctx.config.seed.adminPassword,
  });
  // The demo product belongs to the seeded admin unless someone already owns it.
  await ctx.db
    .updateTable('products')
    .set({ owner_account_id: admin.accountId })
    .where('id', '=', product.id)
    .where('owner_account_id', 'is', null)
    .execute();
  return { product, apiKey, webhookSecret, webhookUrl: endpoint.url, admin };
}

function readSeedFile(file: string): SeedFile | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SeedFile>;
    return typeof parsed.apiKey === 'string' && typeof parsed.webhookSecret === 'string'
      ? { apiKey: parsed.apiKey, webhookSecret: parsed.webhookSecret }
      : undefined;
  } catch {
    return undefined;
  }
}
