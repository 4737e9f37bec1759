import type { BrowserContext, CDPSession, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../src/service/age-keys/age-key-tables';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createProduct } from '../../src/service/products/products';
import { IFRAME_ALLOW, type MerchantSite } from './support/merchant-site';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

let env: WidgetEnvironment;
/** Merchant B: another product, embedding from another origin (`env.stranger`'s). */
let shopB: { key: string; site: MerchantSite };

beforeAll(async () => {
  env = await startWidgetEnvironment();
  const { ctx } = env.running.service;
  const now = Date.now();
  const product = await createProduct(
    ctx.db,
    { name: 'Shop B', allowedOrigins: [env.stranger.origin] },
    now,
  );
  const key = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, now)).key;
  env.running.service.invalidateCaches();
  shopB = { key, site: env.stranger };
}, 300_000);
afterAll(async () => env?.close());

interface Received {
  origin: string;
  data: { eventType: string; data?: Record<string, unknown> };
}

interface Device {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A browser with Chromium's virtual platform authenticator (CTAP2, resident keys, UV). */
async function device(): Promise<Device> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 760 });
  return { context, page, ...(await addAuthenticator(context, page)) };
}

async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentials(d: Device) {
  const { credentials } = await d.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: d.authenticatorId,
  });
  return credentials;
}

const messages = (page: Page): Promise<Received[]> =>
  page.evaluate(() => (window as unknown as { messages: Received[] }).messages);

async function resultMessage(page: Page, timeoutMs = 8000): Promise<Received> {
  const started = Date.now();
  for (;;) {
    const found = (await messages(page)).find((m) => m.data?.eventType === 'Verification.Result');
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('no Verification.Result message');
    await page.waitForTimeout(50);
  }
}

async function open(d: Device, site: MerchantSite, url: string, allow = IFRAME_ALLOW) {
  await d.page.goto(site.embedUrl(url, { allow }));
  return d.page.frameLocator('#widget');
}

async function passWith(frame: FrameLocator, method: RegExp): Promise<void> {
  await frame.getByRole('button', { name: method }).click();
  await frame.getByRole('button', { name: 'Submit simulated result' }).click();
  await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
}

const status = async (id: string, key?: string) =>
  (await (
    await env.api(`/api/v1/age-verification/get-status?id=${id}`, key ? { key } : {})
  ).json()) as Record<string, unknown>;

