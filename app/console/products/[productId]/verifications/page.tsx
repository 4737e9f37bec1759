export { default } from '../../../../../src/service/console/pages/verifications-page';
