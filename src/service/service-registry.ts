import { loadConfig } from './config/load-config';
import { createService, type Service } from './service';

const KEY = Symbol.for('ofage.service');
type Registry = { [KEY]?: Promise<Service> };

/**
 * The process-wide service. The custom server registers the one it started; Next.js route files
 * (which Next bundles separately, so module state would not be shared) find it here, or create one
 * from the environment under `next dev` and serverless hosting.
 */
export function getService(): Promise<Service> {
  const registry = globalThis as Registry;
  registry[KEY] ??= createService({ config: loadConfig() });
  return registry[KEY];
}

export function registerService(service: Service): void {
  (globalThis as Registry)[KEY] = Promise.resolve(service);
}
