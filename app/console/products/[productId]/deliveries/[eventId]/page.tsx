export { default } from '../../../../../../src/service/console/pages/delivery-page';
