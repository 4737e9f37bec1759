import { buildServicePagesIfStale } from '../../../src/service/server/build-if-stale';
import { withBuildLock } from './with-build-lock';

/** `next build` of the service pages when they changed, once across parallel test processes. */
export function buildPagesOnce(): Promise<void> {
  return withBuildLock('.next-build.lock', () => buildServicePagesIfStale(() => undefined));
}
