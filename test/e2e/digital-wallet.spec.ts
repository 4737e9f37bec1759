import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIssuer } from '../../src/service/methods/digital-wallet/test-issuer';
import {
  isoMdocSessionTranscript,
  sealIsoMdocResponse,
} from '../../src/service/methods/digital-wallet/iso-mdoc-dc-api';
import { mdocSessionTranscript } from '../../src/service/methods/digital-wallet/read-mdoc';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
} from '../../src/service/methods/digital-wallet/test-wallet';
import { WALLET_PROMPT_TIMEOUT_MS } from '../../src/service/methods/digital-wallet/wallet-prompt-timeout';
import { openWallet, programVirtualWallet } from './support/digital-wallet';
import { laidOutAt, SCREENS } from './support/screens';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';
import { profilesClosedAfterEachTest } from './support/browser-profiles';

let env: WidgetEnvironment;
const { contexts } = profilesClosedAfterEachTest();

beforeAll(async () => {
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => {
  await env?.close();
});

const getStatus = async (id: string) =>
  (await (await env.api(`/api/v1/age-verification/get-status?id=${id}`)).json()) as Record<
    string,
    unknown
  >;

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}

type Answer =
  'sd-jwt-adult' | 'sd-jwt-minor' | 'mdoc-adult' | 'iso-mdoc-adult' | 'decline' | 'no-answer';

/**
 * The virtual wallet answers as `answer` says: it issues and presents a credential of the
 * service's test issuer for the page's origin and the nonce of the widget's request.
 */
async function virtualWallet(page: Page, answer: Answer): Promise<void> {
  const issuer = await testIssuer(env.running.service.ctx);
  const origin = new URL(env.serviceUrl).origin;
  await programVirtualWallet(page, async ({ requests }) => {
    const [request] = requests;
    const iso = requests.find((r) => r.protocol === 'org-iso-mdoc');
    if (iso && answer === 'iso-mdoc-adult') {
      const wallet = await createTestWallet(issuer, { ageOver: { 18: true } });
      const deviceResponse = await presentTestMdoc(wallet, {
        threshold: 18,
        sessionTranscript: isoMdocSessionTranscript(iso.data.encryptionInfo!, origin),
      });
      return {
        action: 'respond',
        protocol: 'org-iso-mdoc',
        response: await sealIsoMdocResponse(
          { encryptionInfo: iso.data.encryptionInfo! },
          origin,
          deviceResponse,
        ),
      };
    }
    if (answer === 'decline' || answer === 'no-answer') {
      return { action: answer === 'decline' ? 'decline' : 'wait' };
    }
    const wallet = await createTestWallet(issuer, { ageOver: { 18: answer !== 'sd-jwt-minor' } });
    const nonce = request!.data.nonce!;
    const vpToken =
      answer === 'mdoc-adult'
        ? {
            mdl: [
              Buffer.from(
                await presentTestMdoc(wallet, {
                  threshold: 18,
                  sessionTranscript: mdocSessionTranscript({ kind: 'dc_api', origin, nonce }),
                }),
              ).toString('base64url'),
            ],
          }
        : {
            'pid-sd-jwt': [
              await presentTestSdJwtVc(wallet, {
                threshold: 18,
                nonce,
                audience: `origin:${origin}`,
              }),
            ],
          };
    return {
      action: 'respond',
      protocol: request!.protocol,
      response: { vp_token: JSON.stringify(vpToken) },
    };
  });
}

