export { default } from '../../../../../src/service/console/pages/insights-page';
