import type { GetServerSidePropsContext } from 'next';
import { getService } from '../service-registry';
import { shortLinkPageProps, verifyPageProps } from '../widget/pages/get-widget-page-props';

/**
 * The widget pages' `getServerSideProps`, bound to the process-wide service.
 *
 * @example pages/verify.tsx
 * ```ts
 * export { getVerifyPageProps as getServerSideProps } from '../src/service/next/widget-page-props';
 * ```
 */
export const getVerifyPageProps = async (context: GetServerSidePropsContext) =>
  verifyPageProps(await getService(), context);

/** `getServerSideProps` of the short link `/v/<id>`. */
export const getShortLinkPageProps = async (context: GetServerSidePropsContext) =>
  shortLinkPageProps(await getService(), context);
