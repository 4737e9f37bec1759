import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../src/service/methods/kit/i18n/pseudo-locale';
import { messagesFor } from '../../src/service/widget/i18n/messages';
import { VERIFICATION_METHODS } from '../../src/protocol/verification-result';
import { laidOutAt } from './support/screens';
import { textThatDoesNotFit } from './support/text-fits';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const SHOTS = 'test-results/pseudo-locale';
const WIDTHS = [360, 1280] as const;
const m = messagesFor(PSEUDO_LOCALE);

let env: WidgetEnvironment;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

describe('the widget in the pseudo-locale (accented, 40 % longer)', () => {
  it('the picker and each method’s first screen fit at 360 and 1280 px: no text clipped or off the page', async () => {
    const v = await env.perform({ options: { locale: PSEUDO_LOCALE } });
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    const check = async (name: string): Promise<void> => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await laidOutAt(page, width);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        problems.push(
          ...(await textThatDoesNotFit(page)).map((p) => `${name} at ${width}px: ${p}`),
        );
      }
    };
    try {
      await page.goto(v.url);
      expect(await page.getAttribute('html', 'lang')).toBe(PSEUDO_LOCALE);
      await page.getByRole('heading', { name: m.stepChoose }).waitFor();
      await page.locator('ul.methods button').first().waitFor();
      await check('picker');
      const offered = VERIFICATION_METHODS.filter((id) => m[`method.${id}`]);
      let shown = 0;
      for (const id of offered) {
        await page.goto(v.url);
        const button = page.getByRole('button', { name: m[`method.${id}`] });
        await page.locator('ul.methods button').first().waitFor();
        if ((await button.count()) === 0) continue; // not for this browser (the picker says so)
        await button.click();
        await page.getByRole('heading', { name: m[`method.${id}`] }).waitFor();
        await check(`method-${id}`);
        shown += 1;
      }
      expect(shown).toBeGreaterThanOrEqual(4);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is never shown for a live verification', async () => {
    const v = await env.perform({ options: { locale: PSEUDO_LOCALE } }, env.liveKey);
    const context = await env.browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(v.url);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});
