/**
 * The example storefront's next-auth integration, against its production build: what merchants
 * copy must not send a signed-in customer off-site, nor let a client make the server read a body
 * of any size.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadChunkedBody } from './support/raw-http';
import {
  doneInWidget,
  passInWidget,
  startStorefrontEnvironment,
  verifiedCookie,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';

let env: StorefrontEnvironment;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  env = await startStorefrontEnvironment();
}, 600_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await env?.close();
});

/** Where a browser would go for each value, before any check: every one leaves the storefront. */
const HOSTILE_CALLBACK_URLS = [
  '//evil.example',
  '//evil.example/account',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  ' //evil.example',
  'https://evil.example/account',
  'http:evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/.//evil.example',
  'javascript:alert(document.domain)',
];

describe('the example storefront’s sign-in', () => {
  it('open redirect: a hostile callbackUrl never takes the signed-in customer off the storefront', async () => {
    const context = await env.newContext();
    contexts.push(context);
    const offSite: string[] = [];
    // Nothing leaves loopback: a navigation elsewhere is recorded and answered here.
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      async (route) => {
        offSite.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' });
      },
    );
    const page = await context.newPage();
    const landed: Record<string, string> = {};
    for (const callbackUrl of HOSTILE_CALLBACK_URLS) {
      await page.goto(`${env.storeUrl}/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await page.getByLabel('Password').fill('corner-store');
      const left = page.waitForURL((url) => url.pathname !== '/signin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await left;
      await page.waitForLoadState('load');
      landed[callbackUrl] = page.url();
    }
    expect(offSite).toEqual([]);
    expect(landed).toEqual(
      Object.fromEntries(HOSTILE_CALLBACK_URLS.map((u) => [u, `${env.storeUrl}/account`])),
    );
  }, 300_000);

  it('a same-origin callbackUrl is kept, query included', async () => {
    const context = await env.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${env.storeUrl}/signin?callbackUrl=${encodeURIComponent('/spirits?x=1')}`);
    await page.getByLabel('Password').fill('corner-store');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname !== '/signin' && !url.pathname.startsWith('/api/auth'),
    );
    // /spirits is behind the gate: the customer is sent there with /spirits?x=1 to come back to.
    expect(page.url()).toMatch(/\/age-gate\?returnTo=%2Fspirits%3Fx%3D1$/);
  });

  it('unbounded body: a 40 MB chunked POST to the next-auth route is refused with 413 before it is read', async () => {
    const total = 40 * 1024 * 1024;
    const result = await uploadChunkedBody(
      env.storeUrl,
      '/api/auth/callback/credentials',
      { 'content-type': 'application/x-www-form-urlencoded', origin: env.storeUrl },
      total,
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      errorMessage: expect.any(String),
    });
    // The server closed the connection: the client could not push the 40 MB into it. What it
    // did push includes what the two sockets' buffers held (about 4 MB on Linux loopback).
    expect(result.sentAll).toBe(false);
    expect(result.sentBytes).toBeLessThan(total / 2);
    expect(result.answeredAfterMs).toBeLessThan(5_000);
  }, 60_000);

  it('unbounded body: a declared Content-Length over 64 KB is refused without reading a byte', async () => {
    const response = await fetch(`${env.storeUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a'.repeat(64 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    // A sign-in form of ordinary size still reaches next-auth (which wants its CSRF token).
    const small = await fetch(`${env.storeUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=dana%40cornerstore.test&password=corner-store',
      redirect: 'manual',
    });
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
  });
});

describe('next-auth: a verification made signed out is adopted by at most one account', () => {
  async function signIn(page: Page, email: string) {
    await page.goto(`${env.storeUrl}/signin?callbackUrl=%2Faccount`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('corner-store');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${env.storeUrl}/account`);
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${env.storeUrl}/`);
  }

  /** What the account page's button does (next-auth's `update()`), sent whether it shows or not. */
  async function askToAdopt(page: Page): Promise<boolean> {
    return page.evaluate(async () => {
      const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      const response = await fetch('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ csrfToken, data: { adoptAgeVerification: true } }),
      });
      return ((await response.json()) as { ageVerified?: boolean }).ageVerified === true;
    });
  }

  const carried = (page: Page) =>
    page.evaluate(
      async () =>
        ((await (await fetch('/api/auth/session')).json()) as { ageVerified?: boolean })
          .ageVerified === true,
    );

  it('account binding: adopted by Dana, then Sam in the same browser (after a restart, with the old cookie replayed too) gets nothing', async () => {
    const context = await env.newContext();
    contexts.push(context);
    const page = await context.newPage();

    // Verified while signed out.
    await page.goto(`${env.storeUrl}/spirits`);
    await page.getByRole('button', { name: 'Verify my age' }).click();
    const widget = page.locator('iframe[title="Age verification"]').contentFrame();
    await passInWidget(widget);
    await doneInWidget(page);
    await page.waitForURL(`${env.storeUrl}/spirits`);
    const unbound = await verifiedCookie(context, env.storeUrl);

    // Dana adopts it with the account page's button.
    await signIn(page, 'dana@cornerstore.test');
    await page.getByRole('button', { name: /keep it for my account/ }).click();
    await page.getByText('Yes, on every device you sign in on').waitFor();
    expect(await carried(page)).toBe(true);
    await signOut(page);

    // The storefront restarts (a deploy, `npm start` again): what it kept in memory is gone.
    await env.restartStore();

    // Sam signs in in the same browser and asks to adopt it too.
    await signIn(page, 'sam@cornerstore.test');
    expect
      .soft(
        await page.getByRole('button', { name: /keep it for my account/ }).count(),
        'the account page offered Sam a verification Dana adopted',
      )
      .toBe(0);
    expect.soft(await askToAdopt(page), 'Sam adopted the verification Dana adopted').toBe(false);
    expect.soft(await carried(page)).toBe(false);

    // Sam replays the cookie as it was before Dana adopted it: still not Sam's.
    const current = await verifiedCookie(context, env.storeUrl);
    await context.addCookies([unbound]);
    expect
      .soft(await askToAdopt(page), 'Sam adopted a replayed copy of the unbound cookie')
      .toBe(false);
    expect.soft(await carried(page)).toBe(false);

    // Dana, signed in again, still carries it.
    await context.addCookies([current]);
    await signOut(page);
    await signIn(page, 'dana@cornerstore.test');
    expect(await carried(page)).toBe(true);
  }, 180_000);
});
