import type { Browser } from 'playwright-core';

/**
 * A shopper's phone, as Chrome DevTools and Lighthouse model a mid-range one: the main thread
 * four times slower (`Emulation.setCPUThrottlingRate`), DevTools' "Fast 3G" preset (its own
 * figures: 562.5 ms of latency added to each request, 1.6 Mbps down and 750 kbps up, each × 0.9),
 * and a 360 × 780 touch screen at 2 device pixels per CSS pixel.
 */
export const PHONE_CPU_SLOWDOWN = 4;
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  /** Bytes per second: 1.6 Mbps × 0.9. */
  downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8,
  /** Bytes per second: 750 kbps × 0.9. */
  uploadThroughput: (750 * 1_000 * 0.9) / 8,
} as const;
export const PHONE_SCREEN = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * What "ready to tap" means, as a CSS selector: the first element it matches must be in the
 * document, enabled, not hidden (`checkVisibility` with visibility and opacity), with a box of
 * its own. Not necessarily in the first screen: on a 360 × 780 phone the storefront's gate page
 * puts its explanation above the card, and the shopper scrolls to the button.
 */
export const READY = {
  /**
   * The widget's first method button. The server renders the picker (its guess of the device,
   * corrected once the page's script looked), each button a form submit: before hydration a tap
   * reloads the page with that method, which then starts; after it, the method starts in place.
   * {@link PhoneLoad.hydratedMs} says when the second is true.
   */
  picker: 'ul.methods button.method',
  /**
   * The gate card's start button ("Verify my age" in English), state `idle`. With `initial` (the
   * example's gate pages) it is in the server-rendered HTML, a form posted to the gate's `session` route
   * that works before hydration; without, the card is `visibility: hidden` until it fetched its
   * text, and shows the button once the status check answered "not verified".
   */
  cardButton: '.ofage-gate[data-ofage-state="idle"] .ofage-card .ofage-actions button.ofage-button',
} as const;

export interface PhoneLoad {
  /** First contentful paint, ms after navigation start (PerformanceObserver `paint`). */
  fcpMs: number;
  /** When the `ready` element first met {@link READY}'s conditions, ms after navigation start. */
  readyMs: number;
  /**
   * Cumulative layout shift until the first frame painted after `readyMs`: the sum of every
   * `layout-shift` entry without recent input (the page is not touched) up to then.
   */
  cls: number;
  /** The same sum one second later, for shifts that follow readiness. */
  clsSettled: number;
  /**
   * When the ready element's own script handler was live: React had hydrated it (its props are
   * on the element), ms after navigation start.
   */
  hydratedMs: number;
}

/**
 * Watches the page from its first script on: paint and layout-shift entries, and the ready
 * element, checked on every DOM change and every animation frame (a stylesheet that arrives
 * changes visibility without a DOM change). A string, not a function: the page gets it as is,
 * with no helper a TypeScript transform might add to a function's body.
 */
const watchScript = (selector: string): string => `(() => {
  const m = { fcp: null, ready: null, painted: null, hydrated: null, shifts: [] };
  Object.defineProperty(window, '__ofagePhoneLoad', { value: m });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) m.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  const selector = ${JSON.stringify(selector)};
  const ready = () => {
    const el = document.querySelector(selector);
    if (!el || el.disabled) return false;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const hydrated = () => {
    const el = document.querySelector(selector);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  };
  const check = () => {
    if (m.ready === null && ready()) {
      m.ready = performance.now();
      // After the next frame's paint: a task queued from requestAnimationFrame runs after it.
      requestAnimationFrame(() => setTimeout(() => { m.painted = performance.now(); }, 0));
    }
    if (m.ready !== null && m.hydrated === null && hydrated()) {
      m.hydrated = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const everyFrame = () => { check(); if (m.hydrated === null) requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})();`;

interface Watched {
  fcp: number | null;
  ready: number | null;
  painted: number | null;
  hydrated: number | null;
  shifts: [number, number][];
}
interface WithWatched {
  __ofagePhoneLoad: Watched;
}

/**
 * One cold load of `url` (a fresh browser context: empty cache, no cookies) on the phone
 * screen, throttled or not, until `ready` is ready to tap; then one more second for
 * {@link PhoneLoad.clsSettled}.
 */
export async function measurePhoneLoad(
  browser: Browser,
  url: string,
  options: { ready: string; throttled: boolean; timeoutMs?: number },
): Promise<PhoneLoad> {
  const { ready, throttled, timeoutMs = 30_000 } = options;
  const version = browser.version().split('.')[0];
  const context = await browser.newContext({
    ...PHONE_SCREEN,
    // The widget tells a phone by its user agent, as it offers no QR hand-off on one.
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Mobile Safari/537.36`,
  });
  try {
    await context.addInitScript(watchScript(ready));
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page
      // Functions, not strings: the widget's CSP forbids a string evaluated in the page.
      .waitForFunction(
        () => {
          const w = (window as unknown as Partial<WithWatched>).__ofagePhoneLoad;
          return typeof w?.painted === 'number' && typeof w.hydrated === 'number';
        },
        null,
        {
          timeout: timeoutMs,
          polling: 50,
        },
      )
      .catch((error: unknown) => {
        throw new Error(`${ready} was not ready to tap within ${timeoutMs} ms of ${url}`, {
          cause: error,
        });
      });
    const read = () => page.evaluate(() => (window as unknown as WithWatched).__ofagePhoneLoad);
    const at = await read();
    await page.waitForTimeout(1000);
    const later = await read();
    const sum = (w: Watched, until: number) =>
      w.shifts.filter(([t]) => t <= until).reduce((s, [, v]) => s + v, 0);
    return {
      fcpMs: at.fcp ?? NaN,
      readyMs: at.ready!,
      cls: sum(later, at.painted!),
      clsSettled: sum(later, Infinity),
      hydratedMs: at.hydrated!,
    };
  } finally {
    await context.close();
  }
}

/** Median and worst of some runs' figures. */
export function medianAndWorst(values: number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, worst: sorted[sorted.length - 1]! };
}
