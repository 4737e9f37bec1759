export { default } from '../../../../../src/service/console/pages/audit-page';
