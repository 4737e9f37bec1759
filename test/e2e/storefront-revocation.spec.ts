/**
 * Revocation against the production build of the example storefront (`next build` + `next
 * start`), where Next bundles the gate into several module instances: the route handlers (which
 * receive the webhook), and the pages, layouts and server actions. A revocation the webhook route
 * records must close every entry point within the bound the security model states: the server
 * guard at once, the proxy within `revocationCheckInterval` (shortened here through
 * `OFAGE_REVOCATION_CHECK_INTERVAL`, so the test does not wait the default 60 s).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doneInWidget,
  passInWidget,
  startStorefrontEnvironment,
  verifiedCookie,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';

const REVOCATION_CHECK_INTERVAL_S = 5;
let env: StorefrontEnvironment;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  env = await startStorefrontEnvironment({
    storeEnv: { OFAGE_REVOCATION_CHECK_INTERVAL: String(REVOCATION_CHECK_INTERVAL_S) },
  });
}, 600_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await env?.close();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.newContext(1280);
  contexts.push(context);
  return { context, page: await context.newPage() };
}

const gateUrl = (returnTo: string, gate = '/age-gate') =>
  new RegExp(`${gate}\\?returnTo=${encodeURIComponent(returnTo).replace(/[?.]/g, '\\$&')}$`);

/** From `page` (sent to the gate for `returnTo`): verify in the iframe and come back. */
async function verify(context: BrowserContext, page: Page, returnTo: string): Promise<string> {
  expect(page.url()).toMatch(gateUrl(returnTo));
  await page.getByRole('button', { name: 'Verify my age' }).click();
  const widget = page.locator('iframe[title="Age verification"]').contentFrame();
  await passInWidget(widget);
  await doneInWidget(page);
  await page.waitForURL(`${env.storeUrl}${returnTo}`);
  const cookie = await verifiedCookie(context, env.storeUrl);
  const payload = JSON.parse(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString()) as {
    verificationId: string;
  };
  return payload.verificationId;
}

describe('revocation reaches every entry point of the built storefront', () => {
  it('revocation bound: after the Verification.Revoke webhook, /checkout (server guard only) and its server action deny at once', async () => {
    const { context, page } = await newPage();
    await page.goto(`${env.storeUrl}/checkout?item=garden-gin`);
    const id = await verify(context, page, '/checkout?item=garden-gin');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    // The console revokes; the service's webhook reaches the storefront's catch-all route.
    await env.revoke(id);

    // Only the guard-gated page and its action from here on: a proxy-gated page would send the
    // browser through the refresh route, which deletes the cookies and hides what the guard does.
    const checkout = await page.request.get(`${env.storeUrl}/checkout?item=garden-gin`, {
      maxRedirects: 0,
    });
    expect(checkout.status(), 'the checkout page still rendered for a revoked verification').toBe(
      307,
    );
    expect(checkout.headers().location).toMatch(gateUrl('/checkout?item=garden-gin'));
    // The browser still holds its verified cookie: the store lookup is what denied.
    expect((await verifiedCookie(context, env.storeUrl)).value).not.toBe('');

    // The form rendered before the revocation: its server action must check again and refuse.
    const action = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined,
    );
    await page.getByRole('button', { name: /Place order/ }).click();
    const redirect = (await action).headers()['x-action-redirect'] ?? '';
    expect(redirect, 'the server action placed the order for a revoked verification').toMatch(
      /^\/age-gate\?returnTo=%2Fcheckout%3Fitem%3Dgarden-gin;/,
    );
    await page.waitForURL(gateUrl('/checkout?item=garden-gin'));
  }, 120_000);

  it('revocation bound: the proxy sends a revoked browser to the gate within revocationCheckInterval of the webhook', async () => {
    const { context, page } = await newPage();
    await page.goto(`${env.storeUrl}/spirits/garden-gin`);
    const id = await verify(context, page, '/spirits/garden-gin');

    const { deliveredAt } = await env.revoke(id);
    await expect
      .poll(
        async () => {
          await page.goto(`${env.storeUrl}/spirits/garden-gin`);
          return page.url();
        },
        { timeout: (REVOCATION_CHECK_INTERVAL_S + 10) * 1000, interval: 250 },
      )
      .toMatch(gateUrl('/spirits/garden-gin'));
    const closedAfterMs = Date.now() - deliveredAt;
    // The fresh cookie was minted before the revocation, so it lapses within one interval; its
    // expiry is in whole seconds, and the last page load before the gate took some time.
    expect(closedAfterMs).toBeLessThanOrEqual(REVOCATION_CHECK_INTERVAL_S * 1000 + 2000);
  }, 120_000);
});

describe('revocation survives a restart of the storefront', () => {
  it('revocation bound: revoke, restart the storefront, replay the cookies: /spirits, /scratchers, /checkout and its server action deny', async () => {
    // Two browsers verify before the restart; only the first is revoked.
    const revoked = await newPage();
    await revoked.page.goto(`${env.storeUrl}/checkout?item=garden-gin`);
    const id = await verify(revoked.context, revoked.page, '/checkout?item=garden-gin');
    await revoked.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const kept = await newPage();
    await kept.page.goto(`${env.storeUrl}/spirits`);
    await verify(kept.context, kept.page, '/spirits');

    // What an attacker keeps: every cookie the storefront set, the fresh one included.
    const replayed = await revoked.context.cookies(env.storeUrl);
    const freshExpires = replayed.find((c) => c.name === 'ofage-fresh')?.expires ?? 0;
    const replay = async () => {
      await revoked.context.clearCookies();
      await revoked.context.addCookies(replayed);
    };

    await env.revoke(id);
    await env.restartStore();
    // The fresh cookie is the proxy's documented bound (revocationCheckInterval, 5 s here), not
    // what a restart changes: replay once it has lapsed, so every answer comes from the checks.
    await expect.poll(() => Date.now() / 1000 > freshExpires, { timeout: 15_000 }).toBe(true);

    // The checkout form was rendered before the revocation; its server action runs after the
    // restart, with the replayed cookies.
    await replay();
    const action = revoked.page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined,
    );
    await revoked.page.getByRole('button', { name: /Place order/ }).click();
    expect
      .soft(
        (await action).headers()['x-action-redirect'] ?? '',
        'the server action placed the order for a revoked verification after a restart',
      )
      .toMatch(/^\/age-gate\?returnTo=%2Fcheckout%3Fitem%3Dgarden-gin;/);

    await replay();
    const checkout = await revoked.page.request.get(`${env.storeUrl}/checkout?item=garden-gin`, {
      maxRedirects: 0,
    });
    expect
      .soft(checkout.status(), 'the checkout page rendered for a revoked verification')
      .toBe(307);

    // The lottery aisle has a gate of its own (18+, /adult-gate) over the same cookie.
    for (const [path, gate] of [
      ['/spirits', '/age-gate'],
      ['/scratchers', '/adult-gate'],
    ] as const) {
      await replay();
      await revoked.page.goto(`${env.storeUrl}${path}`);
      expect
        .soft(revoked.page.url(), `${path} opened for a revoked verification after a restart`)
        .toMatch(gateUrl(path, gate));
    }

    // The verification that was not revoked still opens both aisles after the restart.
    for (const path of ['/spirits', '/scratchers']) {
      await kept.page.goto(`${env.storeUrl}${path}`);
      expect(kept.page.url()).toBe(`${env.storeUrl}${path}`);
    }
  }, 300_000);
});
