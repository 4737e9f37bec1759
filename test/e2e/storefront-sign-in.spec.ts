/**
 * The example storefront's next-auth integration, against its production build: what merchants
 * copy must not send a signed-in customer off-site, nor let a client make the server read a body
 * of any size.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadChunkedBody } from './support/raw-http';
import {
  startStorefrontEnvironment,
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
