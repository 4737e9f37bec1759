import { oidcRouteHandlers } from '../../../../../src/service/oidc/http/route-handlers';

export const { GET, HEAD, POST, OPTIONS } = oidcRouteHandlers;
export const dynamic = 'force-dynamic';
