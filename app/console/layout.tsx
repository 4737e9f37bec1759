export { default } from '../../src/service/console/pages/console-layout';
export const dynamic = 'force-dynamic';
