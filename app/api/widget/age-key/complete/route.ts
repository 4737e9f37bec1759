export { ageKeyCompleteRoute as POST } from '../../../../../src/service/age-keys/http/route-handlers';
export const dynamic = 'force-dynamic';
