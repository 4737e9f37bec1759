import { lazy, Suspense } from 'react';
import type { ResultOfferProps } from '../kit/method-client';

const ResultPanel = lazy(() => import('./result-panel'));

/**
 * On the result screen: after a pass by another method, "save an age key" (or "update your age
 * key" after an upgrade); after a pass by the age key, "forget my age key". Its code loads only
 * on a pass, in its own chunk.
 */
export function AgeKeyResultOffer(props: ResultOfferProps) {
  if (props.result.status !== 'PASS') return null;
  return (
    <Suspense fallback={null}>
      <ResultPanel {...props} />
    </Suspense>
  );
}
