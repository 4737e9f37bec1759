export { default } from '../../../src/service/console/pages/sign-up-page';
