export {
  methodActionRoute as GET,
  methodActionRoute as POST,
} from '../../../../../src/service/widget/handlers/route-handlers';
export const dynamic = 'force-dynamic';
