export { qrRoute as GET } from '../../../../src/service/next/widget-routes';
export const dynamic = 'force-dynamic';
