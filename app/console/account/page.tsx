export { default } from '../../../src/service/console/pages/account-page';
