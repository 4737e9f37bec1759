import { lazy } from 'react';
import type { MethodClient } from '../kit/method-client';
import type { IdDocumentWidgetMessages } from './messages';

/** The id-document method in the browser: its widget part, loaded when the person picks it. */
export const idDocumentClient: MethodClient<IdDocumentWidgetMessages> = {
  Widget: lazy(() => import('./widget')),
};
