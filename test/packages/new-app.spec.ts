import { describe, expect, it } from 'vitest';
import { describeNewApps } from './new-app/describe-new-apps';
import { installedVersion } from './new-app/create-new-app';
import { quickStartFiles } from './new-app/quick-start-files';

/**
 * The plugin as a merchant gets it, both ways a merchant adds it: `npm pack` of the plugin, fresh
 * Next.js apps in temporary folders with the tarball, `next` and `react` installed, then
 * - **by hand**: the merchant quick start's four files written as they are;
 * - **`npx ofage init`**: run in the app with standard input that is not a terminal, which
 *   writes the files and `.env.local` and registers the app's origin with the test key;
 * then `next build`, `next start` against a service started here, and a gated page opened in
 * Chromium: gate → widget → test-mode pass → Done → the page. The init app's gate page is
 * photographed in the light and dark colour schemes (test-results/new-app/); the by-hand app is
 * then run with `next dev`, opened on 127.0.0.1 while only localhost is allowed, and the gate
 * must say what to fix.
 *
 * Here on Next 16, the version this repository pins, with a TypeScript init app under `src/`;
 * new-app-next15.spec.ts does the same on Next 15.5 (a file of its own, so the two run side by
 * side).
 */
describe('the merchant quick start', () => {
  it('announces exactly as many files as it gives, each under its path', () => {
    const { announced, files } = quickStartFiles();
    expect(files.map((f) => f.path)).toEqual([
      'lib/age-gate.ts',
      'app/api/age-gate/[...ofage]/route.ts',
      'proxy.ts',
      'app/age-gate/page.tsx',
    ]);
    expect(announced).toBe(files.length);
  });
});

describeNewApps({
  label: `Next ${installedVersion('next')}`,
  next: installedVersion('next'),
  proxy: 'proxy.ts',
  initApp: { typescript: true, src: true },
  // What create-next-app 16.4 writes by default.
  initConfig: '{ cacheComponents: true, partialPrefetching: true }',
});
