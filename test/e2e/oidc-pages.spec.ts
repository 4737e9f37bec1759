import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOidcEnvironment,
  type OidcEnvironment,
} from '../service/oidc/support/oidc-environment';
import { laidOutAt, SCREENS } from './support/screens';
import { launchChromium } from './support/widget-environment';

let env: OidcEnvironment;
let browser: Browser;
let testClient: { clientId: string; secret: string | undefined };
let liveClient: { clientId: string; secret: string | undefined };
const contexts: BrowserContext[] = [];
const RP = 'https://rp.example';

beforeAll(async () => {
  env = await startOidcEnvironment('sqlite');
  testClient = await env.client({
    redirectUris: [`${RP}/callback`, `${RP}/created`],
    mayCreate: true,
    thresholds: [18, 21],
  });
  liveClient = await env.client({ redirectUris: [`${RP}/callback`], mode: 'live' });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await env?.close();
});

async function open(url: string, locale = 'en-US', width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The use issuer's page for `clientId`, asking two thresholds (OpenID Connect Core §3.1.2.1). */
const useUrl = (clientId: string): string =>
  `${env.useIssuer}/auth?${new URLSearchParams({
    response_type: 'id_token',
    response_mode: 'query',
    scope: 'openid',
    client_id: clientId,
    redirect_uri: `${RP}/callback`,
    nonce: 'n-1',
    claims: JSON.stringify({ age_thresholds: [18, 21] }),
  })}`;

async function createUrl(): Promise<string> {
  const dob = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  const pushed = await fetch(`${env.createIssuer}/par`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: testClient.clientId,
      client_secret: testClient.secret!,
      scope: 'openid',
      response_type: 'none',
      redirect_uri: `${RP}/created`,
      authorization_details: JSON.stringify([
        {
          type: 'age_verification',
          method: 'id_doc_scan',
          age: { date_of_birth: dob },
          verified_at: new Date().toISOString(),
          verification_id: `ver-${Math.random()}`,
        },
      ]),
    }),
  });
  expect(pushed.status).toBe(201);
  const { request_uri } = (await pushed.json()) as { request_uri: string };
  return `${env.createIssuer}/auth?${new URLSearchParams({ client_id: testClient.clientId, request_uri })}`;
}

/** The widget's look: its column, its primary button's blue, its step line. */
async function inWidgetLook(page: Page): Promise<void> {
  expect(await page.locator('main.w').count()).toBe(1);
  const primary = page.locator('button.btn').first();
  expect(await primary.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
    'rgb(29, 78, 216)',
  );
  expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontSize)).toBe('20px');
}

async function screens(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await laidOutAt(page, width);
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
}

describe('the OpenID pages in the widget\u2019s look (Chromium)', () => {
  it('use, test client: the widget\u2019s look, the product\u2019s name, the TEST MODE bar', async () => {
    const page = await open(useUrl(testClient.clientId));
    await page.getByRole('heading', { name: 'Prove your age to Sample RP' }).waitFor();
    await inWidgetLook(page);
    await page.getByRole('note').getByText('TEST MODE — results count for testing only').waitFor();
    await page.getByText('Any App', { exact: false }).first().waitFor();
    // The ages as a list in the page's language (Intl.ListFormat), not joined with commas.
    await page.getByText('18 or older and 21 or older', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Use your age key' }).waitFor();
    await page.getByRole('button', { name: 'Go back without answering' }).waitFor();
    await screens(page, 'oidc-1-use-test');
  });

  it('use, live client: no TEST MODE bar', async () => {
    const page = await open(useUrl(liveClient.clientId));
    await page.getByRole('heading', { name: 'Prove your age to Sample RP' }).waitFor();
    await inWidgetLook(page);
    expect(await page.getByText('TEST MODE').count()).toBe(0);
    await screens(page, 'oidc-2-use-live');
  });

  it('create, test client: the widget\u2019s look and the TEST MODE bar', async () => {
    const page = await open(await createUrl());
    await page.getByRole('heading', { name: 'Save an age key' }).waitFor();
    await inWidgetLook(page);
    await page.getByText('TEST MODE — results count for testing only').waitFor();
    await page.getByText(/at least 20/).waitFor();
    await screens(page, 'oidc-3-create-test');
  });

  it('in German for a German browser, every sentence from the catalog', async () => {
    const page = await open(useUrl(testClient.clientId), 'de-DE');
    await page.getByRole('heading', { name: 'Weisen Sie Sample RP Ihr Alter nach' }).waitFor();
    await page.getByText('TESTMODUS', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Altersschlüssel verwenden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const text = await page.locator('body').innerText();
    for (const english of ['Use your age key', 'Go back', 'older', 'TEST MODE']) {
      expect(text).not.toContain(english);
    }
    await screens(page, 'oidc-4-use-test-de');
    const create = await open(await createUrl(), 'de-DE');
    await create.getByRole('heading', { name: 'Altersschlüssel speichern' }).waitFor();
    await screens(create, 'oidc-5-create-test-de');
  });
});
