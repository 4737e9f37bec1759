import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';

/** What `/verify` may load before any method, gzipped: method code loads when it is chosen. */
export const WIDGET_INITIAL_JS_BUDGET = 120 * 1024;

/** Every script a page loads until the network is idle, with its gzipped size (level 6, as served). */
export async function measureInitialJs(
  browser: Browser,
  url: string,
): Promise<{ url: string; gzipBytes: number }[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: { url: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return scripts;
  } finally {
    await context.close();
  }
}
