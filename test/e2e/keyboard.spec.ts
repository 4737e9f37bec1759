/**
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): a test-mode verification through the example
 * storefront's gates and the widget in their iframe with Tab, Shift+Tab, Enter, Space and Escape
 * alone. At every stop focus is drawn (inside the iframe too), each step's heading takes the
 * focus, the modal gate keeps focus inside its dialog and gives it back when it closes, and the
 * iframe lets focus out both ways. Screenshots of the focus on three steps go to
 * `test-results/a11y` for a person to look at.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStorefrontEnvironment,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';
import { A11Y_SCREENS, focused, pressUntil, type Focused } from './support/keyboard-focus';

let store: StorefrontEnvironment;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  store = await startStorefrontEnvironment();
}, 600_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await store?.close();
});

async function newPage(): Promise<Page> {
  const context = await store.newContext(1280);
  contexts.push(context);
  return context.newPage();
}

const inWidget = (f: Focused) => f.where.startsWith(store.serviceUrl);
const is = (tag: string, text: string | RegExp) => (f: Focused) =>
  f.tag === tag && (typeof text === 'string' ? f.label.includes(`"${text}`) : text.test(f.label));

/**
 * The widget's step has drawn `name`: a method's screen can render its heading before the rest of
 * it, and on a loaded machine Tab would cycle through a half-drawn step many times.
 */
async function widgetShows(page: Page, name: string | RegExp): Promise<void> {
  await page
    .locator('iframe[title="Age verification"]')
    .contentFrame()
    .getByRole('button', { name })
    .first()
    .waitFor();
}

/** The step's heading has the focus, drawn, in the widget's frame. */
async function expectHeadingFocused(page: Page, heading: string): Promise<void> {
  await expect
    .poll(async () => {
      const f = await focused(page);
      return inWidget(f) && f.tag === 'H1' && f.label.includes(heading) && f.indicated;
    })
    .toBe(true);
}

describe('keyboard only', { timeout: 180_000 }, () => {
  it('the modal gate: trapped in its dialog, Escape gives the focus back, then a verification with keys alone', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/tasting-notes`);
    await page.getByRole('button', { name: 'Verify my age to read' }).waitFor();

    await pressUntil(page, 'Tab', is('BUTTON', 'Verify my age to read'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus starts inside the dialog, on its first control.
    await expect.poll(async () => (await focused(page)).label).toContain('Close');
    await page
      .locator('iframe[title="Age verification"]')
      .contentFrame()
      .getByRole('button', { name: /ID document/ })
      .waitFor();

    // Shift+Tab from the first control wraps to the last; Tab from the last back to the first.
    const last = await pressUntil(page, 'Shift+Tab', (f) => f.where === 'page', 1);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(last.label).not.toContain('Close');
    await pressUntil(page, 'Tab', is('BUTTON', 'Close'), 1);
    // Escape closes it; focus returns to the gate (its button to start again).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const f = await focused(page);
        return f.tag === 'BUTTON' && f.indicated && !f.label.includes('Close');
      })
      .toBe(true);

    // Space on the gate's button opens the dialog again; into the iframe, pick, pass, Done.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).label).toContain('Close');
    await page
      .locator('iframe[title="Age verification"]')
      .contentFrame()
      .getByRole('button', { name: /ID document/ })
      .waitFor();
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'ID document');
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Submit simulated result')(f));
    await page.keyboard.press('Space');
    await expectHeadingFocused(page, 'Your age is confirmed');
    await widgetShows(page, 'Done');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Done')(f));
    await page.keyboard.press('Enter');
    // Verified: the dialog is gone and the page renders the notes.
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Verify my age to read' })
      .waitFor({ state: 'detached' });
  });

  it('the gate page: focus drawn on every stop and on each step’s heading; the iframe is no trap', async () => {
    const page = await newPage();
    await page.goto(`${store.storeUrl}/age-gate?returnTo=%2Fspirits`);
    await page.getByRole('button', { name: 'Verify my age' }).waitFor();
    await pressUntil(page, 'Tab', is('BUTTON', 'Verify my age'));
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe[title="Age verification"]').contentFrame();
    await frame.getByRole('button', { name: /ID document/ }).waitFor();

    // Into the iframe and on to the first method: the picker, screenshot 1.
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-1-picker.png') });
    // Out of the iframe backwards (Shift+Tab reaches the storefront again) and in again.
    await pressUntil(page, 'Shift+Tab', (f) => f.where === 'page');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', /ID document/)(f));
    // … and forwards past its last control, out to the storefront.
    await pressUntil(page, 'Tab', (f) => f.where === 'page', 40);
    await pressUntil(page, 'Shift+Tab', (f) => inWidget(f) && is('BUTTON', /Bank app/)(f), 40);

    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Bank app');
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && f.tag === 'INPUT');
    // Arrow keys move within the radio group; the focus on an option, screenshot 2.
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-2-method.png') });
    await widgetShows(page, 'Submit simulated result');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Submit simulated result')(f));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Your age is confirmed');
    await widgetShows(page, 'Done');
    await pressUntil(page, 'Tab', (f) => inWidget(f) && is('BUTTON', 'Done')(f));
    // The result with Done focused, screenshot 3.
    await page.screenshot({ path: path.join(A11Y_SCREENS, 'keyboard-3-result.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${store.storeUrl}/spirits`);
  });

  it('a document scan: the invisible file input shows its focus on its label', async () => {
    const { url } = await store.perform({ options: { flow: 'id-scan' } });
    const page = await newPage();
    await page.goto(url);
    // The flow opens the method at once, without the picker.
    await page.locator('input[type=file]').waitFor({ state: 'attached' });
    const upload = await pressUntil(page, 'Tab', (f) => f.label.startsWith('file'));
    expect(upload.indicated).toBe(true);
  });
});
