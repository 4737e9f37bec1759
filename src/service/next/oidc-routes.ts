import { requestClientAddress } from '../http/client-stamp';
import { getService } from '../service-registry';
import { serveOidc } from '../oidc/http/serve-oidc';

async function handle(request: Request): Promise<Response> {
  const service = await getService();
  const { ctx } = service;
  return serveOidc(
    { ctx, rateLimiter: service.oidcRateLimiter },
    request,
    requestClientAddress(request.headers, service.clientStamp, ctx.config.trustProxy),
  );
}

/**
 * The issuers as Next.js route handlers, for `next dev` and serverless hosting. The custom
 * server answers `/api/v1/oidc/*` before Next.js sees it.
 */
export const oidcRouteHandlers = { GET: handle, HEAD: handle, POST: handle, OPTIONS: handle };
