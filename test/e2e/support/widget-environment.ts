import { chromium, type Browser } from 'playwright-core';
import { loadConfig } from '../../../src/service/config/load-config';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct, type Product } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import type { Dialect } from '../../../src/service/db/create-database';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startReceiver, type Receiver } from '../../service/webhooks/support/webhook-receiver';
import { buildPagesOnce } from './build-pages-once';
import { startMerchantSite, type MerchantSite } from './merchant-site';
import { freePort } from '../../support/free-port';

/** Chromium as the machine provides it: no downloads, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface WidgetEnvironment {
  /** `http://localhost:<port>`: the service, widget included. */
  serviceUrl: string;
  running: RunningService;
  product: Product;
  testKey: string;
  liveKey: string;
  /** The allowed merchant (`http://127.0.0.1:<port>`). */
  merchant: MerchantSite;
  /** A site that is not on the product's allowed-origins list. */
  stranger: MerchantSite;
  /** The merchant's test-mode webhook endpoint. */
  receiver: Receiver;
  browser: Browser;
  api(path: string, init?: { method?: string; json?: unknown; key?: string }): Promise<Response>;
  perform(options?: Record<string, unknown>, key?: string): Promise<PerformAnswer>;
  close(): Promise<void>;
}

export interface PerformAnswer {
  id: string;
  url: string;
  shortUrl: string;
}

/**
 * Everything a browser test needs, all real and on loopback: the built service pages served by
 * `runService` on a fresh database (SQLite unless `database` says PostgreSQL), a merchant site on a second origin that is allowed to
 * embed the widget, one that is not, a webhook receiver checking signatures, and Chromium.
 */
export async function startWidgetEnvironment(
  options: { env?: Record<string, string>; database?: Dialect } = {},
): Promise<WidgetEnvironment> {
  await buildPagesOnce();
  const db: ProvisionedDatabase = await provisionDatabase(options.database ?? 'sqlite');
  const port = await freePort();
  const serviceUrl = `http://localhost:${port}`;
  const config = loadConfig({
    // The webhook receiver is on this machine.
    OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
    OFAGE_DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    OFAGE_LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    OFAGE_PUBLIC_URL: serviceUrl,
    // No model-loading worker threads unless a test asks for them.
    OFAGE_METHOD_WORKERS: '0',
    ...options.env,
  });
  const running = await runService(config, { pages: { dev: false }, detached: true });
  const { ctx } = running.service;
  const [merchant, stranger] = await Promise.all([startMerchantSite(), startMerchantSite()]);
  const now = Date.now();
  const product = await createProduct(
    ctx.db,
    { name: 'Test Shop', allowedOrigins: { test: [merchant.origin] } },
    now,
  );
  const testKey = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, now)).key;
  const liveKey = (await createApiKey(ctx.db, { productId: product.id, mode: 'live' }, now)).key;
  const secret = `whsec_${Buffer.from('e2e-widget-webhook-secret-32-bytes!').toString('base64')}`;
  const receiver = await startReceiver([secret]);
  await setWebhookEndpoint(ctx.db, product.id, 'test', { url: receiver.url, secret }, now, {
    allowLoopback: true,
  });
  running.service.invalidateCaches();
  const browser = await launchChromium();

  const api: WidgetEnvironment['api'] = (path, init = {}) =>
    fetch(serviceUrl + path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${init.key ?? testKey}`,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });

  return {
    serviceUrl,
    running,
    product,
    testKey,
    liveKey,
    merchant,
    stranger,
    receiver,
    browser,
    api,
    perform: async (options = {}, key) => {
      const res = await api('/api/v1/age-verification/perform', {
        json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' }, ...options },
        ...(key ? { key } : {}),
      });
      if (res.status !== 200) throw new Error(`perform: ${res.status} ${await res.text()}`);
      return (await res.json()) as PerformAnswer;
    },
    close: async () => {
      await browser.close().catch(() => undefined);
      await Promise.all([merchant.close(), stranger.close(), receiver.close()]);
      await running.stop();
      await db.dispose();
    },
  };
}
