import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { EXAMPLE_DIR } from '../../../scripts/build-example';
import { loadConfig } from '../../../src/service/config/load-config';
import { createAccount } from '../../../src/service/console/accounts';
import { revokeVerification } from '../../../src/service/console/revoke-verification';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { buildPagesOnce } from '../support/build-pages-once';
import { launchChromium } from '../support/widget-environment';
import { buildExampleOnce } from './build-example-once';

const NEXT_BIN = path.resolve(import.meta.dirname, '../../../node_modules/next/dist/bin/next');

export interface StorefrontEnvironment {
  /** `http://localhost:<port>`: the service and its widget. */
  serviceUrl: string;
  /** `http://127.0.0.1:<port>`: the example storefront, a second origin. */
  storeUrl: string;
  /** The service itself, e.g. to register an OpenID client for its product. */
  running: RunningService;
  /** The storefront's test-mode product and the console account that owns it. */
  productId: string;
  owner: { email: string; password: string };
  browser: Browser;
  /** A fresh browser profile (no cookies) with the given viewport width. */
  /** A browser context `width` px wide (1280), whose languages are `locale`'s (en-US). */
  newContext(width?: number, locale?: string): Promise<BrowserContext>;
  /**
   * A test-mode verification of the storefront's product (US-CA, ADULT) through the hosted API,
   * with `fields` merged into the body (e.g. `{ options: { flow: 'id-scan' } }`), to open at top
   * level. Throws unless perform answers 200.
   */
  perform(fields?: Record<string, unknown>): Promise<{ id: string; url: string; shortUrl: string }>;
  /** Lines the storefront printed, e.g. its `[webhook]` log. */
  storeLog(): string;
  /** The storefront's own settings (its `.env.local`): the service URL, its test key, its secret. */
  storeSettings: { OFAGE_SERVICE_URL: string; OFAGE_API_KEY: string; OFAGE_SECRET: string };
  /** The storefront's process id (`next start`), e.g. to read its memory. */
  storePid: number;
  /**
   * Revokes a verification as the product's owner does in the console, and resolves once the
   * service's `Verification.Revoke` webhook was answered 2xx by the storefront, with the time
   * (milliseconds) the service recorded that delivery.
   */
  revoke(verificationId: string): Promise<{ deliveredAt: number }>;
  /**
   * Stops the storefront process and starts it again on the same port with the same settings,
   * as a restart of `npm start` or a deploy does: whatever it kept in memory is gone.
   */
  restartStore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole product on loopback, as `npm start` runs it: the service (with the built widget)
 * on one origin, the production build of `example/` on another, a test-mode product whose
 * allowed origin and webhook endpoint are the storefront, and Chromium.
 */
export async function startStorefrontEnvironment(
  options: { storeEnv?: Record<string, string> } = {},
): Promise<StorefrontEnvironment> {
  await Promise.all([buildPagesOnce(), buildExampleOnce()]);
  const db: ProvisionedDatabase = await provisionDatabase('sqlite');
  const [servicePort, storePort] = await Promise.all([freePort(), freePort()]);
  const serviceUrl = `http://localhost:${servicePort}`;
  const storeUrl = `http://127.0.0.1:${storePort}`;
  const config = loadConfig({
    // The storefront's webhook route is on this machine.
    OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
    OFAGE_DATA_DIR: db.dataDir,
    OFAGE_LOG_LEVEL: 'silent',
    PORT: String(servicePort),
    HOST: '127.0.0.1',
    OFAGE_PUBLIC_URL: serviceUrl,
  });
  const running: RunningService = await runService(config, {
    pages: { dev: false },
    detached: true,
  });
  const { ctx } = running.service;
  const now = Date.now();
  const ownerCredentials = {
    email: 'owner@cornerstore.test',
    password: 'purple monkey dishwasher',
  };
  const owner = await createAccount(ctx, ownerCredentials);
  const product = await createProduct(
    ctx.db,
    { name: 'Corner Store', allowedOrigins: { test: [storeUrl] }, ownerAccountId: owner.id },
    now,
  );
  const testKey = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, now)).key;
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  await setWebhookEndpoint(
    ctx.db,
    product.id,
    'test',
    { url: `${storeUrl}/api/age-gate/webhook`, secret: webhookSecret },
    now,
    { allowLoopback: true },
  );
  running.service.invalidateCaches();

  let log = '';
  const storeEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    OFAGE_SERVICE_URL: serviceUrl,
    OFAGE_API_KEY: testKey,
    OFAGE_SECRET: randomBytes(32).toString('base64url'),
    OFAGE_WEBHOOK_SECRET: webhookSecret,
    NEXTAUTH_URL: storeUrl,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
    ...options.storeEnv,
  };
  const startStore = async (): Promise<ChildProcess> => {
    const child = spawn(
      process.execPath,
      [NEXT_BIN, 'start', EXAMPLE_DIR, '-p', String(storePort), '-H', '127.0.0.1'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: storeEnv },
    );
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitUntilUp(`${storeUrl}/api/age-gate/status`, child, () => log);
    return child;
  };
  const stopStore = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let store = await startStore();
  const browser = await launchChromium();

  return {
    serviceUrl,
    storeUrl,
    running,
    productId: product.id,
    owner: ownerCredentials,
    browser,
    newContext: (width = 1280, locale?: string) =>
      browser.newContext({
        viewport: { width, height: width < 640 ? 780 : 900 },
        ...(locale ? { locale } : {}),
      }),
    perform: async (fields = {}) => {
      const res = await fetch(`${serviceUrl}/api/v1/age-verification/perform`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${storeEnv.OFAGE_API_KEY!}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          jurisdiction: 'US-CA',
          criteria: { ageCategory: 'ADULT' },
          ...fields,
        }),
      });
      if (res.status !== 200)
        throw new Error(`perform answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: string; url: string; shortUrl: string };
    },
    storeLog: () => log,
    storeSettings: {
      OFAGE_SERVICE_URL: storeEnv.OFAGE_SERVICE_URL!,
      OFAGE_API_KEY: storeEnv.OFAGE_API_KEY!,
      OFAGE_SECRET: storeEnv.OFAGE_SECRET!,
    },
    storePid: store.pid!,
    revoke: async (verificationId) => {
      const { webhookEventId } = await revokeVerification(
        running.service,
        owner,
        product.id,
        verificationId,
        'test: revoked by the merchant',
      );
      if (!webhookEventId) throw new Error('no Verification.Revoke webhook was enqueued');
      // Until it is delivered, or has failed for good.
      const event = await waitFor(
        async () => {
          const row = await ctx.db
            .selectFrom('webhook_events')
            .select(['state', 'delivered_at'])
            .where('id', '=', webhookEventId)
            .executeTakeFirstOrThrow();
          const delivered = row.state === 'delivered' && row.delivered_at !== null;
          return (delivered || row.state === 'failed') && row;
        },
        {
          timeout: 20_000,
          interval: 100,
          message: () => `the Verification.Revoke webhook:\n${log}`,
        },
      );
      if (event.state !== 'delivered' || event.delivered_at === null) {
        throw new Error(`the Verification.Revoke webhook was not delivered:\n${log}`);
      }
      return { deliveredAt: event.delivered_at };
    },
    restartStore: async () => {
      await stopStore(store);
      store = await startStore();
    },
    close: async () => {
      await browser.close().catch(() => undefined);
      await stopStore(store);
      await running.stop();
      await db.dispose();
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const outcome = await waitFor(
    async () => (child.exitCode !== null ? 'exited' : (await fetch(url)).status < 500 && 'up'),
    { timeout: 60_000, interval: 250, message: () => `the storefront at ${url}:\n${log()}` },
  );
  if (outcome === 'exited') throw new Error(`the storefront exited:\n${log()}`);
}

/**
 * Test mode in the widget, as a person would: pick the ID document method, keep the simulated
 * outcome "Adult (30)" and submit it.
 */
export async function passInWidget(
  widget: Pick<FrameLocator, 'getByRole' | 'getByText'>,
): Promise<void> {
  await widget.getByText('TEST MODE').first().waitFor();
  await widget.getByRole('button', { name: /ID document/ }).click();
  await widget.getByRole('radio', { name: /Adult/ }).check();
  await widget.getByRole('button', { name: 'Submit simulated result' }).click();
}

/**
 * The gate's widget frame after a result: clicks Done. When Done does not come, the error says
 * what the shopper saw instead, the gate's card and the frame's screen (an error, the offer still
 * undecided, the method's step), so that a failure names its cause.
 */
export async function doneInWidget(page: Page): Promise<void> {
  const frame = page.locator('iframe[title="Age verification"]');
  try {
    await frame.contentFrame().getByRole('button', { name: 'Done' }).click();
  } catch (error) {
    const seen = async (text: () => Promise<string>) =>
      (await text().catch((e: Error) => `(${e.message.split('\n')[0]})`)).replace(/\s+/g, ' ');
    const gate = await seen(() => page.locator('body').innerText({ timeout: 1000 }));
    const widget = await seen(() =>
      frame.contentFrame().locator('main').innerText({ timeout: 1000 }),
    );
    throw new Error(`no Done in the widget frame.\nThe page: ${gate}\nThe frame: ${widget}`, {
      cause: error,
    });
  }
}

/**
 * Top-level widget after a result: it returns to the merchant by itself after a moment, unless
 * it offers something first (e.g. saving an age key); "Continue to …" works in both cases.
 */
export async function leaveWidget(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /^Continue to / })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

/** The verified cookie of the storefront, for tampering. */
export async function verifiedCookie(context: BrowserContext, storeUrl: string) {
  const cookies = await context.cookies(storeUrl);
  const cookie = cookies.find((c) => c.name === 'ofage-verified');
  expect(cookie, 'the storefront set its verified cookie').toBeDefined();
  return cookie!;
}
