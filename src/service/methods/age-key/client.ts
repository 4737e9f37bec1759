import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { AgeKeyWidgetMessages } from './messages';
import { AgeKeyResultOffer, loadResultPanel } from './result-offer';
import { receiveOpenerSession } from './save-window';

/** The age key in the browser: its ceremony and, after a pass by another method, "save a key". */
export const ageKeyClient: MethodClient<AgeKeyWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
  resultOffer: {
    Component: AgeKeyResultOffer,
    prepare: async (win) => {
      // A chunk that fails to load must not hold the result screen: the offer is then left out.
      await Promise.all([receiveOpenerSession(win), loadResultPanel().catch(() => undefined)]);
    },
  },
};
