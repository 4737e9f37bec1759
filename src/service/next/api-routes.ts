import { getService } from '../service-registry';
import { fromWebRequest, toWebResponse } from '../http/web-adapter';

async function handle(request: Request): Promise<Response> {
  const service = await getService();
  return toWebResponse(await service.api(fromWebRequest(request)));
}

/**
 * The API as Next.js route handlers, for `next dev` and serverless hosting. The custom server
 * answers `/api/v1/*` before Next.js sees it, so in `npm start` these are not on the hot path.
 */
export const apiRouteHandlers = {
  GET: handle,
  POST: handle,
  PUT: handle,
  PATCH: handle,
  DELETE: handle,
};
