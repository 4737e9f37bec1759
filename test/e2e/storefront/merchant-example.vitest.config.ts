import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { EXAMPLE_DIR } from '../../../scripts/build-example';

/**
 * How a merchant runs the example storefront's own tests (`example/tests/`): vitest's defaults,
 * rooted in the app. Its cache goes to the temporary folder, not into the example.
 */
export default defineConfig({
  root: EXAMPLE_DIR,
  cacheDir: path.join(os.tmpdir(), 'ofage-merchant-example-vite'),
  test: { include: ['tests/**/*.test.ts'] },
});
