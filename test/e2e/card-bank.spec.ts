import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCardMessages } from '../../src/service/methods/credit-card/messages';
import { laidOutAt, SCREENS } from './support/screens';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

let env: WidgetEnvironment;
beforeAll(async () => {
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

const getStatus = async (id: string) =>
  (await (await env.api(`/api/v1/age-verification/get-status?id=${id}`)).json()) as Record<
    string,
    unknown
  >;

async function checkCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Check a credit card' }).click();
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Check card' }).click();
}

/** The label's own text sits above its input (not beside it), with room between. */
async function labelAbove(page: Page, input: Locator): Promise<void> {
  const id = await input.getAttribute('id');
  const label = page.locator(`label[for="${id}"]`);
  const text = await label.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild!);
    const r = range.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left };
  });
  const box = (await input.boundingBox())!;
  expect(text.bottom).toBeLessThanOrEqual(box.y);
  expect(Math.abs(text.left - box.x)).toBeLessThan(2);
}

describe('credit card form in Chromium (test mode)', () => {
  it('labels above inputs, the amount with its currency, every test card with what it does', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await env.perform({ jurisdiction: 'GB' });
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    // A British verification's check is in pounds, written the English way.
    await page
      .getByText(
        'Your card issuer confirms the card with a check of £0.00 (GBP): nothing is charged.',
        { exact: false },
      )
      .waitFor();
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    for (const name of ['Card number', 'Expiry (MM/YY)', 'Security code (CVC)']) {
      await labelAbove(page, page.getByLabel(name, { exact: true }));
    }
    const tests = page.locator('[data-card-tests] tbody tr');
    expect(await tests.count()).toBe(7);
    const rows = await tests.allInnerTexts();
    expect(rows.join('\n')).toContain('4242 4242 4242 4242');
    expect(rows.find((r) => r.startsWith('4242'))).toMatch(
      /Visa credit card, United States — inconclusive: credit cards from this country can be issued to under-18s/,
    );
    expect(rows.find((r) => r.startsWith('4000 0082'))).toMatch(/United Kingdom — confirms 18\+/);
    expect(rows.find((r) => r.startsWith('4000 0000 0000 0119'))).toMatch(/processor error/);
    await page.screenshot({ path: `${SCREENS}/card-1-form-en.png`, fullPage: true });
    // A test number fills the field.
    await page.getByRole('button', { name: 'Use 4242 4242 4242 4242' }).click();
    expect(await page.getByLabel('Card number', { exact: true }).inputValue()).toBe(
      '4242 4242 4242 4242',
    );
    await context.close();
  }, 60_000);

  it('in German at phone width: German labels and amount, still stacked', async () => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 780 } });
    const v = await env.perform({ jurisdiction: 'GB', options: { locale: 'de' } });
    const page = await context.newPage();
    await page.goto(v.url);
    await page
      .getByRole('button', { name: /Kreditkarte/ })
      .first()
      .click();
    await page.getByText('mit einer Prüfung über 0,00 £ (GBP)', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Kreditkarte prüfen' }).click();
    for (const name of ['Kartennummer', 'Gültig bis (MM/JJ)', 'Prüfnummer (CVC)']) {
      await labelAbove(page, page.getByLabel(name, { exact: true }));
    }
    await page.getByText('Kreditkarte von Visa, Vereinigte Staaten', { exact: false }).waitFor();
    await page.screenshot({ path: `${SCREENS}/card-2-form-de-phone.png`, fullPage: true });
    await context.close();
  }, 60_000);

  it('a processor error and a bad card detail read as the widget’s own sentences, never the API text', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await env.perform();
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    const note = page.locator('[data-card-note]');
    await checkCard(page, '4000 0000 0000 0119');
    await note.waitFor();
    expect(await note.textContent()).toBe(creditCardMessages.en['card.error.processing']);
    await page.screenshot({ path: `${SCREENS}/card-3-processor-error.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4000 0082 6000 0000');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('1');
    await page.getByRole('button', { name: 'Check card' }).click();
    await expect.poll(() => note.textContent()).toBe(creditCardMessages.en['card.error.cvc']);
    await checkCard(page, '4000 0000 0000 9995');
    await expect
      .poll(() => note.textContent())
      .toBe(
        `${creditCardMessages.en['card.decline.insufficient-funds']} ${creditCardMessages.en.cardNotCounted}`,
      );
    const text = (await page.locator('main').innerText()).toLowerCase();
    for (const raw of ['processor did not answer', 'is not valid', 'insufficient_funds']) {
      expect(text).not.toContain(raw);
    }
    // Nothing was counted: not the processor error, the bad CVC, nor the test card's decline.
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    await context.close();
  }, 60_000);
});

describe('credit card for a US-CA store (test mode)', () => {
  it('the check in dollars, a simulator without Teen or Child, the test cards beside the field', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // env.perform asks for US-CA; the service sets no OFAGE_CARD_CURRENCY.
    const v = await env.perform();
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    await page
      .getByText(
        'Your card issuer confirms the card with a check of $0.00 (USD): nothing is charged.',
        { exact: false },
      )
      .waitFor();
    // A card proves 18+ and nothing else: no outcome the method cannot produce.
    const outcomes = await page
      .getByRole('radiogroup')
      .getByRole('radio')
      .evaluateAll((inputs) =>
        inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent ?? ''),
      );
    expect(outcomes).toContain('Adult (30)');
    expect(outcomes).toContain('Inconclusive (no age signal)');
    expect(outcomes.join('|')).not.toMatch(/Teen|Child|Custom age/);
    await page.getByRole('button', { name: 'Check a credit card' }).click();
    // Beside the number field at 1280 px: to its right, overlapping it vertically.
    const field = (await page.getByLabel('Card number', { exact: true }).boundingBox())!;
    const list = (await page.locator('[data-card-tests]').boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(field.x + field.width);
    expect(list.y).toBeLessThan(field.y + field.height);
    expect(list.y + list.height).toBeGreaterThan(field.y);
    expect(await page.locator('[data-card-tests] caption').textContent()).toContain(
      'A card that cannot prove an age uses no attempt.',
    );
    await laidOutAt(page, 1280);
    await page.screenshot({ path: `${SCREENS}/card-4-us-store-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await laidOutAt(page, 360);
    await page.screenshot({ path: `${SCREENS}/card-4-us-store-360.png`, fullPage: true });
    await context.close();
  }, 60_000);

  it('4242… (a card that cannot prove an age) costs no attempt: three of them, then a UK credit card still passes', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const v = await env.perform();
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    const note = page.locator('[data-card-note]');
    for (let i = 0; i < 3; i++) {
      await checkCard(page, '4242 4242 4242 4242');
      await expect
        .poll(() => note.textContent())
        .toContain(creditCardMessages.en['card.reason.country-not-adult-only']);
      expect(await page.getByText(/attempts? left|All attempts/).count()).toBe(0);
      await page.getByRole('button', { name: 'Check a credit card' }).waitFor();
    }
    await page.screenshot({ path: `${SCREENS}/card-5-no-attempt-used.png`, fullPage: true });
    await checkCard(page, '4000 0082 6000 0000');
    await page.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'credit-card' });
    await context.close();
  }, 60_000);
});

