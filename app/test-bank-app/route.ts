export {
  testBankAppRoute as GET,
  testBankAppRoute as POST,
} from '../../src/service/widget/handlers/route-handlers';
export const dynamic = 'force-dynamic';
