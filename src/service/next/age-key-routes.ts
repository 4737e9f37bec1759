import { getService } from '../service-registry';
import type { WidgetDeps } from '../widget/widget-deps';
import { handleAgeKeyComplete, handleAgeKeyOptions } from '../widget/handlers/age-key';

const bind =
  (handler: (deps: WidgetDeps, request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> =>
    handler(await getService(), request);

/**
 * The age-key endpoints as Next.js route handlers.
 *
 * @example app/api/widget/age-key/options/route.ts
 * ```ts
 * export { ageKeyOptionsRoute as POST } from '../../../../../src/service/next/age-key-routes';
 * ```
 */
export const ageKeyOptionsRoute = bind(handleAgeKeyOptions);
export const ageKeyCompleteRoute = bind(handleAgeKeyComplete);
