import { afterEach } from 'vitest';
import { createAccount, type Account } from '../../../src/service/console/accounts';
import { loadConfig } from '../../../src/service/config/load-config';
import type { Dialect } from '../../../src/service/db/create-database';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createLogger } from '../../../src/service/logger';
import { createProduct, type Product } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { createService, type Service } from '../../../src/service/service';
import { createVerification } from '../../../src/service/lifecycle/create-verification';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { ConsoleError } from '../../../src/service/console/console-error';
import { provisionDatabase } from '../../support/databases';

export const START = Date.parse('2026-11-20T12:00:00Z');

/** A console user with a product, a test key, a webhook URL, one delivery and one verification. */
export interface Tenant {
  account: Account;
  product: Product;
  keyId: string;
  key: string;
  eventId: string;
  verificationId: string;
}

export interface ConsoleHarness {
  service: Service;
  clock: { now(): number; advance(ms: number): void };
  tenant(email: string): Promise<Tenant>;
}

/**
 * A real service (no HTTP, no background webhook loop) on a fresh database of the dialect, with a
 * clock the test moves. Closed after each test. `env` adds service settings.
 */
export function useConsoleHarness(
  dialect: Dialect,
  env: Record<string, string> = {},
): () => Promise<ConsoleHarness> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return async () => {
    const db = await provisionDatabase(dialect);
    let t = START;
    const clock = { now: () => t, advance: (ms: number) => void (t += ms) };
    const config = loadConfig({
      OFAGE_DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      OFAGE_LOG_LEVEL: 'silent',
      OFAGE_METHOD_WORKERS: '0',
      ...env,
    });
    const service = await createService({
      config,
      logger: createLogger('silent'),
      now: clock.now,
      deliverWebhooks: false,
    });
    cleanups.push(async () => {
      await service.close();
      await db.dispose();
    });
    const tenant = async (email: string): Promise<Tenant> => {
      const { ctx } = service;
      const account = await createAccount(ctx, { email, password: 'correct horse battery' });
      const product = await createProduct(
        ctx.db,
        { name: `${email}'s shop`, ownerAccountId: account.id },
        clock.now(),
      );
      const created = await createApiKey(
        ctx.db,
        { productId: product.id, mode: 'test' },
        clock.now(),
      );
      await setWebhookEndpoint(
        ctx.db,
        product.id,
        'test',
        { url: 'https://hooks.example.com/ofage' },
        clock.now(),
      );
      const eventId = (await enqueueWebhook(
        ctx.db,
        { productId: product.id, mode: 'test', eventType: 'Test', data: { hello: 1 } },
        clock.now(),
      ))!;
      const performed = await createVerification(
        ctx,
        product,
        { keyId: created.info.id, productId: product.id, mode: 'test' },
        { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
      );
      return {
        account,
        product,
        keyId: created.info.id,
        key: created.key,
        eventId,
        verificationId: performed.id,
      };
    };
    return { service, clock, tenant };
  };
}

/** The code of the ConsoleError a promise rejects with (undefined when it resolves). */
export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (e: unknown) => (e instanceof ConsoleError ? e.code : String(e)),
  );
}
