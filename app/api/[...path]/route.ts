import { unknownApiRoute } from '../../../src/service/http/unknown-api-route';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownApiRoute;
export const dynamic = 'force-dynamic';
