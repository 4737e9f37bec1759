import { ServiceError } from '../errors/service-error';
import { errorResponse } from './respond';
import { toWebResponse } from './web-adapter';

function notFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return toWebResponse(
    errorResponse(
      new ServiceError(
        'NOT_FOUND',
        `no API endpoint at ${request.method} ${pathname}: see the API reference, docs/api.md`,
      ),
    ),
  );
}

/**
 * Every method of `app/api/[...path]`: a JSON 404 for an `/api/` path no route serves, instead
 * of Next.js's HTML page. The service's front door answers these itself; this covers the app
 * when it runs without it (`next dev`).
 */
export const unknownApiRoute = {
  GET: notFound,
  HEAD: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
  OPTIONS: notFound,
};
