/**
 * WCAG 2.0/2.1/2.2 A and AA audits (axe-core) of the screens a person meets, in Chromium: the
 * example storefront's gate page and dialog, the widget's picker, each method's first screen and
 * its results, the result and short-link pages, the OpenID pages and the console. Every screen
 * must have 0 violations; a failure names the rule and the elements.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcClient } from '../../src/service/oidc/clients/oidc-clients';
import { checkClientInput } from '../../src/service/oidc/clients/client-input';
import {
  startStorefrontEnvironment,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';
import { expectAccessible } from './support/axe';
import { profilesClosedAfterEachTest } from './support/browser-profiles';

// One environment for the whole file: the service (widget, OpenID pages, console) and the
// storefront. (Two services' Next.js servers in one test process do not both render.)
let store: StorefrontEnvironment;
const { contexts } = profilesClosedAfterEachTest();

beforeAll(async () => {
  store = await startStorefrontEnvironment();
}, 600_000);

afterAll(async () => {
  await store?.close();
});

async function newPage(width = 1280): Promise<Page> {
  // The service's pages allow only their own scripts: axe's is added past their CSP, as a
  // browser extension's would be.
  const context = await store.browser.newContext({
    viewport: { width, height: 900 },
    bypassCSP: true,
  });
  contexts.push(context);
  return context.newPage();
}

const perform = (fields: Record<string, unknown> = {}) => store.perform(fields);

const setStatus = (id: string, status: 'PASS' | 'FAIL') =>
  fetch(`${store.serviceUrl}/api/v1/test/set-age-verification-status`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${store.storeSettings.OFAGE_API_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(
      status === 'PASS'
        ? { id, status, method: 'id-document', age: { low: 30, high: 30 } }
        : { id, status, method: 'id-document', age: { low: 15, high: 15 } },
    ),
  });

describe('the example storefront', { timeout: 120_000 }, () => {
  it('the gate page with the card idle', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    await expectAccessible(page, 'storefront gate page, card idle');
  });

  it('the gate page with the widget open, and the widget in its iframe', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).click();
    const iframe = page.locator('iframe[title="Age verification"]');
    await iframe
      .contentFrame()
      .getByRole('button', { name: /ID document/ })
      .waitFor();
    await expectAccessible(page, 'storefront gate page, widget open');
    const frame = await (await iframe.elementHandle())!.contentFrame();
    await expectAccessible(frame!, 'widget picker in the gate page iframe');
  });

  it('the modal gate (tasting notes) closed and open', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/tasting-notes`);
    const start = page.getByRole('button', { name: 'Verify my age to read' });
    await start.waitFor();
    await expectAccessible(page, 'tasting notes, modal gate closed');
    await start.click();
    const iframe = page.locator('iframe[title="Age verification"]');
    await iframe
      .contentFrame()
      .getByRole('button', { name: /ID document/ })
      .waitFor();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'tasting notes, modal gate open');
  });
});

describe('the widget (test mode, top level)', { timeout: 120_000 }, () => {
  it('the method picker', async () => {
    const v = await perform();
    const page = await newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /ID document/ }).waitFor();
    await expectAccessible(page, 'widget picker');
  });

  for (const method of [
    'ID document',
    'Credit card',
    'Bank app',
    'Digital wallet',
    'Age key',
    'Face age estimate',
  ]) {
    it(`${method}: its first screen`, async () => {
      const v = await perform();
      const page = await newPage();
      await page.goto(v.url);
      await page.getByRole('button', { name: new RegExp(method) }).click();
      await page.getByRole('heading', { name: method }).waitFor();
      await page.getByRole('button', { name: 'Submit simulated result' }).waitFor();
      await expectAccessible(page, `widget, ${method}`);
    });
  }

  it('the result screen, pass and fail', async () => {
    const pass = await perform();
    const page = await newPage();
    await page.goto(pass.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await page.getByRole('button', { name: 'Save an age key' }).waitFor();
    await expectAccessible(page, 'widget result, pass');

    const fail = await perform();
    await page.goto(fail.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByLabel('Custom age').check();
    await page.getByLabel('Age in years').fill('12');
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('heading', { name: 'Your age could not be confirmed' }).waitFor();
    await expectAccessible(page, 'widget result, fail');
  });

  it('the result page (/result), waiting, pass and fail; the broken-link page', async () => {
    const page = await newPage();
    const waiting = await perform();
    const token = new URL(waiting.url).searchParams.get('token')!;
    // Waiting, the page reloads itself every 2 s (meta refresh): audited as served, less that.
    await page.route(/\/result\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto(`${store.serviceUrl}/result?token=${encodeURIComponent(token)}`);
    await page.getByRole('status').waitFor();
    await expectAccessible(page, 'result page, waiting');
    await page.unroute(/\/result\?/);
    for (const status of ['PASS', 'FAIL'] as const) {
      const v = await perform();
      expect((await setStatus(v.id, status)).status).toBe(200);
      const t = new URL(v.url).searchParams.get('token')!;
      await page.goto(`${store.serviceUrl}/result?token=${encodeURIComponent(t)}`);
      await page
        .getByRole('heading', {
          name: status === 'PASS' ? 'Your age is confirmed' : 'Your age could not be confirmed',
        })
        .waitFor();
      await expectAccessible(page, `result page, ${status}`);
    }
    await page.goto(`${store.serviceUrl}/verify?token=broken`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await expectAccessible(page, 'broken link page');
  });

  it('the short-link hand-off: the phone’s page and its done screen', async () => {
    const v = await perform();
    const page = await newPage(360);
    await page.goto(v.shortUrl);
    await page.getByRole('button', { name: /Digital wallet/ }).waitFor();
    await expectAccessible(page, 'short-link page (phone)');
    await page.getByRole('button', { name: /Digital wallet/ }).click();
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByText('Done. You can continue on your computer.').waitFor();
    await expectAccessible(page, 'short-link page, done on the phone');
  });

  it('the QR code offered on the picker, with its link as text', async () => {
    const v = await perform();
    const page = await newPage();
    await page.goto(v.url);
    await page.getByText('Continue on your phone').click();
    await page
      .getByRole('img', { name: 'QR code that opens this age check on your phone' })
      .waitFor();
    // The code's text alternative: the same short link, to read, copy or tap.
    const link = page.getByRole('link', { name: /\/v\// });
    await link.waitFor();
    expect(await link.textContent()).toMatch(
      new RegExp(`^${store.serviceUrl}/v/${v.id}\\?pid=[\\w-]+&s=qr&k=[\\w-]{43}$`),
    );
    expect(await link.getAttribute('href')).toBe(await link.textContent());
    await page.getByText('Or open this link on your phone:').waitFor();
    await expectAccessible(page, 'widget picker, QR code and its link shown');
  });
});

describe(
  'every language: the picker and the result in Arabic (RTL) and the pseudo-locale',
  {
    timeout: 120_000,
  },
  () => {
    for (const lang of ['ar', 'en-XA']) {
      it(lang, async () => {
        // The pseudo-locale is asked for by the verification (perform's `locale`), never offered.
        const v = await perform(lang === 'en-XA' ? { options: { locale: lang } } : {});
        const page = await newPage();
        await page.goto(lang === 'en-XA' ? v.url : `${v.url}&lang=${lang}`);
        await page.locator('ul.methods button').first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await expectAccessible(page, `widget picker, ${lang}`);
        // The hand-off's QR code and its link as text, in this language's direction.
        await page.locator('details summary').click();
        await page.locator('[data-handoff-link]').waitFor();
        await expectAccessible(page, `widget picker, QR code and its link, ${lang}`);
        // The first method, the simulator's default (an adult), submitted: the result.
        await page.locator('ul.methods button').first().click();
        await page.locator('form button[type=submit]').click();
        await page.locator('h1.ok').waitFor();
        await expectAccessible(page, `widget result, ${lang}`);
      });
    }
  },
);

describe('the methods’ later states (test mode, top level)', { timeout: 120_000 }, () => {
  async function openMethod(method: RegExp) {
    const v = await perform();
    const page = await newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: method }).click();
    return page;
  }

  it('ID document: the upload screen of a document scan, and a photo it cannot read', async () => {
    // The flow opens the method at once, without the picker.
    const page = await newPage();
    await page.goto((await perform({ options: { flow: 'id-scan' } })).url);
    await page.getByText(/Photograph the side with the machine-readable data/).waitFor();
    await expectAccessible(page, 'ID document, upload screen');
    await page.locator('input[type=file]').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.locator('p.notice[role=alert]').waitFor();
    await expectAccessible(page, 'ID document, a photo it cannot read');
  });

  it('credit card: the form, and its errors', async () => {
    const page = await openMethod(/Credit card/);
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    await page.getByLabel('Card number', { exact: true }).waitFor();
    await expectAccessible(page, 'credit card form');
    await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0119');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.locator('[data-card-note]').waitFor();
    await expectAccessible(page, 'credit card, a processor error');
  });

  it('bank app: the hand-off to the test bank, its sign-in and its consent', async () => {
    const page = await openMethod(/Bank app/);
    await page.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await page.getByRole('heading', { name: 'Sign in to Test Bank' }).waitFor();
    await expectAccessible(page, 'test bank, sign-in');
    await page.getByRole('button', { name: 'Alex (34)' }).click();
    await page.getByRole('heading', { name: 'Share with this site?' }).waitFor();
    await expectAccessible(page, 'test bank, consent');
  });

  it('digital wallet: the QR code for a phone, the test wallet page, and on this device', async () => {
    const page = await openMethod(/Digital wallet/);
    await page.getByRole('button', { name: 'Use a wallet on your phone' }).click();
    await page.getByRole('img', { name: 'QR code for your wallet app' }).waitFor();
    await page.getByRole('link', { name: 'Open wallet app' }).waitFor();
    await expectAccessible(page, 'digital wallet, QR code');
    const testWallet = await page.locator('[data-test-wallet]').getAttribute('href');
    const phone = await newPage(360);
    await phone.goto(new URL(testWallet!, store.serviceUrl).href);
    await phone.getByRole('button', { name: 'Decline' }).waitFor();
    await expectAccessible(phone, 'test wallet page');
    await phone.getByRole('button', { name: 'Decline' }).click();
    await phone.getByText('Declined. Nothing was shared.').waitFor();
    await expectAccessible(phone, 'test wallet page, declined');
    await page.locator('[data-wallet-notice="walletDeclined"]').waitFor();
    await expectAccessible(page, 'digital wallet, declined in the wallet');

    const here = await openMethod(/Digital wallet/);
    await here.getByRole('button', { name: 'Use a wallet on this device' }).click();
    await here.locator('[data-wallet-qr] img').waitFor();
    await expectAccessible(here, 'digital wallet, on this device (no wallet: the QR offered)');
  });

  it('age key: the offer to save one, saving it, and using it', async () => {
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
    const pass = await perform();
    await page.goto(pass.url);
    await page.getByRole('button', { name: /ID document/ }).click();
    await page.getByRole('button', { name: 'Submit simulated result' }).click();
    await page.getByRole('button', { name: 'Save an age key' }).click();
    await page.getByText(/Age key saved/).waitFor();
    await expectAccessible(page, 'age key saved');
    const use = await perform();
    await page.goto(use.url);
    await page.getByRole('button', { name: /^Age key/ }).click();
    await page.getByRole('button', { name: 'Use your age key' }).waitFor();
    await expectAccessible(page, 'age key, use');
    await page.getByRole('button', { name: 'Use your age key' }).click();
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await expectAccessible(page, 'age key, used: the result');
  });
});

describe('<AgeGate>’s card in its default look, light and dark', { timeout: 120_000 }, () => {
  for (const theme of ['light', 'dark'] as const) {
    it(theme, async () => {
      const page = await newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
      await page.getByRole('button', { name: 'Verify my age' }).waitFor();
      // The storefront fixes its own colours (theme light): the card as `appearance` unset
      // renders it, following the visitor's colour scheme.
      await page.locator('.ofage-gate').evaluate((gate: HTMLElement) => {
        gate.removeAttribute('style');
        gate.removeAttribute('data-ofage-theme');
      });
      expect(
        await page
          .locator('.ofage-card')
          .evaluate((card) => getComputedStyle(card).backgroundColor),
      ).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(22, 27, 38)');
      await expectAccessible(page, `<AgeGate> default look, ${theme}`);
    });
  }
});

describe('the OpenID age-key pages', { timeout: 120_000 }, () => {
  const RP = 'https://rp.example';
  let clientId: string;
  let secret: string;
  const useIssuer = () => `${store.serviceUrl}/api/v1/oidc/use`;
  const createIssuer = () => `${store.serviceUrl}/api/v1/oidc/create`;

  beforeAll(async () => {
    const { ctx } = store.running.service;
    const created = await createOidcClient(
      ctx.db,
      store.productId,
      checkClientInput({
        mode: 'test',
        name: 'Sample RP',
        redirectUris: [`${RP}/callback`, `${RP}/created`],
        thresholds: [18, 21],
        mayCreate: true,
      }),
      ctx.now(),
    );
    clientId = created.info.clientId;
    secret = created.secret!;
  });

  it('use', async () => {
    const page = await newPage();
    await page.goto(
      `${useIssuer()}/auth?${new URLSearchParams({
        response_type: 'id_token',
        response_mode: 'query',
        scope: 'openid',
        client_id: clientId,
        redirect_uri: `${RP}/callback`,
        nonce: 'n-1',
        claims: JSON.stringify({ age_thresholds: [18, 21] }),
      })}`,
    );
    await page.getByRole('button', { name: 'Use your age key' }).waitFor();
    await expectAccessible(page, 'OpenID use page');
  });

  it('create', async () => {
    const dob = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const pushed = await fetch(`${createIssuer()}/par`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: secret,
        scope: 'openid',
        response_type: 'none',
        redirect_uri: `${RP}/created`,
        authorization_details: JSON.stringify([
          {
            type: 'age_verification',
            method: 'id_doc_scan',
            age: { date_of_birth: dob },
            verified_at: new Date().toISOString(),
            verification_id: 'ver-a11y',
          },
        ]),
      }),
    });
    expect(pushed.status).toBe(201);
    const { request_uri } = (await pushed.json()) as { request_uri: string };
    const page = await newPage();
    await page.goto(
      `${createIssuer()}/auth?${new URLSearchParams({ client_id: clientId, request_uri })}`,
    );
    await page.getByRole('heading', { name: 'Save an age key' }).waitFor();
    await expectAccessible(page, 'OpenID create page');
  });

  it('the error page', async () => {
    const page = await newPage();
    await page.goto(
      `${useIssuer()}/auth?${new URLSearchParams({
        response_type: 'id_token',
        scope: 'openid',
        client_id: 'no-such-client',
        redirect_uri: `${RP}/callback`,
        nonce: 'n-1',
      })}`,
    );
    await page.getByRole('heading', { name: 'This request cannot continue' }).waitFor();
    await expectAccessible(page, 'OpenID error page');
  });
});

describe('the console', { timeout: 120_000 }, () => {
  it('sign-in and sign-up', async () => {
    const page = await newPage();
    await page.goto(`${store.serviceUrl}/console/sign-in`);
    await page.locator('button[type=submit]').waitFor();
    await expectAccessible(page, 'console sign-in');
    // Sign-up is closed on this service: the page says so.
    await page.goto(`${store.serviceUrl}/console/sign-up`);
    await page.locator('h1').waitFor();
    await expectAccessible(page, 'console sign-up');
  });

  it('the main pages of a product', async () => {
    // A verification to list and open.
    const v = await perform();
    expect((await setStatus(v.id, 'PASS')).status).toBe(200);
    const page = await newPage();
    await page.goto(`${store.serviceUrl}/console/sign-in`);
    await page.fill('input[name=email]', store.owner.email);
    await page.fill('input[name=password]', store.owner.password);
    await page.click('button[type=submit]');
    await page.waitForURL(`${store.serviceUrl}/console`);
    await expectAccessible(page, 'console products');
    const product = `${store.serviceUrl}/console/products/${store.productId}`;
    for (const [name, path] of [
      ['product settings', ''],
      ['developers (test)', '/developers?mode=test'],
      ['insights', '/insights'],
      ['verifications', '/verifications'],
      ['one verification', `/verifications/${v.id}`],
      ['audit log', '/audit'],
    ] as const) {
      await page.goto(product + path);
      await page.locator('h1').first().waitFor();
      await expectAccessible(page, `console ${name}`);
    }
    await page.goto(`${store.serviceUrl}/console/account`);
    await page.locator('h1').first().waitFor();
    await expectAccessible(page, 'console account');
  });
});
