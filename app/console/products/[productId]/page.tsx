export { default } from '../../../../src/service/console/pages/product-settings-page';
