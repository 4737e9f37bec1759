import { apiRouteHandlers } from '../../../src/service/http/api-route-handlers';

export const { GET } = apiRouteHandlers;
export const dynamic = 'force-dynamic';
