import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { BankAppWidgetMessages } from './messages';

/** The bank-app method in the browser: its widget part, loaded when the person picks it. */
export const bankAppClient: MethodClient<BankAppWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
};
