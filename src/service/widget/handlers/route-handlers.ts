import { getService } from '../../service-registry';
import { handleEvents } from './events';
import { handleMethodAction } from './method-action';
import { handleQr } from './qr';
import { handleResultPage } from './result-page';
import { handleSimulate } from './simulate';
import { handleStatus } from './status';

const bind =
  (
    handler: (deps: Awaited<ReturnType<typeof getService>>, request: Request) => Promise<Response>,
  ) =>
  async (request: Request): Promise<Response> =>
    handler(await getService(), request);

/**
 * The widget's endpoints as Next.js route handlers; each `app/**\/route.ts` re-exports one.
 *
 * @example app/api/widget/simulate/route.ts
 * ```ts
 * export { simulateRoute as POST } from '../../../../src/service/widget/handlers/route-handlers';
 * ```
 */
export const simulateRoute = bind(handleSimulate);
export const statusRoute = bind(handleStatus);
export const eventsRoute = bind((deps, request) => handleEvents(deps, request));
export const resultPageRoute = bind(handleResultPage);
export const qrRoute = bind(handleQr);
/** Under `next dev` and serverless hosting; the custom server answers these on its lean path. */
export const methodActionRoute = bind(handleMethodAction);
