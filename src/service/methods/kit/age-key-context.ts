import type { WidgetState } from './widget-types';

/** What the age key's widget parts need from the widget shell to run ceremonies. */
export interface AgeKeyContext {
  apiBase: string;
  token: string;
  locale: string;
  /** A state the service answered with (the verification passed by the key). */
  onState(state: WidgetState): void;
}
