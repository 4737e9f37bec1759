import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_METHODS } from '../../src/protocol/verification-result';
import { PSEUDO_LOCALE } from '../../src/service/methods/kit/i18n/pseudo-locale';
import { messagesFor } from '../../src/service/widget/i18n/messages';
import { laidOutAt } from './support/screens';
import { textThatDoesNotFit } from './support/text-fits';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const SHOTS = 'test-results/widget-language';
const WIDTHS = [360, 1280] as const;
const fr = messagesFor('fr');
const pseudo = messagesFor(PSEUDO_LOCALE);

let env: WidgetEnvironment;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

/** A page in a fresh browser context whose language is `locale` (its Accept-Language). */
async function inBrowser(locale: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await env.browser.newContext({ locale });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('the widget’s language', () => {
  it('follows the browser (Accept-Language fr-CA → fr), with <html lang dir>', () =>
    inBrowser('fr-CA', async (page) => {
      await page.goto((await env.perform()).url);
      await page.getByRole('heading', { name: fr.stepChoose }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    }));

  it('the switcher, reached by keyboard, reloads the same verification in the chosen language for the rest of the flow', () =>
    inBrowser('en-US', async (page) => {
      const v = await env.perform();
      await page.goto(v.url);
      const switcher = page.getByRole('combobox', { name: 'Language' });
      await page.locator('ul.methods button').first().waitFor();
      // Reached with Tab from the top of the page.
      const focused = () => switcher.evaluate((el) => el === document.activeElement);
      for (let i = 0; i < 5 && !(await focused()); i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(true);
      await switcher.selectOption('fr');
      await page.getByRole('heading', { name: fr.stepChoose }).waitFor();
      expect(new URL(page.url()).searchParams.get('lang')).toBe('fr');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await page.screenshot({ path: `${SHOTS}/picker-fr.png`, fullPage: true });
      // The same verification: it finishes, in French, and the API sees the pass.
      await page.getByRole('button', { name: fr['method.id-document'] }).click();
      await page.getByRole('button', { name: fr.submit }).click();
      await page.getByRole('heading', { name: fr.pass }).waitFor();
      await page.screenshot({ path: `${SHOTS}/result-fr.png`, fullPage: true });
      const status = (await (
        await env.api(`/api/v1/age-verification/get-status?id=${v.id}`)
      ).json()) as { status: string };
      expect(status.status).toBe('PASS');
    }));

  it('a language the widget does not speak, asked in the URL, is ignored', () =>
    inBrowser('de-DE', async (page) => {
      await page.goto(`${(await env.perform()).url}&lang=xx`);
      await page.locator('ul.methods button').first().waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('de');
    }));
});

describe('the widget in the pseudo-locale (accented, 40 % longer)', () => {
  it(
    'the picker and each method’s first screen fit at 360 and 1280 px: no text clipped or off the page',
    () =>
      inBrowser('en-US', async (page) => {
        const v = await env.perform({ options: { locale: PSEUDO_LOCALE } });
        const problems: string[] = [];
        const check = async (name: string): Promise<void> => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await laidOutAt(page, width);
            await page.screenshot({ path: `${SHOTS}/pseudo-${name}-${width}.png`, fullPage: true });
            const found = await textThatDoesNotFit(page);
            problems.push(...found.map((p) => `${name} at ${width}px: ${p}`));
          }
        };
        await page.goto(v.url);
        expect(await page.getAttribute('html', 'lang')).toBe(PSEUDO_LOCALE);
        await page.getByRole('heading', { name: pseudo.stepChoose }).waitFor();
        await page.locator('ul.methods button').first().waitFor();
        await check('picker');
        let shown = 0;
        for (const id of VERIFICATION_METHODS) {
          await page.goto(v.url);
          await page.locator('ul.methods button').first().waitFor();
          const button = page.getByRole('button', { name: pseudo[`method.${id}`] });
          if ((await button.count()) === 0) continue; // not for this browser (the picker says so)
          await button.click();
          await page.getByRole('heading', { name: pseudo[`method.${id}`] }).waitFor();
          await check(`method-${id}`);
          shown += 1;
        }
        expect(shown).toBeGreaterThanOrEqual(4);
        expect(problems).toEqual([]);
      }),
    // Seven screens at two widths, each laid out, photographed and measured: 17 s on a quiet
    // machine, past 30 s on a loaded one.
    90_000,
  );

  it('is never shown for a live verification', () =>
    inBrowser('en-US', async (page) => {
      const v = await env.perform({ options: { locale: PSEUDO_LOCALE } }, env.liveKey);
      await page.goto(v.url);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    }));
});
