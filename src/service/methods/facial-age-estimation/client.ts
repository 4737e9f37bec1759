import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { FaceWidgetMessages } from './messages';

/** Facial age estimation in the browser: its widget part, loaded when the person picks it. */
export const facialAgeEstimationClient: MethodClient<FaceWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
};
