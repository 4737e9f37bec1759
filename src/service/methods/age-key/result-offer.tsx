import { lazy, Suspense } from 'react';
import type { ResultOfferProps } from '../kit/method-client';
import type ResultPanel from './result-panel';

interface PanelModule {
  default: typeof ResultPanel;
}

let panel: Promise<PanelModule> | undefined;
let loaded: PanelModule | undefined;

/**
 * The panel's chunk, fetched once. The shell awaits it (through the offer's `prepare`) before it
 * shows the result's actions, so the panel never appears above a Done button the person is
 * already aiming at.
 */
export function loadResultPanel(): Promise<PanelModule> {
  panel ??= import('./result-panel').then((module) => (loaded = module));
  return panel;
}

const LazyPanel = lazy(loadResultPanel);

/**
 * On the result screen: after a pass by another method, "save an age key" (or "update your age
 * key" after an upgrade); after a pass by the age key, "forget my age key". Its code loads only
 * on a pass, in its own chunk.
 */
export function AgeKeyResultOffer(props: ResultOfferProps) {
  if (props.result.status !== 'PASS') return null;
  // Already loaded: render it in this commit (a Suspense boundary would reveal it a moment later).
  if (loaded) return <loaded.default {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
