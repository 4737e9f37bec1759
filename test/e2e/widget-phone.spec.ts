/**
 * The widget on a shopper's phone: CPU × 4 and DevTools' "Fast 3G" through CDP, a 360 × 780
 * touch screen (support/phone-load.ts). A guard against large regressions — a catalog of every
 * language shipped to the browser, a blocking script — at three times the picker target
 * `npm run bench widget` measures (2.5 s) and twice its CLS target (0.05), not a timing of its
 * own: the figures are in docs/benchmarks.md. Twice the target failed once in two runs on a
 * machine at load average 10–13 (median 5.19 s), which CI's parallel e2e files can reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medianAndWorst, measurePhoneLoad, READY } from './support/phone-load';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

const PICKER_BOUND_MS = 7500;
const CLS_BOUND = 0.1;

let env: WidgetEnvironment;
beforeAll(async () => {
  env = await startWidgetEnvironment();
}, 300_000);
afterAll(async () => env?.close());

describe('the widget on a throttled phone', () => {
  it(`shows its method picker ready to tap within ${PICKER_BOUND_MS} ms of navigation (median of 3 cold loads), shifting its layout by at most ${CLS_BOUND}`, async () => {
    const { url } = await env.perform();
    // The server's first render of the page is not the shopper's concern here.
    await measurePhoneLoad(env.browser, url, { ready: READY.picker, throttled: false });
    const loads = [];
    for (let i = 0; i < 3; i++) {
      loads.push(
        await measurePhoneLoad(env.browser, url, { ready: READY.picker, throttled: true }),
      );
    }
    const figures = JSON.stringify(loads.map((l) => ({ ...l, readyMs: Math.round(l.readyMs) })));
    expect(medianAndWorst(loads.map((l) => l.readyMs)).median, figures).toBeLessThanOrEqual(
      PICKER_BOUND_MS,
    );
    for (const l of loads) expect(l.cls, figures).toBeLessThanOrEqual(CLS_BOUND);
  }, 120_000);
});
