import { lazy, Suspense } from 'react';
import type { ResultOfferProps } from '../kit/method-client';

const ResultPanel = lazy(() => import('./result-panel'));

export type AgeKeyResultOfferProps = ResultOfferProps;

/**
 * On the result screen: after a pass by another method, "save an age key" (or "update your age
 * key" after an upgrade); after a pass by the age key, "forget my age key". Its code loads only
 * on a pass, in its own chunk.
 */
export function AgeKeyResultOffer(props: AgeKeyResultOfferProps) {
  if (props.result.status !== 'PASS') return null;
  return (
    <Suspense fallback={null}>
      <ResultPanel {...props} />
    </Suspense>
  );
}
