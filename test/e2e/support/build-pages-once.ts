import { buildServicePagesIfStale } from '../../../src/service/server/build-if-stale';

/**
 * The service pages' `next build` when they changed. In a test run the global setup
 * (`test/support/build-apps.ts`) has built them already, so this only checks the fingerprint.
 */
export async function buildPagesOnce(): Promise<void> {
  buildServicePagesIfStale(() => undefined);
}
