export { default } from '../../../src/service/console/pages/sign-in-page';
