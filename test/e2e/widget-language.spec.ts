import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/service/widget/i18n/messages';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const SHOTS = 'test-results/widget-language';
const fr = messagesFor('fr');

let env: WidgetEnvironment;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

describe('the widget’s language', () => {
  it('follows the browser (Accept-Language fr-CA → fr), with <html lang dir>', async () => {
    const context = await env.browser.newContext({ locale: 'fr-CA' });
    try {
      const page = await context.newPage();
      await page.goto((await env.perform()).url);
      await page.getByRole('heading', { name: fr.stepChoose }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    } finally {
      await context.close();
    }
  });

  it('the switcher, reached by keyboard, reloads the same verification in the chosen language for the rest of the flow', async () => {
    const context = await env.browser.newContext({ locale: 'en-US' });
    try {
      const v = await env.perform();
      const page = await context.newPage();
      await page.goto(v.url);
      const switcher = page.getByRole('combobox', { name: 'Language' });
      await page.locator('ul.methods button').first().waitFor();
      // Reached with Tab from the top of the page.
      for (
        let i = 0;
        i < 5 && !(await switcher.evaluate((el) => el === document.activeElement));
        i++
      )
        await page.keyboard.press('Tab');
      await expect.poll(() => switcher.evaluate((el) => el === document.activeElement)).toBe(true);
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
    } finally {
      await context.close();
    }
  });

  it('a language the widget does not speak, asked in the URL, is ignored', async () => {
    const context = await env.browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.goto(`${(await env.perform()).url}&lang=xx`);
      await page.locator('ul.methods button').first().waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('de');
    } finally {
      await context.close();
    }
  });
});
