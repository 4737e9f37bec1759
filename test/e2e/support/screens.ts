import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Where browser specs save the screenshots a person looks at (never compared by the tests):
 * `test-results/screens` in the repository (ignored by git), or OFAGE_SCREENS_DIR.
 */
export const SCREENS =
  process.env.OFAGE_SCREENS_DIR ??
  path.resolve(import.meta.dirname, '../../../test-results/screens');
fs.mkdirSync(SCREENS, { recursive: true });

/**
 * Resolves once `page` is laid out at `width` and that layout painted: between `setViewportSize`
 * and a screenshot.
 */
export async function laidOutAt(page: Page, width: number): Promise<void> {
  await page.waitForFunction((w) => window.innerWidth === w, width);
  // The second animation frame comes after the first one's layout and paint.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
