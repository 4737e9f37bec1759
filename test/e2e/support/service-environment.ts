import fs from 'node:fs';
import path from 'node:path';
import { createAccount } from '../../../src/service/console/accounts';
import { loadConfig } from '../../../src/service/config/load-config';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct, type Product } from '../../../src/service/products/products';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { provisionDatabase } from '../../support/databases';
import { buildPagesOnce } from './build-pages-once';
import { freePort } from '../../support/free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServiceEnvironment {
  /** `http://localhost:<port>`: the built service, pages and console included. */
  url: string;
  running: RunningService;
  product: Product;
  testKey: string;
  /** A console account that owns `product`. */
  owner: { email: string; password: string };
  /** The ids of the console's server functions, by name, from the build's manifest. */
  actions: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The built service (widget, console, next-auth) on a fresh SQLite database, served by
 * `runService` exactly as `ofage serve` does, with a product, a test key and a console owner.
 */
export async function startServiceEnvironment(
  env: Record<string, string> = {},
): Promise<ServiceEnvironment> {
  await buildPagesOnce();
  const db = await provisionDatabase('sqlite');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    OFAGE_DATA_DIR: db.dataDir,
    OFAGE_LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    OFAGE_PUBLIC_URL: url,
    ...env,
  });
  const running = await runService(config, { pages: { dev: false }, detached: true });
  const { ctx } = running.service;
  const owner = { email: 'owner@shop.example', password: 'purple monkey dishwasher' };
  const account = await createAccount(ctx, owner);
  const now = Date.now();
  const product = await createProduct(
    ctx.db,
    {
      name: 'Fuzzed shop',
      allowedOrigins: { test: ['http://localhost:3001'] },
      ownerAccountId: account.id,
    },
    now,
  );
  const testKey = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, now)).key;
  running.service.invalidateCaches();
  return {
    url,
    running,
    product,
    testKey,
    owner,
    actions: serverActionIds(),
    close: async () => {
      await running.stop();
      await db.dispose();
    },
  };
}

function serverActionIds(): Record<string, string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  return Object.fromEntries(
    Object.entries(manifest.node).map(([id, entry]) => [entry.exportedName ?? id, id]),
  );
}

/**
 * Signs in through next-auth's credentials endpoint as a browser does (CSRF token and cookie,
 * then the form) and returns the cookies to send, or the error next-auth reported.
 */
export async function signIn(
  serviceUrl: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ cookie?: string; error?: string }> {
  const csrf = await fetch(`${serviceUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = cookiesOf(csrf);
  const res = await fetch(`${serviceUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: csrfCookie,
    },
    body: new URLSearchParams({ csrfToken, ...credentials, json: 'true' }).toString(),
  });
  const { url } = (await res.json()) as { url: string };
  const error = new URL(url, serviceUrl).searchParams.get('error');
  if (error) return { error };
  return { cookie: [csrfCookie, cookiesOf(res)].filter(Boolean).join('; ') };
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
