import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/service/widget/i18n/messages';
import { laidOutAt } from './support/screens';
import { textThatDoesNotFit } from './support/text-fits';
import { CHROMIUM_ARGS } from './support/widget-environment';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const SHOTS = 'test-results/widget-rtl';
const WIDTHS = [360, 1280] as const;
const LOCALES = ['ar', 'he'] as const;

let env: WidgetEnvironment;
/** Chromium with its built-in fake camera (a moving test pattern), the permission granted. */
let camera: Browser;
beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  env = await startWidgetEnvironment();
  camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}, 300_000);
afterAll(async () => {
  await camera?.close().catch(() => undefined);
  await env?.close();
});

/**
 * Where the screen's parts sit, measured in the page: the right edge of the content column (the
 * step line's box), of the step line's text, of the first item of the picker and of its name,
 * of the back control; and whether anything reaches past the page's width.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const right = (el: Element | null) => (el ? el.getBoundingClientRect().right : null);
    const textRight = (el: Element | null) => {
      if (!el) return null;
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    };
    const step = document.querySelector('.step');
    const first = document.querySelector('ul.methods .method');
    const back = [...document.querySelectorAll('main button.link')].at(-1) ?? null;
    return {
      column: right(step),
      stepText: textRight(step),
      firstItem: right(first),
      firstItemName: textRight(first?.querySelector('b') ?? null),
      firstItemLeft: first?.getBoundingClientRect().left ?? null,
      back: right(back),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/** At each width: a screenshot, no horizontal overflow, no text past its box; then `check`. */
async function atWidths(
  page: Page,
  name: string,
  check: (l: Awaited<ReturnType<typeof layout>>, width: number) => void,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await laidOutAt(page, width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const l = await layout(page);
    expect(l.overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    problems.push(...(await textThatDoesNotFit(page)).map((p) => `${name} at ${width}px: ${p}`));
    check(l, width);
  }
  return problems;
}

/** Within a pixel and a half: edges of boxes and of text measured in fractional pixels. */
const near = (a: number | null, b: number | null) => Math.abs((a ?? NaN) - (b ?? NaN)) <= 1.5;

describe.each(LOCALES)('the widget right to left (%s)', (locale) => {
  const m = messagesFor(locale);

  it('the picker, a method with its back control, and the result: mirrored, nothing sideways', async () => {
    const context = await env.browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const v = await env.perform({ options: { locale } });
      await page.goto(v.url);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByRole('heading', { name: m.stepChoose }).waitFor();
      await page.locator('ul.methods button').first().waitFor();
      const problems = await atWidths(page, `picker-${locale}`, (l, width) => {
        const at = `picker at ${width}px`;
        // The step line and the first item start at the column's right edge; the item's name
        // starts at the item's right (after its padding), not at its left.
        expect(near(l.stepText, l.column), `${at}: step line on the right`).toBe(true);
        expect(near(l.firstItem, l.column), `${at}: first item on the right`).toBe(true);
        expect(
          l.firstItemName! - l.firstItemLeft!,
          `${at}: item's name on its right`,
        ).toBeGreaterThan((l.firstItem! - l.firstItemLeft!) / 2);
      });

      await page.getByRole('button', { name: m['method.id-document'] }).click();
      await page.getByRole('heading', { name: m['method.id-document'] }).waitFor();
      problems.push(
        ...(await atWidths(page, `method-${locale}`, (l, width) => {
          expect(near(l.back, l.column), `back control at ${width}px on the right`).toBe(true);
        })),
      );

      await page.getByRole('button', { name: m.submit }).click();
      await page.getByRole('heading', { name: m.pass }).waitFor();
      problems.push(
        ...(await atWidths(page, `result-${locale}`, (l, width) => {
          expect(near(l.stepText, l.column), `result's step line at ${width}px`).toBe(true);
        })),
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the face camera screen: the preview and its oval in the column, nothing sideways', async () => {
    const context = await camera.newContext({ locale: 'en-US' });
    try {
      await context.grantPermissions(['camera'], { origin: env.serviceUrl });
      const page = await context.newPage();
      const v = await env.perform({ options: { locale } });
      await page.goto(v.url);
      await page.locator('ul.methods button').first().waitFor();
      await page.getByRole('button', { name: m['method.facial-age-estimation'] }).click();
      await page.getByRole('button', { name: m['face.useCameraTest'] }).click();
      await page.waitForFunction(
        () => (document.querySelector('.fae-stage video') as HTMLVideoElement | null)?.videoWidth,
      );
      const problems = await atWidths(page, `face-camera-${locale}`, (l, width) => {
        expect(near(l.stepText, l.column), `face screen's step line at ${width}px`).toBe(true);
      });
      // The oval guide is centred on the preview, which stays mirrored (a selfie view).
      const stage = await page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        const video = document.querySelector('.fae-stage video')!;
        return {
          stage: box('.fae-stage'),
          oval: box('.fae-oval'),
          mirrored: getComputedStyle(video).transform,
        };
      });
      const centre = (r: { left: number; width: number }) => r.left + r.width / 2;
      expect(Math.abs(centre(stage.stage) - centre(stage.oval))).toBeLessThanOrEqual(1.5);
      expect(stage.mirrored).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
