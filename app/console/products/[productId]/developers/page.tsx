export { default } from '../../../../../src/service/console/pages/developers-page';
