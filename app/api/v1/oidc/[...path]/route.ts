import { oidcRouteHandlers } from '../../../../../src/service/next/oidc-routes';

export const { GET, HEAD, POST, OPTIONS } = oidcRouteHandlers;
export const dynamic = 'force-dynamic';
