export { WidgetPage as default } from '../../src/service/widget/pages/widget-page';
export { getShortLinkPageProps as getServerSideProps } from '../../src/service/next/widget-page-props';
