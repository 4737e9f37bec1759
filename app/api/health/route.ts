import { apiRouteHandlers } from '../../../src/service/next/api-routes';

export const { GET } = apiRouteHandlers;
export const dynamic = 'force-dynamic';
