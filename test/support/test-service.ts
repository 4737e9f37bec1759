import { loadConfig, type ServiceConfig } from '../../src/service/config/load-config';
import type { Dialect } from '../../src/service/db/create-database';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createLogger, type Logger } from '../../src/service/logger';
import type { WorkerPool } from '../../src/service/methods/kit/worker-pool';
import { createProduct, type Product } from '../../src/service/products/products';
import { startServer } from '../../src/service/server/start-server';
import { createService, type Service } from '../../src/service/service';
import { provisionDatabase } from './databases';

export interface TestService {
  service: Service;
  url: string;
  product: Product;
  testKey: string;
  liveKey: string;
  /** Calls the API with a key (default: the test key). */
  call(
    path: string,
    init?: RequestInit & { key?: string | null; json?: unknown },
  ): Promise<Response>;
  /** Creates another product with its own test key. */
  addProduct(name: string): Promise<{ product: Product; testKey: string; liveKey: string }>;
  close(): Promise<void>;
}

/** A real service over real HTTP on loopback, on a fresh database of the dialect. */
export async function startTestService(
  dialect: Dialect,
  options: {
    env?: Record<string, string>;
    now?: () => number;
    configure?: (c: ServiceConfig) => void;
    logger?: Logger;
    /** Method workers of the caller's (`shareTestWorkers`), left running by `close`. */
    workers?: WorkerPool;
    /** How often the service reads its widget signing keys again. */
    signingKeysReloadMs?: number;
  } = {},
): Promise<TestService> {
  const db = await provisionDatabase(dialect);
  const config = loadConfig({
    OFAGE_DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    OFAGE_LOG_LEVEL: 'silent',
    // No model-loading worker threads unless a test asks for them (OFAGE_METHOD_WORKERS).
    OFAGE_METHOD_WORKERS: '0',
    ...options.env,
  });
  options.configure?.(config);
  const service = await createService({
    config,
    logger: options.logger ?? createLogger('silent'),
    ...(options.now ? { now: options.now } : {}),
    ...(options.workers ? { workers: options.workers } : {}),
    ...(options.signingKeysReloadMs ? { signingKeysReloadMs: options.signingKeysReloadMs } : {}),
  });
  const running = await startServer(service, { port: 0, host: '127.0.0.1' });
  config.publicUrl = running.url;

  const addProduct = async (name: string) => {
    const now = service.ctx.now();
    const product = await createProduct(
      service.ctx.db,
      { name, allowedOrigins: { test: ['http://localhost:3001'] } },
      now,
    );
    const testKey = (
      await createApiKey(service.ctx.db, { productId: product.id, mode: 'test' }, now)
    ).key;
    const liveKey = (
      await createApiKey(service.ctx.db, { productId: product.id, mode: 'live' }, now)
    ).key;
    return { product, testKey, liveKey };
  };
  const first = await addProduct('Test store');

  return {
    service,
    url: running.url,
    ...first,
    addProduct,
    call: (path, init = {}) => {
      const { key = first.testKey, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set('authorization', `Bearer ${key}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(running.url + path, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    close: async () => {
      await running.close();
      await service.close();
      await db.dispose();
    },
  };
}
