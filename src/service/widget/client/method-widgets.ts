import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { VerificationMethod } from '../../../protocol/verification-result';
import type { MethodWidgetProps } from '../../methods/method-widget-props';

/**
 * Each method's widget part, loaded only when the user picks it (its own chunk), so the page's
 * initial JavaScript carries no method code.
 */
export const METHOD_WIDGETS: Record<
  VerificationMethod,
  LazyExoticComponent<ComponentType<MethodWidgetProps>>
> = {
  'age-key': lazy(() => import('../../methods/age-key/widget')),
  'facial-age-estimation': lazy(() => import('../../methods/facial-age-estimation/widget')),
  'id-document': lazy(() => import('../../methods/id-document/widget')),
  'digital-wallet': lazy(() => import('../../methods/digital-wallet/widget')),
  'credit-card': lazy(() => import('../../methods/credit-card/widget')),
  'bank-app': lazy(() => import('../../methods/bank-app/widget')),
};