describe('credit card and bank app in Chromium (test mode)', () => {
  it('card: debit → a clear reason, declined → another attempt, adult credit → PASS', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform();
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Credit card/ }).click();
    await checkCard(page, '4000 0566 5566 5556');
    await page.getByText(/debit or prepaid card/).waitFor();
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    await checkCard(page, '4000 0000 0000 0002');
    await page.getByText(/declined the check/).waitFor();
    await checkCard(page, '4000 0082 6000 0000');
    await expect.poll(async () => (await getStatus(v.id)).status, { timeout: 10_000 }).toBe('PASS');
    expect(await getStatus(v.id)).toMatchObject({
      method: 'credit-card',
      age: { low: 18, high: 100 },
    });
    await context.close();
  }, 60_000);

  it('bank, top level: test bank sign-in and consent → result page → the app’s custom-scheme redirectUrl; the callback works once', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: 'com.example.shop://verified?cart=3' } });
    const page = await context.newPage();
    // Chromium cannot open the app's scheme here: the test reads where /result sends it.
    let deepLink: string | undefined;
    let callbackUrl: string | undefined;
    page.on('response', (res: Response) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('/bank-app/callback')) callbackUrl = res.url();
      if (url.pathname === '/result' && res.status() === 303) deepLink = res.headers().location;
    });
    await page.goto(v.url);
    await page.getByRole('button', { name: /Bank app/ }).click();
    await page.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await page.getByRole('heading', { name: 'Sign in to Test Bank' }).waitFor();
    await page.getByRole('button', { name: 'Alex (34)' }).click();
    await page.getByRole('heading', { name: 'Share with this site?' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => deepLink, { timeout: 10_000 }).toBeDefined();
    const link = new URL(deepLink!);
    expect(link.protocol).toBe('com.example.shop:');
    expect([...link.searchParams]).toEqual([
      ['cart', '3'],
      ['verificationId', v.id],
      ['result', 'PASS'],
    ]);
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'bank-app' });
    // The bank's return, replayed: refused.
    const replay = await context.newPage();
    const answer = await replay.goto(callbackUrl!);
    expect(answer?.status()).toBe(400);
    await replay.getByText(/already used/).waitFor();
    await context.close();
  }, 60_000);

  it('bank: an account holder under 18 → FAIL, back on the merchant page', async () => {
    const context = await env.browser.newContext();
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const page = await context.newPage();
    await page.goto(v.url);
    await page.getByRole('button', { name: /Bank app/ }).click();
    await page.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await page.getByRole('button', { name: 'Kim (12)' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/return');
    expect(new URL(page.url()).searchParams.get('result')).toBe('FAIL');
    expect(await getStatus(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
    });
    await context.close();
  }, 60_000);

  /**
   * The bank's tab of an embedded widget, up to its last page: whether it closed itself, and every
   * URL it showed (so a test can tell that it never reached the shop).
   */
  async function bankTab(bank: Page) {
    const seen: string[] = [];
    bank.on('framenavigated', (f) => {
      if (f === bank.mainFrame()) seen.push(f.url());
    });
    let closed = false;
    bank.on('close', () => {
      closed = true;
    });
    return { seen, closed: () => closed };
  }

  it("bank from an embedded widget with the shop's redirectUrl: the bank's tab closes itself (or says so), never opens the shop, and the frame shows PASS", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const page = await context.newPage();
    await page.goto(env.merchant.embedUrl(v.url));
    const frame = page.frameLocator('#widget');
    await frame.getByRole('button', { name: /Bank app/ }).click();
    const [bank] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('button', { name: 'Continue with Test Bank' }).click(),
    ]);
    const tab = await bankTab(bank);
    await frame
      .getByText('Finish at your bank in the new tab. This page updates by itself.')
      .waitFor();
    await page.screenshot({ path: `${SCREENS}/bank-1-waiting-for-tab-1280.png` });
    await bank.getByRole('button', { name: 'Jamie (19)' }).click();
    await bank.getByRole('button', { name: 'Allow' }).click();
    await frame
      .getByRole('heading', { name: 'Your age is confirmed' })
      .waitFor({ timeout: 10_000 });
    await expect
      .poll(
        async () =>
          tab.closed() ||
          (await bank.getByText('You can close this tab.', { exact: false }).count()) > 0,
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(tab.seen.some((u) => u.startsWith(env.merchant.origin))).toBe(false);
    expect(tab.closed()).toBe(true);
    expect(await getStatus(v.id)).toMatchObject({ status: 'PASS', method: 'bank-app' });
    // The shop's tab is the only one left.
    expect(context.pages()).toEqual([page]);
    await context.close();
  }, 60_000);

  it("bank from an embedded widget, declined at the bank: the frame says so at once; the tab's page is in the widget's look and closes", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const page = await context.newPage();
    await page.goto(env.merchant.embedUrl(v.url));
    const frame = page.frameLocator('#widget');
    await frame.getByRole('button', { name: /Bank app/ }).click();
    const [bank] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('button', { name: 'Continue with Test Bank' }).click(),
    ]);
    const tab = await bankTab(bank);
    await bank.getByRole('button', { name: 'Alex (34)' }).click();
    await bank.getByRole('button', { name: 'Decline' }).click();
    await frame
      .getByText('You declined at your bank, so nothing was shared.', { exact: false })
      .waitFor({
        timeout: 10_000,
      });
    await expect.poll(() => tab.closed(), { timeout: 10_000 }).toBe(true);
    expect(tab.seen.some((u) => u.startsWith(env.merchant.origin))).toBe(false);
    expect(await getStatus(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    // No attempt was used: no attempts box, and the bank is one click away.
    expect(await frame.getByText(/attempts? left/).count()).toBe(0);
    await frame.getByRole('button', { name: 'Continue with Test Bank' }).waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await laidOutAt(page, width);
      await page.screenshot({ path: `${SCREENS}/bank-2-declined-in-frame-${width}.png` });
    }
    await context.close();
  }, 60_000);

  it("the bank's pages back at the service are in the widget's look: the tab's outcome page, the decline page", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const widgetLook = async (page: Page) => {
      expect(await page.locator('main.w').count()).toBe(1);
      expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontSize)).toBe('20px');
    };
    // The tab of an embedded widget, in a browser that keeps it open: it says it may be closed.
    const v = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const page = await context.newPage();
    await page.goto(env.merchant.embedUrl(v.url));
    const frame = page.frameLocator('#widget');
    await frame.getByRole('button', { name: /Bank app/ }).click();
    const [bank] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('button', { name: 'Continue with Test Bank' }).click(),
    ]);
    await bank.addInitScript(() => {
      window.close = () => undefined;
    });
    await bank.getByRole('button', { name: 'Jamie (19)' }).click();
    await bank.getByRole('button', { name: 'Allow' }).click();
    await bank.getByRole('heading', { name: 'Your age is confirmed' }).waitFor();
    await bank.getByText('You can close this tab.', { exact: false }).waitFor();
    await widgetLook(bank);
    for (const width of [360, 1280]) {
      await bank.setViewportSize({ width, height: 800 });
      await laidOutAt(bank, width);
      await bank.screenshot({ path: `${SCREENS}/bank-3-tab-pass-${width}.png` });
    }
    // The widget at top level: the bank in this same tab, declined, back on the service's page
    // (another browser: the test bank remembers who signed in).
    const declined = await env.perform({ options: { redirectUrl: env.merchant.returnUrl } });
    const other = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const top = await other.newPage();
    await top.goto(declined.url);
    await top.getByRole('button', { name: /Bank app/ }).click();
    await top.getByRole('button', { name: 'Continue with Test Bank' }).click();
    await top.getByRole('button', { name: 'Alex (34)' }).click();
    await top.getByRole('button', { name: 'Decline' }).click();
    await top.getByText('You declined at your bank', { exact: false }).waitFor();
    await widgetLook(top);
    expect(
      await top
        .getByRole('link')
        .first()
        .evaluate((a) => getComputedStyle(a).color),
    ).toBe('rgb(29, 78, 216)');
    for (const width of [360, 1280]) {
      await top.setViewportSize({ width, height: 800 });
      await laidOutAt(top, width);
      await top.screenshot({ path: `${SCREENS}/bank-4-declined-page-${width}.png` });
    }
    await other.close();
    await context.close();
  }, 60_000);
});
