import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_DECISION_MS } from '../../src/service/widget/client/use-result-offer';
import { holdsFor, waitFor } from '../support/wait';
import { measureInitialJs, WIDGET_INITIAL_JS_BUDGET } from './support/initial-js';
import { startMerchantSite } from './support/merchant-site';
import { laidOutAt } from './support/screens';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const SHOTS = 'test-results/widget';
const WIDTHS = [360, 1280] as const;

let env: WidgetEnvironment;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

interface Received {
  origin: string;
  data: { eventType: string; data?: Record<string, unknown> };
}

const messages = (page: Page): Promise<Received[]> =>
  page.evaluate(() => (window as unknown as { messages: Received[] }).messages);

const waitForMessage = (page: Page, eventType: string, timeout = 5000): Promise<Received> =>
  waitFor(async () => (await messages(page)).find((m) => m.data?.eventType === eventType), {
    timeout,
    message: `a ${eventType} message`,
  });

const waitForWebhook = (id: string, timeout = 10_000) =>
  waitFor(() => env.receiver.received.find((w) => w.body.includes(id)), {
    timeout,
    message: `the webhook for ${id}`,
  });

const getStatus = async (id: string) =>
  (await (await env.api(`/api/v1/age-verification/get-status?id=${id}`)).json()) as Record<
    string,
    unknown
  >;

/** Screenshots of the current screen at both widths (the page is re-laid out, not reloaded). */
async function shoot(page: Page, name: string, height = 720): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    await laidOutAt(page, width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height });
}

async function embedded(context: BrowserContext, url: string, allow?: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(env.merchant.embedUrl(url, allow === undefined ? {} : { allow }));
  const frame = page.frameLocator('#widget');
  return { page, frame };
}

/**
 * A new browser whose widget status requests (what the age-key offer waits for) wait for `held`
 * before they reach the service; an embedded test-mode verification passed by ID document, on
 * its result screen.
 */
