export { authGET as GET, authPOST as POST } from '../../../../src/service/next/console-auth-route';
export const dynamic = 'force-dynamic';
