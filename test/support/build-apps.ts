import { buildExampleIfStale } from '../../scripts/build-example';
import { buildServicePagesIfStale } from '../../src/service/server/build-if-stale';

/**
 * Global setup of the projects that run apps: builds the plugin (`packages/ofage/dist`), the
 * example storefront and the service's pages once, before any test file starts, each only when
 * its sources changed. Test files then find them built; none of them builds in parallel.
 */
export default function setup(): void {
  const log = (line: string): void => void process.stdout.write(`${line}\n`);
  buildExampleIfStale(log);
  buildServicePagesIfStale(log);
}
