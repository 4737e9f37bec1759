export { WidgetDocument as default } from '../src/service/widget/pages/widget-document';
