import { getService } from '../service-registry';
import { handleEvents } from '../widget/handlers/events';
import { handleMethodAction } from '../widget/handlers/method-action';
import { handleQr } from '../widget/handlers/qr';
import { handleResultPage } from '../widget/handlers/result-page';
import { handleSimulate } from '../widget/handlers/simulate';
import { handleStatus } from '../widget/handlers/status';

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
 * export { simulateRoute as POST } from '../../../../src/service/next/widget-routes';
 * ```
 */
export const simulateRoute = bind(handleSimulate);
export const statusRoute = bind(handleStatus);
export const eventsRoute = bind((deps, request) => handleEvents(deps, request));
export const resultPageRoute = bind(handleResultPage);
export const qrRoute = bind(handleQr);
/** Under `next dev` and serverless hosting; the custom server answers these on its lean path. */
export const methodActionRoute = bind(handleMethodAction);
