export { resultPageRoute as GET } from '../../src/service/widget/handlers/route-handlers';
export const dynamic = 'force-dynamic';
