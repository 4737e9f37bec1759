import { lazy, Suspense } from 'react';
import type { ResultMessageData } from '../../widget/widget-types';

const ResultPanel = lazy(() => import('./result-panel'));

export interface AgeKeyResultOfferProps {
  apiBase: string;
  token: string;
  locale: string;
  result: ResultMessageData;
  /**
   * This widget session completed the verification (the service said so): only then may it save
   * or update an age key from the result. "Forget" needs only the key itself.
   */
  mayGrant: boolean;
}

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
