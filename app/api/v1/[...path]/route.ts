import { apiRouteHandlers } from '../../../../src/service/http/api-route-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = apiRouteHandlers;
export const dynamic = 'force-dynamic';
