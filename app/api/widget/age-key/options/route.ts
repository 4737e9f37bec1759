export { ageKeyOptionsRoute as POST } from '../../../../../src/service/next/age-key-routes';
export const dynamic = 'force-dynamic';
