import { buildExampleIfStale } from '../../../scripts/build-example';
import { withBuildLock } from '../support/with-build-lock';

/** `dist/` and the example's `next build`, each when stale, once across parallel test processes. */
export function buildExampleOnce(): Promise<void> {
  return withBuildLock('.example-build.lock', () => buildExampleIfStale(() => undefined));
}
