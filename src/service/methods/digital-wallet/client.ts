import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { DigitalWalletWidgetMessages } from './messages';

/** The digital-wallet method in the browser: its widget part, loaded when the person picks it. */
export const digitalWalletClient: MethodClient<DigitalWalletWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
};
