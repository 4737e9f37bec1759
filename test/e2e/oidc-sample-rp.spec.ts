import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../src/service/methods/age-key/keys/age-key-tables';
import { oidcDb } from '../../src/service/oidc/oidc-tables';
import {
  startOidcEnvironment,
  type OidcEnvironment,
} from '../service/oidc/support/oidc-environment';
import type { SampleResult } from './oidc/sample-rp-page';
import { startSampleSite, type SampleSite } from './oidc/sample-rp-site';
import { SCREENS } from './support/screens';
import { launchChromium } from './support/widget-environment';

/**
 * The hosted age-key service's public sample relying party, run as its code runs: `oidc-client`
 * 1.11 in Chromium for both flows, its own server route pushing the create request, and its
 * callback's decisions. Beside it, how the service's official SDK reads a create callback:
 * created when the redirect carries no `error` (its `createAgeKey.handleCallback`; the API
 * reference says "success is indicated by the absence of an error parameter").
 */
const officialSdkCreateResult = (callback: URL) => {
  const error = callback.searchParams.get('error');
  return error ? { success: false, error } : { success: true };
};

let env: OidcEnvironment;
let sample: SampleSite;
let browser: Browser;

beforeAll(async () => {
  env = await startOidcEnvironment('sqlite');
  sample = await startSampleSite();
  const client = await env.client({
    redirectUris: [sample.redirectUri],
    mayCreate: true,
    thresholds: [13, 18],
  });
  sample.configure({
    useIssuer: env.useIssuer,
    createIssuer: env.createIssuer,
    clientId: client.clientId,
    clientSecret: client.secret!,
  });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await sample?.close();
  await env?.close();
});

interface Device {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A browser with Chromium's virtual platform authenticator (CTAP2, resident keys, UV). */
async function device(): Promise<Device> {
  const context = await browser.newContext();
  const page = await context.newPage();
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
  return { context, page, cdp, authenticatorId };
}

/** What the sample's callback page decided, once it has. */
async function sampleResult(page: Page): Promise<{ result: SampleResult; callback: URL }> {
  await page.waitForURL((u) => u.href.startsWith(sample.redirectUri), { timeout: 15_000 });
  const callback = new URL(page.url());
  await page.waitForFunction(
    () => (window as { sampleResult?: unknown }).sampleResult !== undefined,
  );
  const result = (await page.evaluate(
    () => (window as { sampleResult?: unknown }).sampleResult,
  )) as SampleResult;
  return { result, callback };
}

describe('the public sample relying party (oidc-client 1.11 in Chromium) against the issuers', () => {
  let alice: Device;
  afterAll(async () => alice?.context.close());

  it('create: its pushed request and oidc-client redirect save a key; its callback says created', async () => {
    alice = await device();
    await alice.page.goto(`${sample.origin}/`);
    await alice.page.getByRole('button', { name: 'Create AgeKey' }).click();
    await alice.page.getByRole('heading', { name: 'Save an age key' }).waitFor();
    await alice.page.getByRole('button', { name: 'Save an age key' }).click();
    const { result, callback } = await sampleResult(alice.page);
    console.log(`create callback: ${callback.pathname}${callback.search}`);
    expect(callback.searchParams.get('agekey_created')).toBe('true');
    expect(callback.searchParams.get('error')).toBeNull();
    expect(result).toMatchObject({ success: true, flow: 'create', title: 'Success!' });
    expect(officialSdkCreateResult(callback)).toEqual({ success: true });

    const key = await ageKeyDb(env.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ method: 'id-document', test_mode: 1 });
    const provenance = await oidcDb(env.service.ctx.db)
      .selectFrom('oidc_key_provenance')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(provenance).toMatchObject({ method: 'id_doc_scan' });
  });

  it('use: oidc-client validates the ID token in the query (signature, nonce, state) and reads age_thresholds', async () => {
    await alice.page.goto(`${sample.origin}/`);
    await alice.page.getByRole('button', { name: 'Use AgeKey' }).click();
    await alice.page.getByRole('heading', { name: /Prove your age to/ }).waitFor();
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    const { result, callback } = await sampleResult(alice.page);
    expect(callback.searchParams.get('id_token')).toMatch(/^ey/);
    expect(result).toEqual({
      success: true,
      flow: 'use',
      title: 'Success!',
      message: 'Age verification completed.',
      ageThresholds: { '13': true, '18': true },
    });
    await alice.page.screenshot({ path: `${SCREENS}/oidc-sample-use-result.png` });
  });

  it('create declined ("Not now"): error=access_denied and agekey_created=false; the sample shows its error, the official SDK reads "not created"', async () => {
    const bob = await device();
    try {
      await bob.page.goto(`${sample.origin}/`);
      await bob.page.getByRole('button', { name: 'Create AgeKey' }).click();
      await bob.page.getByRole('heading', { name: 'Save an age key' }).waitFor();
      await bob.page.screenshot({ path: `${SCREENS}/oidc-sample-create-offer.png` });
      await bob.page.getByRole('button', { name: 'Not now' }).click();
      const { result, callback } = await sampleResult(bob.page);
      console.log(`declined create callback: ${callback.pathname}${callback.search}`);
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('error_description')).toBe(
        'the person did not save an age key',
      );
      expect(callback.searchParams.get('agekey_created')).toBe('false');
      expect(callback.searchParams.get('state')).toMatch(/\S/);
      // The sample checks `error` first: its generic failure, not its "not completed" branch.
      expect(result).toEqual({
        success: false,
        flow: 'unknown',
        title: 'Error',
        message: 'AgeKey flow failed: access_denied',
      });
      // Without `error`, the official SDK (and every relying party that follows the API
      // reference) would take the declined key as created.
      expect(officialSdkCreateResult(callback)).toEqual({ success: false, error: 'access_denied' });
      await bob.page.screenshot({ path: `${SCREENS}/oidc-sample-create-declined.png` });
      const { credentials } = await bob.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: bob.authenticatorId,
      });
      expect(credentials).toHaveLength(0);
    } finally {
      await bob.context.close();
    }
  });
});