async function passWhileStatusWaits(held: Promise<void>) {
  const context = await env.browser.newContext();
  await context.route(
    (url) => url.pathname.endsWith('/status') && url.searchParams.has('token'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const v = await env.perform();
  const { frame } = await embedded(context, v.url);
  await frame.getByRole('button', { name: /ID document/ }).click();
  await frame.getByRole('button', { name: 'Submit simulated result' }).click();
  await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
  return { context, frame };
}

describe('the widget in Chromium', () => {
  it('embedded test-mode completion: DOM message from the service origin, signed webhook, get-status', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform();
    const { page, frame } = await embedded(context, v.url);
    await frame.getByRole('button', { name: /ID document/ }).waitFor();
    await shoot(page, '1-picker-embedded');
    // Keyboard only: Tab to the method, Enter, then the form.
    await frame.getByRole('button', { name: /ID document/ }).focus();
    await page.keyboard.press('Enter');
    await frame.getByRole('heading', { name: 'ID document' }).waitFor();
    await expect.poll(() => frame.getByText('Step 2 of 3').count()).toBe(1);
    await frame.getByRole('button', { name: 'Submit simulated result' }).waitFor();
    await shoot(page, '2-method-simulator');
    await frame.getByRole('button', { name: 'Submit simulated result' }).click();

    const result = await waitForMessage(page, 'Verification.Result');
    const expected = {
      id: v.id,
      status: 'PASS',
      method: 'id-document',
      age: { low: 30, high: 30 },
      ageCategory: 'adult',
    };
    expect(result.origin).toBe(env.serviceUrl);
    expect(result.data).toEqual({
      eventType: 'Verification.Result',
      data: { ...expected, verificationId: v.id },
    });
    await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await shoot(page, '3-result-embedded');

    const resize = await waitForMessage(page, 'Widget.Resize');
    expect(resize.origin).toBe(env.serviceUrl);
    expect(resize.data.data?.height).toBeGreaterThan(100);

    await frame.getByRole('button', { name: 'Done' }).click();
    expect((await waitForMessage(page, 'Widget.ExitReview')).data).toEqual({
      eventType: 'Widget.ExitReview',
    });

    const hook = await waitForWebhook(v.id);
    expect(hook.validHmac && hook.validStandard).toBe(true);
    expect(JSON.parse(hook.body)).toEqual({
      eventType: 'Verification.Result',
      data: { ...expected, verificationId: v.id },
    });
    expect(await getStatus(v.id)).toEqual(expected);
    // The widget stayed in the frame: no redirect inside an iframe.
    expect(page.url()).toContain('/embed');
    await context.close();
  });

  it('after a pass, Done appears only with the age-key offer already above it: nothing moves under the pointer', async () => {
    // The service's answer to "did this session complete it?" (what the offer waits for) is slow.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { context, frame } = await passWhileStatusWaits(held);
    const done = frame.getByRole('button', { name: 'Done' });
    const offer = frame.getByRole('button', { name: 'Save an age key' });
    // While the offer is undecided there is no Done to aim at (for up to OFFER_DECISION_MS)…
    await holdsFor(
      async () => (await done.count()) === 0,
      1000,
      'no Done while the offer is undecided',
    );
    release();
    // …and when Done comes, the offer is already laid out above it and Done stays put.
    await done.waitFor();
    expect(await offer.count()).toBe(1);
    const before = await done.boundingBox();
    await holdsFor(
      async () => JSON.stringify(await done.boundingBox()) === JSON.stringify(before),
      1000,
      'Done stays where it appeared',
    );
    await context.close();
  });

  it('a status request that never answers holds Done for OFFER_DECISION_MS, not for ever: Done comes, no offer above it', async () => {
    const { context, frame } = await passWhileStatusWaits(new Promise<void>(() => undefined));
    const shown = Date.now();
    const done = frame.getByRole('button', { name: 'Done' });
    await done.waitFor({ timeout: OFFER_DECISION_MS + 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(OFFER_DECISION_MS / 2);
    expect(await frame.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);
    await context.close();
  });

  it('a result set through the test helper reaches the open widget without a reload', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: `${env.merchant.returnUrl}?x=1` } });
    const { page, frame } = await embedded(context, v.url);
    await frame.getByRole('button', { name: /Credit card/ }).waitFor();
    const set = await env.api('/api/v1/test/set-age-verification-status', {
      json: { id: v.id, status: 'FAIL', method: 'credit-card', age: { low: 15, high: 15 } },
    });
    expect(set.status).toBe(200);
    // How fast is the event stream's business (tested in completion.test.ts), not a stopwatch's.
    const result = await waitForMessage(page, 'Verification.Result');
    const expected = {
      id: v.id,
      status: 'FAIL',
      method: 'credit-card',
      age: { low: 15, high: 15 },
      ageCategory: 'digital-youth',
      failureReason: 'age-criteria-not-met',
    };
    expect(result.origin).toBe(env.serviceUrl);
    expect(result.data.data).toEqual({ ...expected, verificationId: v.id });
    await frame.getByRole('heading', { name: 'Your age could not be confirmed' }).waitFor();
    await shoot(page, '4-result-fail-embedded');
    const hook = await waitForWebhook(v.id);
    expect(hook.validHmac && hook.validStandard).toBe(true);
    expect(JSON.parse(hook.body).data).toEqual({
      ...(await getStatus(v.id)),
      verificationId: v.id,
    });
    expect((await getStatus(v.id)).ageCategory).toBe(expected.ageCategory);
    // The merchant page is never navigated away from.
    await holdsFor(() => page.url().includes('/embed'), 1500, 'the merchant page stays');
    await context.close();
  });

  it('an origin that is not on the allowed list cannot frame the widget', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform();
    const page = await context.newPage();
    const blocked = page.waitForEvent('console', {
      predicate: (m) => m.text().includes('frame-ancestors'),
      timeout: 5000,
    });
    await page.goto(env.stranger.embedUrl(v.url));
    expect((await blocked).text()).toContain(`frame-ancestors ${env.merchant.origin}`);
    // Chromium replaces the refused document with its own error page.
    const frame = await waitFor(
      () => {
        const widget = page.frames()[1];
        return widget?.url().startsWith('chrome-error:') && widget;
      },
      { timeout: 5000, message: 'the error page in place of the widget' },
    );
    expect(await frame.getByText('Choose how to prove your age').count()).toBe(0);
    await holdsFor(
      async () => (await messages(page)).length === 0,
      500,
      'no message from the refused frame',
    );
    await context.close();
  });

  it('a site a test key registered frames test verifications, never live ones', async () => {
    const site = await startMerchantSite();
    const context = await env.browser.newContext();
    try {
      const registered = await env.api('/api/v1/test/register-app', {
        json: { origin: site.origin },
      });
      expect(registered.status).toBe(200);
      const test = await context.newPage();
      await test.goto(site.embedUrl((await env.perform()).url));
      await test
        .frameLocator('#widget')
        .getByRole('button', { name: /ID document/ })
        .waitFor();

      const live = await context.newPage();
      const refusals: string[] = [];
      live.on('console', (m) => {
        if (m.text().includes('frame-ancestors')) refusals.push(m.text());
      });
      await live.goto(site.embedUrl((await env.perform({}, env.liveKey)).url));
      // Either Chromium refuses the frame (its error page) or the live widget renders in it.
      const frame = await waitFor(
        async () => {
          const widget = live.frames()[1];
          if (!widget) return undefined;
          if (widget.url().startsWith('chrome-error:')) return widget;
          const rendered = await widget.getByText(/No verification method is available/).count();
          return rendered > 0 ? widget : undefined;
        },
        { timeout: 10_000, message: 'the live frame refused or rendered' },
      );
      expect(frame.url()).toMatch(/^chrome-error:/);
      await expect.poll(() => refusals.join('\n')).toContain("frame-ancestors 'none'");
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('top level: completion redirects to redirectUrl with the parameters, keeping its query', async () => {
    const context = await env.browser.newContext({ locale: 'de-DE' });
    const v = await env.perform({ options: { redirectUrl: `${env.merchant.returnUrl}?order=7` } });
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Kreditkarte/ }).waitFor();
    await shoot(page, '5-picker-top-level-de');
    await page.getByRole('button', { name: /Kreditkarte/ }).click();
    // A card proves 18+ only: its simulator's first outcome, "adult", is chosen.
    await page.getByRole('button', { name: 'Simuliertes Ergebnis senden' }).click();
    await page.getByRole('heading', { name: 'Ihr Alter ist bestätigt' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/6-result-top-level-de-1280.png` });
    // A pass offers to save an age key, so the widget waits longer; the link goes at once.
    await page.getByRole('link', { name: /^Weiter zu/ }).click();
    await page.waitForURL((url) => url.pathname === '/return', { timeout: 5000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(env.merchant.origin);
    expect([...url.searchParams]).toEqual([
      ['order', '7'],
      ['verificationId', v.id],
      ['result', 'PASS'],
    ]);
    await context.close();
  });

  it('top level: a PASS with the age-key offer goes back by itself after a while, unless the person takes up the offer', async () => {
    const passAtTopLevel = async () => {
      const context = await env.browser.newContext();
      const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
      const page = await context.newPage();
      await page.goto(v.url);
      await page.getByRole('button', { name: /ID document/ }).click();
      await page.getByLabel(/Adult/).check();
      await page.getByRole('button', { name: 'Submit simulated result' }).click();
      await page.getByRole('button', { name: 'Save an age key' }).waitFor();
      return { context, page };
    };
    const [leaving, staying] = await Promise.all([passAtTopLevel(), passAtTopLevel()]);
    expect(await leaving.page.textContent('main')).toContain('unless you save an age key first');
    // Keyboard focus on the offer is enough to stop the clock.
    await staying.page.getByRole('button', { name: 'Save an age key' }).focus();

    await leaving.page.waitForURL((url) => url.pathname === '/return', { timeout: 25_000 });
    expect(new URL(leaving.page.url()).searchParams.get('result')).toBe('PASS');
    await holdsFor(
      () => new URL(staying.page.url()).pathname === '/verify',
      2_000,
      'the page whose offer has focus stays',
    );
    expect(await staying.page.textContent('main')).not.toContain('unless you save');
    await staying.page.getByRole('link', { name: /^Continue to/ }).waitFor();
    await leaving.context.close();
    await staying.context.close();
  }, 60_000);

  it('bank app, top level: out to the test bank (OpenID Connect), back through /result to the redirectUrl', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: `${env.merchant.returnUrl}?cart=3` } });
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Bank app/ }).click();
    await page.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await page.getByRole('heading', { name: 'Sign in to Test Bank' }).waitFor();
    await shoot(page, '10-test-bank-sign-in');
    await page.getByRole('button', { name: 'Alex (34)' }).click();
    await page.getByRole('heading', { name: 'Share with this site?' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/return');
    expect([...new URL(page.url()).searchParams]).toEqual([
      ['cart', '3'],
      ['verificationId', v.id],
      ['result', 'PASS'],
    ]);
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'bank-app' });
    await context.close();
  });

  it('top level: a FAIL redirects by itself after a moment', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByLabel('Custom age').check();
    await page.getByLabel('Age in years').fill('12');
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.waitForURL((url) => url.pathname === '/return', { timeout: 8000 });
    expect(new URL(page.url()).searchParams.get('result')).toBe('FAIL');
    await context.close();
  });

  it('QR hand-off: finishing on the phone completes the desktop widget', async () => {
    const desktop = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const { page, frame } = await embedded(desktop, v.url);
    await frame.getByText('Continue on your phone').click();
    const qr = frame.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shoot(page, '7-qr-handoff', 900);

    const phone = await env.browser.newContext({
      viewport: { width: 360, height: 740 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      hasTouch: true,
      isMobile: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto(v.shortUrl);
    await mobile.getByRole('button', { name: /Digital wallet/ }).click();
    await mobile.getByLabel('Wallet').selectOption('apple-wallet');
    await mobile.screenshot({ path: `${SHOTS}/8-phone-wallet-360.png`, fullPage: true });
    await mobile.getByRole('button', { name: 'Submit simulated result' }).click();
    await mobile.getByText('Done. You can continue on your computer.').waitFor();
    await mobile.screenshot({ path: `${SHOTS}/9-phone-done-360.png`, fullPage: true });
    // The phone does not redirect: the merchant session is on the desktop.
    expect(new URL(mobile.url()).pathname).toBe(`/v/${v.id}`);

    const result = await waitForMessage(page, 'Verification.Result');
    expect(result.origin).toBe(env.serviceUrl);
    expect(result.data.data).toMatchObject({ id: v.id, status: 'PASS', method: 'digital-wallet' });
    await frame.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await desktop.close();
    await phone.close();
  });

  it('a frame without publickey-credentials permissions is not offered the age key', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform();
    const { frame } = await embedded(context, v.url, 'camera; payment');
    await frame.getByRole('button', { name: /ID document/ }).waitFor();
    expect(await frame.getByRole('button', { name: /Age key/ }).count()).toBe(0);
    const full = await embedded(context, (await env.perform()).url);
    await full.frame.getByRole('button', { name: /Age key/ }).waitFor();
    await context.close();
  });

  it('an expired or broken link shows what to do; live mode says no method is available', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(`${env.serviceUrl}/verify?token=broken`);
    expect(res?.status()).toBe(400);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await shoot(page, '10-invalid-link');
    const live = await env.perform({}, env.liveKey);
    await page.goto(live.url);
    await page.getByText(/No verification method is available/).waitFor();
    expect(await page.getByText('TEST MODE', { exact: false }).count()).toBe(0);
    await shoot(page, '11-live-no-methods');
    await context.close();
  });

  it('loads at most 120 KB of gzipped JavaScript before any method (method code loads when chosen)', async () => {
    const v = await env.perform();
    const scripts = await measureInitialJs(env.browser, v.url);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const listed = scripts.map((s) => `${(s.gzipBytes / 1024).toFixed(1)} KB ${s.url}`).join(', ');
    expect(total, `the widget's initial scripts: ${listed}`).toBeLessThanOrEqual(
      WIDGET_INITIAL_JS_BUDGET,
    );
  });

  it('widget pages make no request to any other host and set no cookie', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform();
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    const res = await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByRole('button', { name: 'Submit simulated result' }).waitFor();
    expect([...hosts]).toEqual([new URL(env.serviceUrl).host]);
    expect(res?.headers()['set-cookie']).toBeUndefined();
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});
