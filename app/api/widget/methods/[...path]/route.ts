export {
  methodActionRoute as GET,
  methodActionRoute as POST,
} from '../../../../../src/service/next/widget-routes';
export const dynamic = 'force-dynamic';
