import type { BrowserContext, CDPSession, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../src/service/methods/age-key/keys/age-key-tables';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createProduct } from '../../src/service/products/products';
import { holdsFor, waitFor } from '../support/wait';
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
    { name: 'Shop B', allowedOrigins: { test: [env.stranger.origin] } },
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

const resultMessage = (page: Page, timeout = 8000): Promise<Received> =>
  waitFor(
    async () => (await messages(page)).find((m) => m.data?.eventType === 'Verification.Result'),
    { timeout, message: 'a Verification.Result message' },
  );

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

const webhookFor = (id: string) =>
  waitFor(() => env.receiver.received.find((w) => w.body.includes(id)), {
    message: `the webhook for ${id}`,
  });

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
    await holdsFor(
      async () => (await frame.getByRole('button', { name: 'Save an age key' }).count()) === 0,
      300,
      'no age key offer',
    );
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
    // Listen before the click: the window may close before a wait started after it.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Save an age key' }).click();
    await closed;
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

/** Counts the age keys the service stores. */
const storedKeys = async () =>
  (
    await ageKeyDb(env.running.service.ctx.db)
      .selectFrom('age_keys')
      .select('credential_id')
      .execute()
  ).length;

/** The widget asking the service whether it completed the verification (its secret attached). */
const completionCheck = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/api/widget/status?') &&
      r.request().headers()['ofage-widget-session'] !== undefined,
    { timeout: 20_000 },
  );

/**
 * How a result screen settles about the offer: `offered` as soon as "Save an age key" shows, or
 * else the service's answer to the widget's completion check (the button needs `completedHere`).
 */
async function offer(
  where: Page | FrameLocator,
  asked: ReturnType<typeof completionCheck>,
): Promise<'offered' | { completedHere: boolean } | 'undecided'> {
  const shown = where
    .getByRole('button', { name: 'Save an age key' })
    .waitFor({ timeout: 20_000 })
    .then(
      () => 'offered' as const,
      () => 'undecided' as const,
    );
  const answered = asked.then(
    async (r) => ({
      completedHere: ((await r.json()) as { completedHere: boolean }).completedHere,
    }),
    () => 'undecided' as const,
  );
  return Promise.race([shown, answered]);
}

