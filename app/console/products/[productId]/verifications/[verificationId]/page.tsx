export { default } from '../../../../../../src/service/console/pages/verification-page';
