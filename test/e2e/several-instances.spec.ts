import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/service/db/create-database';
import { migrateToLatest } from '../../src/service/db/migrate';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createProduct } from '../../src/service/products/products';
import { setWebhookEndpoint } from '../../src/service/products/set-webhook-endpoint';
import { provisionDatabase, type ProvisionedDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { startRoundRobin, type RoundRobin } from '../support/round-robin';
import { startServiceInstances, type ServiceInstances } from '../support/service-instances';
import { waitFor } from '../support/wait';
import { startReceiver, type Receiver } from '../service/webhooks/support/webhook-receiver';
import { startMerchantSite, type MerchantSite } from './support/merchant-site';
import { launchChromium } from './support/widget-environment';

const pgReady = Boolean(process.env.OFAGE_TEST_PG_ADMIN_URL);
const INSTANCE = path.join(import.meta.dirname, 'support', 'widget-instance-process.ts');

/**
 * A staging set-up: two instances of the service (processes of their own, each with its own
 * data directory, as two containers have) on one fresh PostgreSQL database, behind a round-robin
 * balancer that sends every request — the widget's page, its scripts, its API calls, the test
 * wallet's and the test bank's pages — to the other instance than the one before. Each method's
 * test flow completes in Chromium through the balancer, and get-status and the signed webhook
 * agree. Before the test issuer and the test bank kept their state in the database, the wallet's
 * presentations were refused and the bank said "Session expired".
 */
describe.skipIf(!pgReady)('test mode on two instances behind a round-robin balancer', () => {
  let database: ProvisionedDatabase;
  let handle: DatabaseHandle;
  let proxy: RoundRobin;
  let instances: ServiceInstances | undefined;
  let receiver: Receiver;
  let merchant: MerchantSite;
  let browser: Browser;
  let testKey = '';
  /** `http://localhost:<port>`: the balancer, the service's public URL. */
  let serviceUrl = '';
  const upstreams: string[] = [];
  const dataDirs: string[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    database = await provisionDatabase('postgres');
    handle = createDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      poolSize: 2,
    });
    await migrateToLatest(handle);
    merchant = await startMerchantSite();
    const now = Date.now();
    const product = await createProduct(
      handle.db,
      { name: 'Staging shop', allowedOrigins: { test: [merchant.origin] } },
      now,
    );
    testKey = (await createApiKey(handle.db, { productId: product.id, mode: 'test' }, now)).key;
    const secret = `whsec_${Buffer.from('several-instances-webhook-secret!!').toString('base64')}`;
    receiver = await startReceiver([secret]);
    await setWebhookEndpoint(handle.db, product.id, 'test', { url: receiver.url, secret }, now, {
      allowLoopback: true,
    });

    proxy = await startRoundRobin(upstreams);
    // localhost, not 127.0.0.1: an age key's relying party is a host name.
    serviceUrl = `http://localhost:${new URL(proxy.url).port}`;
    instances = await startServiceInstances(
      2,
      {
        DATABASE_URL: database.databaseUrl!,
        OFAGE_PUBLIC_URL: serviceUrl,
        OFAGE_TRUST_PROXY: '1',
        OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      },
      {
        script: INSTANCE,
        envOf: async () => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-instance-'));
          dataDirs.push(dataDir);
          return { OFAGE_DATA_DIR: dataDir, PORT: String(await freePort()) };
        },
      },
    );
    upstreams.push(...instances.urls);
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await instances?.stop();
    await proxy?.close();
    await receiver?.close();
    await merchant?.close();
    await handle?.close();
    await database?.dispose();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const api = (route: string, json?: unknown) =>
    fetch(serviceUrl + route, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${testKey}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  const perform = async (options: Record<string, unknown> = {}) => {
    const res = await api('/api/v1/age-verification/perform', {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      options,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; url: string };
  };

  const getStatus = async (id: string) => {
    const res = await api(`/api/v1/age-verification/get-status?id=${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };

  /** get-status and the signed webhook both say `expected`. */
  async function expectResult(id: string, expected: Record<string, unknown>): Promise<void> {
    expect(await getStatus(id)).toMatchObject(expected);
    const hook = await waitFor(() => receiver.received.find((w) => w.body.includes(id)), {
      message: `the webhook for ${id}`,
    });
    expect(hook.validHmac && hook.validStandard).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({
      eventType: 'Verification.Result',
      data: { id, ...expected },
    });
  }

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    return context.newPage();
  }

  it('both instances answer, in turn', async () => {
    expect(instances!.urls).toHaveLength(2);
    const before = [...proxy.counts];
    for (let i = 0; i < 4; i++)
      expect((await fetch(`${serviceUrl}/api/health/live`)).ok).toBe(true);
    expect(proxy.counts.map((n, i) => n - (before[i] ?? 0))).toEqual([2, 2]);
  });

  // Four in a row, as in the report: each presentation's steps (the request, the signing by the
  // test wallet, the answer to response_uri) fall on either instance.
  it.each([
    [1, 'Share: over the age (EU PID, SD-JWT VC)'],
    [2, 'Share: over the age (mobile driving licence, mdoc)'],
    [3, 'Share: over the age (EU PID, SD-JWT VC)'],
    [4, 'Share: over the age (mobile driving licence, mdoc)'],
  ])(
    'digital wallet: test wallet presentation %i of 4 → PASS',
    async (_n, share) => {
      const v = await perform();
      const desktop = await newPage();
      await desktop.goto(v.url);
      await desktop.getByRole('button', { name: /Digital wallet/ }).click();
      await desktop.getByRole('button', { name: 'Use a wallet on your phone' }).click();
      const testWallet = await desktop.locator('[data-test-wallet]').getAttribute('href');
      // The phone: another browser, with nothing of the desktop's session.
      const phone = await newPage();
      await phone.goto(new URL(testWallet!, serviceUrl).href);
      await phone.getByRole('button', { name: share }).click();
      await phone.getByText(/^Shared\.|refused|could not answer/).waitFor();
      expect(await phone.locator('#done').textContent()).toBe(
        'Shared. You can go back to the verification.',
      );
      await desktop
        .getByRole('heading', { name: 'Your age is confirmed' })
        .waitFor({ timeout: 15_000 });
      await expectResult(v.id, { status: 'PASS', method: 'digital-wallet', age: { low: 18 } });
    },
    60_000,
  );

  it('bank app: the test bank signs in Alex (34) and asks consent → PASS, back at the shop', async () => {
    const v = await perform({ redirectUrl: merchant.returnUrl });
    const page = await newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Bank app/ }).click();
    await page.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await page.getByRole('heading', { name: /Sign in to Test Bank|Session expired/ }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Sign in to Test Bank');
    await page.getByRole('button', { name: 'Alex (34)' }).click();
    await page.getByRole('heading', { name: 'Share with this site?' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/return');
    expect(new URL(page.url()).searchParams.get('result')).toBe('PASS');
    await expectResult(v.id, { status: 'PASS', method: 'bank-app', age: { low: 18 } });
  }, 60_000);

  it('credit card: a UK credit test card → PASS', async () => {
    const v = await perform();
    const page = await newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4000 0082 6000 0000');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await expectResult(v.id, { status: 'PASS', method: 'credit-card', age: { low: 18 } });
  }, 60_000);

  it('facial age estimation: the simulator → PASS', async () => {
    const v = await perform({ flow: 'facial-age-estimation' });
    const page = await newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await expectResult(v.id, { status: 'PASS', method: 'facial-age-estimation' });
  }, 60_000);

  it('id document by the simulator, then an age key saved and used (virtual authenticator) → PASS', async () => {
    const page = await newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const first = await perform();
    await page.goto(first.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await expectResult(first.id, { status: 'PASS', method: 'id-document' });
    await page.getByRole('button', { name: 'Save an age key' }).click();
    await page.getByText(/Age key saved/).waitFor();

    const second = await perform();
    await page.goto(second.url);
    await page.getByRole('button', { name: /^Age key/ }).click();
    await page.getByRole('button', { name: 'Use your age key' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await expectResult(second.id, { status: 'PASS', method: 'age-key' });
  }, 90_000);
});