/** What a script in a page of the service's origin gets from the age-key endpoints. */
async function callAgeKeyApi(
  page: Page,
  path: 'options' | 'complete',
  body: Record<string, unknown>,
  sessionSecret?: string,
): Promise<{ status: number; body: { error?: string; outcome?: string } }> {
  return page.evaluate(
    async ({ path, body, sessionSecret }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (sessionSecret) headers['ofage-widget-session'] = sessionSecret;
      const res = await fetch(`/api/widget/age-key/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    },
    { path, body, sessionSecret },
  );
}

/** A passkey made in `page` by a script of its own, as the JSON the service reads. */
async function scriptedAttestation(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const b64u = (b: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const credential = (await navigator.credentials.create({
      publicKey: {
        rp: { id: location.hostname, name: 'Age key' },
        user: { id: crypto.getRandomValues(new Uint8Array(32)), name: 'Age key', displayName: '' },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAttestationResponse;
    return {
      id: credential.id,
      rawId: b64u(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(response.clientDataJSON),
        attestationObject: b64u(response.attestationObject),
      },
      clientExtensionResults: {},
    };
  });
}

/** An assertion by a passkey `page` holds, for a challenge of its own, as the service reads it. */
async function scriptedAssertion(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const b64u = (b: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const credential = (await navigator.credentials.get({
      publicKey: {
        rpId: location.hostname,
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        userVerification: 'required',
      },
    })) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      id: credential.id,
      rawId: b64u(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(response.clientDataJSON),
        authenticatorData: b64u(response.authenticatorData),
        signature: b64u(response.signature),
        ...(response.userHandle ? { userHandle: b64u(response.userHandle) } : {}),
      },
      clientExtensionResults: {},
    };
  });
}

describe('an age key comes only from the browser that completed the verification', () => {
  it('security: a second browser with both ids and the widget token gets neither the offer nor the endpoint; the completing browser saves the key', async () => {
    const alice = await device();
    const mallory = await device();
    const v = await env.perform();
    const frame = await open(alice, env.merchant, v.url);
    await passWith(frame, /ID document/);
    await frame.getByRole('button', { name: 'Save an age key' }).waitFor();
    const before = await storedKeys();

    // The reproduced attack: the verification id (webhooks, redirects, logs) and the product id.
    const bare = await mallory.page.goto(`${env.serviceUrl}/v/${v.id}?pid=${env.product.id}&s=qr`);
    expect(bare?.status()).toBe(400);
    await mallory.page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    // Even the shortUrl with its secret opens nothing once the verification has a result.
    const finished = await mallory.page.goto(v.shortUrl);
    expect(finished?.status()).toBe(410);
    await mallory.page.getByRole('heading', { name: 'This age check is finished' }).waitFor();
    expect(await mallory.page.getByRole('button').count()).toBe(0);

    // The widget token from `url` shows the result, without the offer: this is not the widget
    // session that completed it.
    const asked = completionCheck(mallory.page);
    await mallory.page.goto(v.url);
    await mallory.page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await offer(mallory.page, asked)).toEqual({ completedHere: false });
    expect(await mallory.page.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);

    // Nor do the endpoints take the token, with or without a session secret of its own.
    const token = new URL(v.url).searchParams.get('token')!;
    const forged = 'A'.repeat(43);
    for (const secret of [undefined, forged]) {
      const options = await callAgeKeyApi(
        mallory.page,
        'options',
        { token, purpose: 'register' },
        secret,
      );
      expect(options).toEqual({
        status: 403,
        body: { error: 'FORBIDDEN', errorMessage: expect.stringMatching(/completed/) },
      });
    }
    // A passkey made by a script of her own, then an assertion with it: both refused.
    const attestation = await scriptedAttestation(mallory.page);
    const assertion = await scriptedAssertion(mallory.page);
    for (const [purpose, response] of [
      ['register', attestation],
      ['update', assertion],
    ] as const) {
      const complete = await callAgeKeyApi(
        mallory.page,
        'complete',
        { token, purpose, response },
        forged,
      );
      expect(complete.status).toBe(403);
      expect(complete.body.error).toBe('FORBIDDEN');
    }
    expect(await storedKeys()).toBe(before);

    // The browser that completed it saves the key.
    await frame.getByRole('button', { name: 'Save an age key' }).click();
    await frame.getByText(/Age key saved/).waitFor();
    expect(await storedKeys()).toBe(before + 1);
    expect(await credentials(alice)).toHaveLength(1);
    await alice.context.close();
    await mallory.context.close();
  });

  it('security: cross-device, the phone that completed saves the key; the desktop that showed the QR code is not offered it', async () => {
    const desktop = await device();
    const phone = await device();
    const v = await env.perform();
    const frame = await open(desktop, env.merchant, v.url);
    await frame.getByText('Continue on your phone').click();
    await frame.getByRole('img', { name: /QR code/ }).waitFor();
    const asked = completionCheck(desktop.page);

    await phone.page.setViewportSize({ width: 390, height: 800 });
    await phone.page.goto(v.shortUrl);
    await phone.page.getByRole('button', { name: /ID document/ }).click();
    await phone.page.getByRole('button', { name: 'Submit simulated result' }).click();
    await phone.page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await phone.page.getByRole('button', { name: 'Save an age key' }).waitFor();

    // The desktop learns the result, and asks whether it completed it: no.
    await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await offer(frame, asked)).toEqual({ completedHere: false });
    expect(await frame.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);

    const before = await storedKeys();
    await phone.page.getByRole('button', { name: 'Save an age key' }).click();
    await phone.page.getByText(/Age key saved/).waitFor();
    expect(await storedKeys()).toBe(before + 1);
    expect(await credentials(phone)).toHaveLength(1);
    expect(await credentials(desktop)).toHaveLength(0);
    await desktop.context.close();
    await phone.context.close();
  });
});