describe('digital wallet in Chromium', () => {
  it('QR code / direct_post: a second browser acting as the wallet completes the widget', async () => {
    const v = await env.perform();
    const desktop = await newPage();
    await openWallet(desktop, v.url);
    await desktop.getByRole('button', { name: 'Use a wallet on your phone' }).click();
    const qr = desktop.locator('[data-wallet-qr] img');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const link = await desktop.getByRole('link', { name: 'Open wallet app' }).getAttribute('href');
    expect(link).toMatch(/^openid4vp:\/\/\?client_id=redirect_uri%3A/);
    const testWallet = await desktop.locator('[data-test-wallet]').getAttribute('href');

    // The phone: another browser, with nothing of the desktop's session, opens the request.
    const phone = await newPage();
    await phone.goto(new URL(testWallet!, env.serviceUrl).href);
    await phone.getByText(/asks for one attribute: age_equal_or_over\.18/).waitFor();
    await phone.getByRole('button', { name: 'Share: over the age (EU PID, SD-JWT VC)' }).click();
    await phone.getByText('Shared. You can go back to the verification.').waitFor();

    await desktop
      .getByRole('heading', { name: 'Your age is confirmed' })
      .waitFor({ timeout: 15_000 });
    expect(await getStatus(v.id)).toMatchObject({
      status: 'PASS',
      method: 'digital-wallet',
      age: { low: 18, high: 100 },
    });
  });

  it('QR code: the person declines in the wallet → the widget says they declined, and no attempt box', async () => {
    const v = await env.perform();
    const desktop = await newPage();
    await openWallet(desktop, v.url);
    await desktop.getByRole('button', { name: 'Use a wallet on your phone' }).click();
    const testWallet = await desktop.locator('[data-test-wallet]').getAttribute('href');
    const phone = await newPage();
    await phone.goto(new URL(testWallet!, env.serviceUrl).href);
    await phone.getByRole('button', { name: 'Decline' }).click();
    await phone.getByText('Declined. Nothing was shared.').waitFor();
    await desktop.locator('[data-wallet-notice="walletDeclined"]').waitFor({ timeout: 10_000 });
    await desktop.getByText('You declined in your wallet. Nothing was shared.').waitFor();
    // Declining is the person's answer, not an attempt without an age signal.
    expect(await desktop.locator('[data-wallet-refusal]').count()).toBe(0);
    expect(await desktop.locator('.notice').count()).toBe(0);
    expect(await desktop.getByText(/attempts? left/).count()).toBe(0);
    // The phone stays one click away for a second try.
    await desktop.getByRole('button', { name: 'Use a wallet on your phone' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    for (const width of [360, 1280]) {
      await desktop.setViewportSize({ width, height: 800 });
      await laidOutAt(desktop, width);
      await desktop.screenshot({
        path: `${SCREENS}/wallet-4-declined-${width}.png`,
        fullPage: true,
      });
    }
  });

  // No wallet behind the browser's Digital Credentials API: Chromium's virtual wallet told to
  // wait, as a browser with the API and nothing installed behaves (it never answers).
  it("Digital Credentials API with no wallet installed: the phone's QR code is offered within a few seconds", async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'no-answer');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    const started = Date.now();
    const qr = page.locator('[data-wallet-qr] img');
    await qr.waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Both routes at once: the request to this device is still open, with its Cancel.
    await page.locator('[data-wallet-waiting]').waitFor();
    await page
      .getByText('No window from your browser? Scan the code with your phone instead:')
      .waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await laidOutAt(page, width);
      await page.screenshot({
        path: `${SCREENS}/wallet-5-this-device-with-qr-${width}.png`,
        fullPage: true,
      });
    }
    // The phone answers while this device's request is open: the widget completes.
    const testWallet = await page.locator('[data-test-wallet]').getAttribute('href');
    const phone = await newPage();
    await phone.goto(new URL(testWallet!, env.serviceUrl).href);
    await phone.getByRole('button', { name: 'Share: over the age (EU PID, SD-JWT VC)' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor({ timeout: 15_000 });
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'digital-wallet' });
  });

  it('Digital Credentials API: the virtual wallet shares an EU PID (SD-JWT VC) → PASS', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'sd-jwt-adult');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'digital-wallet' });
  });

  it('Digital Credentials API: the virtual wallet shares an mDL (mdoc) → PASS', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'mdoc-adult');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS' });
  });

  it('Digital Credentials API: an mDL over org-iso-mdoc (ISO 18013-7 Annex C, HPKE) → PASS', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'iso-mdoc-adult');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'digital-wallet' });
  });

  it('Digital Credentials API: age_over_18 = false → FAIL age-criteria-not-met', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'sd-jwt-minor');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.getByRole('heading', { name: 'Your age could not be confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
    });
  });

  it('Digital Credentials API: a declined request says so and records nothing', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'decline');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.locator('[data-wallet-notice="walletDeclined"]').waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  // "No wallet answers" is Chromium's own virtual wallet told to wait (DevTools Protocol
  // DigitalCredentials.setVirtualWalletBehavior {action: 'wait'}): the real browser API, with a
  // request that stays open until the page withdraws it.
  it('Digital Credentials API, no wallet answering: Cancel is there at once and withdraws the request', async () => {
    const v = await env.perform();
    const page = await newPage();
    await virtualWallet(page, 'no-answer');
    await openWallet(page, v.url);
    const thisDevice = page.getByRole('button', { name: 'Use a wallet on this device' });
    await thisDevice.click();
    const cancel = page.locator('[data-wallet-waiting]').getByRole('button', { name: 'Cancel' });
    // Visible right after the click (Playwright's default would wait 30 s; one second is "at once").
    await cancel.waitFor({ timeout: 1000 });
    await page.getByText('Waiting for a wallet on this device.').waitFor();
    expect(await thisDevice.isDisabled()).toBe(true);
    // The phone is offered beside the open request: its code is there at once.
    await page.locator('[data-wallet-qr] img').waitFor({ timeout: 5000 });
    await page.screenshot({ path: `${SCREENS}/wallet-1-waiting-with-cancel.png` });
    await cancel.click();
    await page.locator('[data-wallet-notice="walletCancelled"]').waitFor();
    await page.getByText('Cancelled. Nothing was shared.').waitFor();
    expect(await page.locator('[data-wallet-waiting]').count()).toBe(0);
    expect(await thisDevice.isEnabled()).toBe(true);
    // Cancelling this device leaves the phone's code where it was.
    await page.locator('[data-wallet-qr] img').waitFor();
    await page.screenshot({ path: `${SCREENS}/wallet-2-cancelled.png` });
    // Withdrawn for real: the browser takes a new request right away (a second open one would be
    // refused as pending), and the verification was not touched.
    await virtualWallet(page, 'sd-jwt-adult');
    await thisDevice.click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'digital-wallet' });
  });

  it('Digital Credentials API, no wallet answering: after the bound the widget says so, and the QR code stays', async () => {
    const v = await env.perform();
    const page = await newPage();
    await page.clock.install();
    await virtualWallet(page, 'no-answer');
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await page.locator('[data-wallet-waiting]').waitFor();
    // The phone's code is beside the open request from the start.
    await page.locator('[data-wallet-qr] img').waitFor();
    await page.clock.fastForward(WALLET_PROMPT_TIMEOUT_MS - 1000);
    expect(await page.locator('[data-wallet-notice]').count()).toBe(0);
    await page.clock.fastForward(2000);
    await page.locator('[data-wallet-notice="walletTimeout"]').waitFor();
    await page.getByText('No wallet on this device answered.', { exact: false }).waitFor();
    const qr = page.locator('[data-wallet-qr] img');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('[data-wallet-waiting]').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/wallet-3-timeout-qr.png`, fullPage: true });
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("an app's embedded web view gets the QR code but no hand-off to the wallet app", async () => {
    const v = await env.perform();
    const context = await env.browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
    });
    contexts.push(context);
    const page = await context.newPage();
    await openWallet(page, v.url);
    await page.getByRole('button', { name: 'Use a wallet on your phone' }).click();
    await page.locator('[data-wallet-qr] img').waitFor();
    expect(await page.getByRole('link', { name: 'Open wallet app' }).count()).toBe(0);
  });

  it('in a frame without digital-credentials-get only the QR code is offered', async () => {
    const v = await env.perform();
    const page = await newPage();
    await page.goto(
      env.merchant.embedUrl(v.url, {
        allow: 'camera; payment; publickey-credentials-get; publickey-credentials-create',
      }),
    );
    const frame = page.frameLocator('#widget');
    await frame.getByRole('button', { name: /Digital wallet/ }).click();
    await frame.locator('[data-wallet-notice="walletUnsupported"]').waitFor();
    // The code the notice speaks of is there at once.
    await frame.locator('[data-wallet-qr] img').waitFor();
    expect(await frame.getByRole('button', { name: 'Use a wallet on this device' }).count()).toBe(
      0,
    );

    const full = await newPage();
    await full.goto(env.merchant.embedUrl(v.url));
    const allowed = full.frameLocator('#widget');
    await allowed.getByRole('button', { name: /Digital wallet/ }).click();
    await allowed.getByRole('button', { name: 'Use a wallet on this device' }).waitFor();
  });
});
