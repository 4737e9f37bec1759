import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/console/accounts';
import { rawRequest } from './support/raw-http';
import { startConsoleEnvironment, type ConsoleEnvironment } from './console/console-environment';

const PASSWORD = 'purple monkey dishwasher';

describe('management console in Chromium', () => {
  let env: ConsoleEnvironment;
  beforeAll(async () => {
    env = await startConsoleEnvironment();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
  });

  const perform = (key: string) =>
    fetch(`${env.url}/api/v1/age-verification/perform`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
    });

  /**
   * An account for the test, signed in in `page`. Made by the service (as the operator's
   * `ofage accounts create` does) rather than through the sign-up form, which allows 5 sign-ups
   * per address an hour — the first test and the enumeration test use the form.
   */
  async function signUp(page: Page, email: string): Promise<void> {
    await createAccount(env.running.service.ctx, { email, password: PASSWORD });
    await page.goto(`${env.url}/console/sign-in`);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.url}/console`);
  }

  it('sign up, configure a product, create a key, test the webhook, verify, see it, revoke the key', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    const pages: Record<string, string> = {};

    // Signed out, the console sends you to sign in.
    await page.goto(`${env.url}/console`);
    await page.waitForURL(/\/console\/sign-in/);

    // Sign-up refuses a weak password with a reason, then accepts a good one.
    await page.goto(`${env.url}/console/sign-up`);
    await page.fill('input[name=email]', 'owner@shop.example');
    await page.fill('input[name=password]', 'password123');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('most common');
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.url}/console`);
    expect(await page.textContent('header')).toContain('owner@shop.example');
    pages.products = page.url();

    // Create a product and add its origins: a live one (https) and a test one.
    await page.fill('[data-testid=create-product] input[name=name]', 'E2E Shop');
    await page.click('[data-testid=create-product] button[type=submit]');
    await page.waitForURL(/\/console\/products\/[0-9a-f-]{36}$/);
    const productUrl = page.url();
    pages.settings = productUrl;
    await page.getByLabel('Live origins').fill('https://shop.example.com/nope');
    await page.click('[data-testid=product-settings] button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('scheme, host and port');
    // Plain http never frames a live verification.
    await page.getByLabel('Live origins').fill('https://shop.example.com\nhttp://localhost:3001');
    await page.click('[data-testid=product-settings] button[type=submit]');
    await expect
      .poll(() => page.textContent('[role=alert]'))
      .toContain('live origin "http://localhost:3001" names this machine');
    await page.getByLabel('Live origins').fill('https://shop.example.com');
    await page.getByLabel('Test origins').fill('http://localhost:3001');
    await page.click('[data-testid=product-settings] button[type=submit]');
    await expect
      .poll(() => page.textContent('[data-testid=product-settings] [role=status]'))
      .toContain('Saved');
    await page.reload();
    expect(await page.getByLabel('Live origins').inputValue()).toBe('https://shop.example.com');
    expect(await page.getByLabel('Test origins').inputValue()).toBe('http://localhost:3001');

    // The default language of the shopper's pages (the console itself stays in English).
    await page.getByLabel(/Default language/).selectOption('fr');
    await page.click('[data-testid=product-settings] button[type=submit]');
    await expect
      .poll(() => page.textContent('[data-testid=product-settings] [role=status]'))
      .toContain('Saved');
    await page.reload();
    expect(await page.getByLabel(/Default language/).inputValue()).toBe('fr');

    // The United Kingdom chooses its own methods; the other groups keep the product default.
    const uk = page.locator('[data-testid=method-overrides] fieldset', {
      has: page.locator('legend', { hasText: 'United Kingdom' }),
    });
    await uk.getByLabel('Inherit product default').uncheck();
    await uk.getByLabel(/Bank app/).uncheck();
    await page.click('[data-testid=method-overrides] button[type=submit]');
    await expect
      .poll(() => page.textContent('[data-testid=method-overrides] [role=status]'))
      .toContain('Saved');
    await page.reload();
    expect(await uk.getByLabel('Inherit product default').isChecked()).toBe(false);
    expect(await uk.getByLabel(/Bank app/).isChecked()).toBe(false);
    expect(await uk.getByLabel(/Credit card/).isChecked()).toBe(true);

    // Germany: KJM excludes a card check, shown with its rule id; each group lists its countries'
    // ages marked sourced or default.
    const de = page.locator('[data-testid=method-overrides] fieldset', {
      has: page.locator('legend', { hasText: /^Germany$/ }),
    });
    expect(await de.getByLabel(/Credit card/).isDisabled()).toBe(true);
    expect(await de.textContent()).toContain('not accepted: rule DE_KJM/credit-card');
    const noRegime = page.locator('[data-testid=method-overrides] fieldset', {
      has: page.locator('legend', { hasText: 'No age-assurance regime' }),
    });
    await noRegime.locator('summary').click();
    expect(await noRegime.locator('summary').textContent()).toMatch(
      /\d+ values sourced, \d+ documented defaults/,
    );
    expect(await noRegime.locator('tr', { hasText: 'RS Serbia' }).textContent()).toMatch(
      /18\s*default.*13\s*default/,
    );

    // Developer settings: a key shown once.
    await page.goto(`${productUrl}/developers?mode=test`);
    pages.developers = page.url();
    await page.fill('[data-testid=create-key] input[name=name]', 'e2e');
    await page.click('[data-testid=create-key] button[type=submit]');
    const keyLocator = page.locator('[data-testid=create-key] [data-testid=secret-value]');
    await keyLocator.waitFor();
    const key = (await keyLocator.textContent())!;
    expect(key).toMatch(/^ofage_test_[A-Za-z0-9]{40}$/);
    await env.shot(page, 'developers-key-created');

    // Webhook to the local receiver; the secret revealed on demand is what it checks with.
    await page.fill('[data-testid=webhook-url] input[name=url]', env.receiver.url);
    await page.click('[data-testid=webhook-url] button[type=submit]');
    await expect
      .poll(() => page.textContent('[data-testid=webhook-url] [role=status]'))
      .toContain('saved');
    await page.click('[data-testid=reveal-secret] button[type=submit]');
    const secretLocator = page.locator('[data-testid=reveal-secret] [data-testid=secret-value]');
    await secretLocator.waitFor();
    env.receiverSecret.value = (await secretLocator.textContent())!;
    expect(env.receiverSecret.value).toMatch(/^whsec_/);

    await page.click('[data-testid=test-webhook] button[type=submit]');
    const answers = page.locator('[data-testid=test-webhook] [role=status]');
    await answers.waitFor({ timeout: 15_000 });
    expect(await answers.textContent()).toContain('Valid signature → HTTP 200');
    expect(await answers.textContent()).toContain('Invalid signature → HTTP 401');
    expect(await answers.textContent()).toContain('accepted the valid signature');
    await env.shot(page, 'developers-test-webhook');
    await page.reload();
    expect(await page.locator('[data-testid=delivery-row]').count()).toBe(2);
    const log = (await page.textContent('[data-testid=delivery-log]'))!;
    expect(log).toContain('delivered');
    expect(log).toContain('failed');
    expect(log).toContain('(invalid signature)');

    // A verification with the new key, completed by the test helper.
    const performed = await perform(key);
    expect(performed.status).toBe(200);
    const { id } = (await performed.json()) as { id: string };
    const done = await fetch(`${env.url}/api/v1/test/set-age-verification-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, status: 'PASS', method: 'credit-card' }),
    });
    expect(done.status).toBe(200);
    await env.receiver.waitForMatch((w) => w.body.includes(id) && w.validHmac);

    // In the list, in its detail with the timeline, in the charts.
    await page.goto(`${productUrl}/verifications?mode=test`);
    pages.verifications = page.url();
    const list = (await page.textContent('[data-testid=verification-list]'))!;
    expect(list).toContain('PASS');
    expect(list).toContain('US-CA');
    await page.goto(`${productUrl}/verifications?mode=test&status=FAIL`);
    expect(await page.locator('[data-testid=verification-row]').count()).toBe(0);
    await page.goto(`${productUrl}/verifications/${id}`);
    pages.verification = page.url();
    const timeline = (await page.textContent('[data-testid=timeline]'))!;
    expect(timeline).toContain('Created');
    expect(timeline).toContain('Result (credit-card)');
    expect(timeline).toContain('Webhook Verification.Result attempt 1');

    await page.goto(`${productUrl}/insights?mode=test&days=7`);
    pages.insights = page.url();
    const stats = (await page.textContent('[data-testid=insight-stats]'))!;
    expect(stats).toContain('Verifications1');
    expect(stats).toContain('100%');
    expect(await page.textContent('[data-testid=method-mix]')).toContain('Credit card');
    expect(await page.locator('[data-testid=daily-chart] rect').count()).toBeGreaterThan(0);

    // Revoke the verification: Verification.Revoke reaches the merchant, signed.
    await page.goto(`${productUrl}/verifications/${id}`);
    await page.fill('input[name=reason]', 'chargeback');
    await page.click('text=Revoke verification');
    await page.locator('.badge.revoked').waitFor();
    const revoke = await env.receiver.waitForMatch((w) => w.body.includes('Verification.Revoke'));
    expect(revoke.validHmac).toBe(true);
    expect(JSON.parse(revoke.body)).toEqual({
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id, reason: 'chargeback' }] },
    });

    // Revoke the key: the API refuses it at once.
    await page.goto(`${productUrl}/developers?mode=test`);
    await page.click('[data-testid=key-row] button:has-text("Revoke")');
    await expect.poll(() => page.textContent('[data-testid=key-row]')).toContain('revoked');
    expect((await perform(key)).status).toBe(401);

    await page.goto(`${productUrl}/audit`);
    pages.audit = page.url();
    const audit = (await page.textContent('[data-testid=audit-log]'))!;
    for (const action of [
      'key.created',
      'key.revoked',
      'webhook.url_set',
      'webhook.secret_revealed',
      'verification.revoked',
    ]) {
      expect(audit).toContain(action);
    }
    expect(audit).toContain('owner@shop.example');
    await page.goto(`${productUrl}/developers?mode=test`);
    pages.delivery = env.url + (await page.getAttribute('[data-testid=delivery-row] a', 'href'))!;

    // Every page at desktop and phone width, for people to look at.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await env.shot(page, name);
      }
    }

    // Sign-out ends the session on the server.
    await page.click('text=Sign out');
    await page.waitForURL(/\/console\/sign-in/);
    await page.goto(`${env.url}/console`);
    await page.waitForURL(/\/console\/sign-in/);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${env.url}/console/sign-in`);
      await env.shot(page, 'sign-in');
      await page.goto(`${env.url}/console/sign-up`);
      await env.shot(page, 'sign-up');
    }
    await context.close();
  }, 240_000);

  it("another account gets 404 for someone else's product pages", async () => {
    const owner = await env.browser.newContext();
    const ownerPage = await owner.newPage();
    await signUp(ownerPage, 'first@shop.example');
    await ownerPage.fill('[data-testid=create-product] input[name=name]', 'Private');
    await ownerPage.click('[data-testid=create-product] button[type=submit]');
    await ownerPage.waitForURL(/\/console\/products\/[0-9a-f-]{36}$/);
    const productUrl = ownerPage.url();

    const other = await env.browser.newContext();
    const otherPage = await other.newPage();
    await signUp(otherPage, 'second@shop.example');
    for (const path of ['', '/developers', '/verifications', '/insights', '/audit']) {
      const response = await otherPage.goto(productUrl + path);
      expect(response?.status()).toBe(404);
      expect(await otherPage.textContent('body')).not.toContain('Private');
    }
    await owner.close();
    await other.close();
  }, 60_000);

  it('a form with a forged CSRF token changes nothing', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await signUp(page, 'csrf@shop.example');
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>(
        '[data-testid=create-product] input[name=csrf]',
      )!.value = 'forged';
    });
    await page.fill('[data-testid=create-product] input[name=name]', 'Should not exist');
    await page.click('[data-testid=create-product] button[type=submit]');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('CSRF check failed');
    await page.goto(`${env.url}/console`);
    expect(await page.textContent('body')).not.toContain('Should not exist');
    await context.close();
  }, 60_000);

  it('a server function without an Origin header is refused, even with the session and its CSRF token', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await signUp(page, 'origin@shop.example');
    const call = page.waitForRequest(
      (r) => r.method() === 'POST' && r.headers()['next-action'] !== undefined,
    );
    await page.fill('[data-testid=create-product] input[name=name]', 'The only one');
    await page.click('[data-testid=create-product] button[type=submit]');
    const request = await call;
    await page.waitForURL(/\/console\/products\/[0-9a-f-]{36}$/);
    // Chromium names the page's origin on its same-origin server-function POST, so requiring
    // the header refuses no browser.
    const sent = await request.allHeaders();
    expect(sent.origin).toBe(env.url);

    // The same call — session cookie, form and CSRF token — from a client that sends no Origin.
    const kept = Object.entries(sent).filter(
      ([name]) => !['origin', 'host', 'content-length', 'connection'].includes(name),
    );
    const replay = (extra: [string, string][]) =>
      rawRequest(env.url, {
        method: 'POST',
        target: new URL(request.url()).pathname,
        headers: [['Host', new URL(env.url).host], ...kept, ...extra],
        body: request.postDataBuffer() ?? '',
      });
    const refused = await replay([]);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('its Origin header must name this host');
    const products = async () => {
      await page.goto(`${env.url}/console`);
      return page.locator('.product-list > a').count();
    };
    expect(await products()).toBe(1);
    // With the Origin a browser sends, the same bytes are a valid call: only the header differed.
    expect((await replay([['Origin', env.url]])).status).toBe(200);
    expect(await products()).toBe(2);
    await context.close();
  }, 60_000);

  it('next-auth refuses a sign-in POST without its CSRF token (no session cookie)', async () => {
    const response = await fetch(`${env.url}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'owner@shop.example', password: PASSWORD }).toString(),
    });
    expect(response.headers.get('location')).toContain('csrf=true');
    expect(response.headers.getSetCookie().some((c) => c.includes('session-token'))).toBe(false);
  });

  it('changing the password on the Account page signs out the other sessions', async () => {
    const NEW = 'orange kettle harbour';
    const first = await env.browser.newContext();
    first.setDefaultTimeout(15_000);
    const page = await first.newPage();
    await signUp(page, 'rotate@shop.example');
    const signIn = async (p: Page, password: string) => {
      await p.goto(`${env.url}/console/sign-in`);
      await p.fill('input[name=email]', 'rotate@shop.example');
      await p.fill('input[name=password]', password);
      await p.click('button[type=submit]');
    };
    const second = await env.browser.newContext();
    second.setDefaultTimeout(15_000);
    const elsewhere = await second.newPage();
    await signIn(elsewhere, PASSWORD);
    await elsewhere.waitForURL(`${env.url}/console`);

    await page.click('header >> text=rotate@shop.example');
    await page.waitForURL(`${env.url}/console/account`);
    const form = '[data-testid=change-password]';
    await page.fill(`${form} input[name=currentPassword]`, 'not my password');
    await page.fill(`${form} input[name=newPassword]`, NEW);
    await page.fill(`${form} input[name=confirmPassword]`, NEW);
    await page.click(`${form} button[type=submit]`);
    await expect.poll(() => page.textContent(`${form} [role=alert]`)).toContain('not right');
    // A submitted form is reset (React form actions), so every field is filled again.
    await page.fill(`${form} input[name=currentPassword]`, PASSWORD);
    await page.fill(`${form} input[name=newPassword]`, NEW);
    await page.fill(`${form} input[name=confirmPassword]`, NEW);
    await page.click(`${form} button[type=submit]`);
    await expect
      .poll(() => page.textContent(`${form} [role=status]`))
      .toContain('Password changed');
    await env.shot(page, 'account-password-changed');

    // The other browser is signed out; this one stays signed in.
    await elsewhere.goto(`${env.url}/console`);
    await elsewhere.waitForURL(/\/console\/sign-in/);
    await page.goto(`${env.url}/console`);
    expect(page.url()).toBe(`${env.url}/console`);
    // The old password no longer signs in; the new one does.
    await signIn(elsewhere, PASSWORD);
    await expect
      .poll(() => elsewhere.textContent('[role=alert]'))
      .toContain('Wrong e-mail address or password');
    await signIn(elsewhere, NEW);
    await elsewhere.waitForURL(`${env.url}/console`);
    await first.close();
    await second.close();
  }, 60_000);

  it('sign-in is rate limited with a clear message', async () => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signUp(page, 'limited@shop.example');
    await page.click('text=Sign out');
    await page.waitForURL(/\/console\/sign-in/);
    const attempt = async (password: string) => {
      await page.fill('input[name=email]', 'limited@shop.example');
      await page.fill('input[name=password]', password);
      const answered = page.waitForResponse((r) =>
        r.url().includes('/api/auth/callback/credentials'),
      );
      await page.click('button[type=submit]');
      await answered;
    };
    for (let i = 0; i < 5; i++) {
      await attempt(`wrong password ${i}`);
      await expect
        .poll(() => page.textContent('[role=alert]'))
        .toContain('Wrong e-mail address or password');
    }
    // Past the free failures each one doubles the wait (1 s, 2 s, 4 s…): a try that lands inside
    // it is refused with the message, without its password being checked. On a loaded machine a
    // round trip can outlast the first second, so wrong tries go on until one lands inside a wait.
    const alert = () => page.textContent('[role=alert]');
    let limited = false;
    for (let i = 0; i < 6 && !limited; i++) {
      await attempt(`still wrong ${i}`);
      await expect.poll(alert).toMatch(/Wrong e-mail address or password|Too many failed/);
      limited = /Too many failed/.test((await alert()) ?? '');
    }
    expect(limited, 'no try landed inside the growing wait').toBe(true);
    expect(await alert()).toMatch(
      /Too many failed sign-in attempts\. Wait \d+ seconds? and try again\./,
    );
    await env.shot(page, 'sign-in-rate-limited');
    expect(page.url()).toContain('/console/sign-in');
    // Once the wait is over the owner signs in; tries during it are not counted.
    await expect
      .poll(
        async () => {
          if (page.url().endsWith('/console')) return true;
          await attempt(PASSWORD);
          await page.waitForURL(`${env.url}/console`, { timeout: 1_000 }).catch(() => undefined);
          return page.url().endsWith('/console');
        },
        // The wait is at most tens of seconds here; each try is a server-action round trip.
        { timeout: 90_000 },
      )
      .toBe(true);
    await context.close();
  }, 180_000);

  it('sign-up answers an existing e-mail exactly like a new one', async () => {
    const answerTo = async (email: string): Promise<string> => {
      const context = await env.browser.newContext();
      const page = await context.newPage();
      // The server function's answer, as it reaches the browser.
      let answer: Promise<string> | undefined;
      await page.route(`${env.url}/console/sign-up`, async (route) => {
        if (route.request().headers()['next-action'] === undefined) return route.continue();
        const response = await route.fetch();
        answer = response.text().then((text) => `${response.status()} ${text}`);
        await route.fulfill({ response });
      });
      await page.goto(`${env.url}/console/sign-up`);
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', 'an entirely new password');
      await page.click('button[type=submit]');
      await expect.poll(() => answer !== undefined).toBe(true);
      const body = await answer!;
      await context.close();
      return body;
    };
    await createAccount(env.running.service.ctx, {
      email: 'taken@shop.example',
      password: 'saffron kettle breeze',
    });
    const existing = await answerTo('taken@shop.example');
    const fresh = await answerTo('fresh@shop.example');
    expect(existing).toContain('If this address had no account');
    expect(existing).toBe(fresh);
  }, 60_000);
});
