import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { CreditCardWidgetMessages } from './messages';

/** The credit-card method in the browser: its widget part, loaded when the person picks it. */
export const creditCardClient: MethodClient<CreditCardWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
};
