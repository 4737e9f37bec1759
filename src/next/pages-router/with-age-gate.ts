import type { ParsedUrlQuery } from 'node:querystring';
import type {
  GetServerSideProps,
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  PreviewData,
} from 'next';
import { RETURN_TO_PARAM } from '../../protocol/gate-api';
import { safeReturnTo } from '../../protocol/safe-return-to';
import type { AgeGate } from '../build-age-gate';
import type { AgeVerificationClaims } from '../verification-claims';
import { requestFromNode } from './request-from-node';

/** `getServerSideProps`' context on a gated page: the verification's claims beside the rest. */
export type AgeVerifiedContext<
  Q extends ParsedUrlQuery = ParsedUrlQuery,
  D extends PreviewData = PreviewData,
> = GetServerSidePropsContext<Q, D> & { ageVerification: AgeVerificationClaims };

export interface WithAgeGateOptions {
  /**
   * Where the gate page sends the visitor back to; a same-origin path. Default: the page as it
   * was asked for (`context.resolvedUrl`, also for a client-side navigation's `/_next/data/…`).
   */
  returnTo?: string;
}

/**
 * The server guard of a Pages Router page: a visitor without a verification that meets the
 * gate's requirement is redirected to the gate page (with the way back, same-origin only) before
 * `getServerSideProps` runs, so neither the page nor its `/_next/data/…json` carries its props.
 * A verified visitor's claims are `context.ageVerification`; without a function of yours the
 * page gets no props. Every error (a bad cookie, a missing secret) is a denial.
 *
 * @example pages/spirits.tsx
 * ```tsx
 * import { withAgeGate } from 'ofage/pages';
 * import { ageGate } from '@/lib/age-gate';
 *
 * export const getServerSideProps = withAgeGate(ageGate, async ({ ageVerification }) => ({
 *   props: { jurisdiction: ageVerification.jurisdiction },
 * }));
 * ```
 */
export function withAgeGate<
  P extends Record<string, unknown> = Record<string, never>,
  Q extends ParsedUrlQuery = ParsedUrlQuery,
  D extends PreviewData = PreviewData,
>(
  ageGate: Pick<AgeGate, 'getAgeVerification' | 'gatePath'>,
  getServerSideProps?: (
    context: AgeVerifiedContext<Q, D>,
  ) => GetServerSidePropsResult<P> | Promise<GetServerSidePropsResult<P>>,
  options: WithAgeGateOptions = {},
): GetServerSideProps<P, Q, D> {
  return async (context) => {
    const result = await ageGate
      .getAgeVerification(requestFromNode(context.req))
      .catch(() => ({ verified: false as const }));
    if (!result.verified) {
      const back = safeReturnTo(options.returnTo ?? context.resolvedUrl, '/');
      const query = new URLSearchParams({ [RETURN_TO_PARAM]: back });
      return { redirect: { destination: `${ageGate.gatePath}?${query}`, permanent: false } };
    }
    if (!getServerSideProps) return { props: {} as P };
    return getServerSideProps({ ...context, ageVerification: result.claims });
  };
}
