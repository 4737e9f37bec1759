import { buildExampleIfStale } from '../../../scripts/build-example';

/**
 * `dist/` and the example's `next build`, each when stale. In a test run the global setup
 * (`test/support/build-apps.ts`) has built them already, so this only checks the fingerprints.
 */
export async function buildExampleOnce(): Promise<void> {
  buildExampleIfStale(() => undefined);
}
