import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { KitMessages } from './i18n/locales';
import type { MethodWidgetProps } from './method-widget-props';
import type { ResultMessageData } from './widget-types';

/**
 * A method's browser half: what the widget shell renders for it. Each method folder exports one
 * from `client.ts` (beside its server half, `definition.ts`, which the browser bundle must never
 * import); `methods/client-registry.ts` lists them, and the shell reads only that list.
 */
export interface MethodClient<Messages extends KitMessages = KitMessages> {
  /** The method's widget part, loaded only when the person picks it (its own chunk). */
  Widget: LazyExoticComponent<(props: MethodWidgetProps<Messages>) => ReactNode>;
  /** An offer the result screen shows after a pass by another method (the age key's). */
  resultOffer?: ResultOffer;
}

export interface ResultOffer {
  Component: ComponentType<ResultOfferProps>;
  /**
   * Runs before the shell asks whether this widget session completed the verification: a window
   * the offer opened takes over its opener's session first.
   */
  prepare?(win: Window): Promise<void>;
}

export interface ResultOfferProps {
  apiBase: string;
  token: string;
  locale: string;
  result: ResultMessageData;
  /**
   * This widget session completed the verification (the service said so): only then may the
   * offer put the result into something lasting. An offer that needs no such proof ignores it.
   */
  mayGrant: boolean;
}
