import { apiRouteHandlers } from '../../../../src/service/next/api-routes';

export const { GET, POST, PUT, PATCH, DELETE } = apiRouteHandlers;
export const dynamic = 'force-dynamic';