async function webhookFor(id: string) {
  const started = Date.now();
  for (;;) {
    const hit = env.receiver.received.find((w) => w.body.includes(id));
    if (hit) return hit;
    if (Date.now() - started > 10_000) throw new Error(`no webhook for ${id}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the age key in Chromium (virtual authenticator)', () => {
  let alice: Device;
  /** The credential right after creation, before any use: a clone of it is stale later. */
  let snapshot: Awaited<ReturnType<typeof credentials>>[number];

  afterAll(async () => alice?.context.close());

  it('is created inside the cross-origin iframe at merchant A after a pass by another method', async () => {
    alice = await device();
    const v = await env.perform();
    const frame = await open(alice, env.merchant, v.url);
    await passWith(frame, /ID document/);
    await frame.getByRole('button', { name: 'Save an age key' }).click();
    await frame.getByText(/Age key saved/).waitFor();

    const stored = await credentials(alice);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    snapshot = stored[0]!;
  });

  it('is used at merchant B: PASS by age-key, and nothing links it to merchant A', async () => {
    const v = await env.perform({}, shopB.key);
    const frame = await open(alice, shopB.site, v.url);
    const sent: string[] = [];
    alice.context.on('request', (r) => {
      if (r.url().endsWith('/api/widget/age-key/complete')) sent.push(r.postData() ?? '');
    });
    await frame.getByRole('button', { name: /^Age key/ }).click();
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();

    // What Chromium reports for a ceremony in a cross-origin frame: checked against the product.
    const body = JSON.parse(sent[0]!) as { response: { response: { clientDataJSON: string } } };
    const clientData = JSON.parse(
      Buffer.from(body.response.response.clientDataJSON, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(clientData).toMatchObject({
      type: 'webauthn.get',
      origin: env.serviceUrl,
      crossOrigin: true,
      topOrigin: shopB.site.origin,
    });

    const expected = {
      id: v.id,
      status: 'PASS',
      method: 'age-key',
      age: { low: 25, high: 100 },
      ageCategory: 'adult',
    };
    const message = await resultMessage(alice.page);
    expect(message.origin).toBe(env.serviceUrl);
    expect(message.data.data).toEqual({ ...expected, verificationId: v.id });
    expect(await status(v.id, shopB.key)).toEqual(expected);

    // No credential id, user handle or other stable value reaches merchant B's page or URLs.
    const seen = JSON.stringify({
      messages: await messages(alice.page),
      urls: alice.page.frames().map((f) => f.url()),
    });
    for (const secret of [snapshot.credentialId, snapshot.userHandle ?? '<none>']) {
      expect(seen).not.toContain(secret);
      expect(seen).not.toContain(Buffer.from(secret, 'base64').toString('base64url'));
    }
    // The pass by the key offers to forget it.
    await frame.getByRole('button', { name: 'Forget my age key' }).waitFor();
  });

  it('a cloned credential with a stale counter is refused', async () => {
    const mallory = await device();
    await mallory.cdp.send('WebAuthn.addCredential', {
      authenticatorId: mallory.authenticatorId,
      credential: snapshot,
    });
    const v = await env.perform();
    const frame = await open(mallory, env.merchant, v.url);
    await frame.getByRole('button', { name: /^Age key/ }).click();
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByText(/looks copied from another device/).waitFor();
    expect((await status(v.id)).status).not.toBe('PASS');
    await mallory.context.close();
  });

  it('user verification off: refused by the browser, and by the service if the page is tampered with', async () => {
    await alice.cdp.send('WebAuthn.setUserVerified', {
      authenticatorId: alice.authenticatorId,
      isUserVerified: false,
    });
    const v = await env.perform();
    const frame = await open(alice, env.merchant, v.url);
    await frame.getByRole('button', { name: /^Age key/ }).click();
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    // userVerification "required": Chromium itself declines when the user is not verified.
    await frame.getByText(/No age key was used/).waitFor();

    // A page that asks for no user verification gets an assertion with UV off: the service refuses.
    await alice.context.route('**/api/widget/age-key/options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { options?: { userVerification?: string } };
      if (body.options) body.options.userVerification = 'discouraged';
      await route.fulfill({ response, json: body });
    });
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByText(/did not confirm it is you/).waitFor();
    await alice.context.unroute('**/api/widget/age-key/options');
    expect((await status(v.id)).status).not.toBe('PASS');
    await alice.cdp.send('WebAuthn.setUserVerified', {
      authenticatorId: alice.authenticatorId,
      isUserVerified: true,
    });
  });

  it('"forget my age key" deletes it: the passkey then matches nothing', async () => {
    const v = await env.perform();
    const frame = await open(alice, env.merchant, v.url);
    await frame.getByRole('button', { name: /^Age key/ }).click();
    await frame.getByRole('button', { name: 'Forget my age key' }).click();
    await frame.getByText(/Your age key was deleted/).waitFor();
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByText(/not known here/).waitFor();
  });
});

describe('age key display rules', () => {
  it('is not offered in a frame without the publickey-credentials permissions', async () => {
    const d = await device();
    const v = await env.perform();
    const frame = await open(d, env.merchant, v.url, 'camera; payment');
    await frame.getByRole('button', { name: /ID document/ }).waitFor();
    expect(await frame.getByRole('button', { name: /^Age key/ }).count()).toBe(0);
    await passWith(frame, /ID document/);
    await d.page.waitForTimeout(300);
    expect(await frame.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);
    await d.context.close();
  });
});

describe('creation where a frame may not create passkeys (Safari)', () => {
  it('a top-level window opened on the click creates the key, and the frame continues', async () => {
    const d = await device();
    const v = await env.perform();
    const frame = await open(d, env.merchant, v.url);
    await passWith(frame, /ID document/);
    // Make the frame's creation fail as Safari's does (here: a SecurityError from a foreign RP ID).
    const OPTIONS = '**/api/widget/age-key/options';
    await d.context.route(OPTIONS, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { options?: { rp?: { id?: string } } };
      if (body.options?.rp) body.options.rp.id = 'example.com';
      await route.fulfill({ response, json: body });
    });
    await frame.getByRole('button', { name: 'Save an age key' }).click();
    const openWindow = frame.getByRole('button', { name: 'Open a window to save your age key' });
    await openWindow.waitFor();
    await d.context.unroute(OPTIONS);

    const opened = d.context.waitForEvent('page');
    await openWindow.click();
    const popup = await opened;
    await popup.waitForLoadState();
    await addAuthenticator(d.context, popup);
    expect(new URL(popup.url()).origin).toBe(env.serviceUrl);
    const keys = () =>
      ageKeyDb(env.running.service.ctx.db).selectFrom('age_keys').select('credential_id').execute();
    const before = (await keys()).length;
    await popup.getByRole('button', { name: 'Save an age key' }).click();
    await popup.waitForEvent('close');
    await frame.getByText(/Age key saved/).waitFor();
    expect((await keys()).length).toBe(before + 1);
    await d.context.close();
  });
});

describe('flow=age-key', () => {
  it('creates a key by estimation, upgrades it for a stricter threshold, then passes', async () => {
    const d = await device();

    // 1. No key yet: verify another way first (estimation, ADULT 18), then save the key.
    const first = await env.perform({ options: { flow: 'age-key' } });
    let frame = await open(d, env.merchant, first.url);
    await frame.getByRole('button', { name: 'Use your age key' }).waitFor();
    await frame.getByRole('button', { name: 'Choose another method' }).click();
    await passWith(frame, /Face age estimate/);
    await frame.getByRole('button', { name: 'Save an age key' }).click();
    await frame.getByText(/Age key saved/).waitFor();

    // 2. Puerto Rico needs 21: the key (18+) asks for an upgrade.
    const strict = await env.perform(
      { jurisdiction: 'US-PR', options: { flow: 'age-key' } },
      shopB.key,
    );
    frame = await open(d, shopB.site, strict.url);
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByText(/proves 18\+, which is not enough here/).waitFor();
    await frame.getByRole('button', { name: 'Choose another method' }).click();
    await passWith(frame, /ID document/);
    await frame.getByRole('button', { name: 'Update my age key' }).click();
    await frame.getByText(/it now proves 25\+/).waitFor();
    expect(await status(strict.id, shopB.key)).toMatchObject({ method: 'id-document' });

    // 3. The upgraded key passes the stricter check by itself: webhook and get-status say age-key.
    const again = await env.perform({ jurisdiction: 'US-PR', options: { flow: 'age-key' } });
    frame = await open(d, env.merchant, again.url);
    await frame.getByRole('button', { name: 'Use your age key' }).click();
    await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    const expected = {
      id: again.id,
      status: 'PASS',
      method: 'age-key',
      age: { low: 25, high: 100 },
      ageCategory: 'adult',
    };
    expect(await status(again.id)).toEqual(expected);
    const hook = await webhookFor(again.id);
    expect(hook.validHmac && hook.validStandard).toBe(true);
    expect(JSON.parse(hook.body)).toEqual({
      eventType: 'Verification.Result',
      data: { ...expected, verificationId: again.id },
    });
    await d.context.close();
  });
});
