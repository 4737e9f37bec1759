export { default } from '../../src/service/console/pages/products-page';
