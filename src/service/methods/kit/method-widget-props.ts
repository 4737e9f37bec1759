import type { VerificationMethod } from '../../../protocol/verification-result';
import type { KitMessages } from './i18n/locales';
import type { AttemptResponse, SimulatedOutcome, WalletKind } from './widget-types';
import type { AgeKeyContext } from './age-key-context';
import type { MethodCallBody } from './call-method';
import type { MethodWidgetSettings } from './method-widget-settings';

/** A simulated attempt as the simulator panel submits it. */
export interface SimulationInput {
  outcome: SimulatedOutcome;
  age?: number;
  walletKind?: WalletKind;
}

/**
 * Props of a method's widget part (the client component loaded when the user picks it). The
 * widget shell owns the verification's state and the result; the method part captures, calls
 * its own server actions with `call`, and hands each attempt's answer to `onAttempt`.
 */
export interface MethodWidgetProps<Messages extends KitMessages = KitMessages> {
  method: VerificationMethod;
  /** The widget's catalog in the person's language; a method names the keys it reads. */
  messages: Messages;
  locale: string;
  testMode: boolean;
  /** This method's `widgetSettings` (empty when it has none). */
  settings: MethodWidgetSettings;
  busy: boolean;
  onSimulate(input: SimulationInput): void;
  /**
   * Calls `POST /api/widget/methods/<method>/<action>` (or GET) with the widget token; plain
   * objects go as JSON. Rejects with a `MethodCallError` carrying the API's code and message.
   */
  call<T>(
    action: string,
    body?: MethodCallBody,
    options?: { method?: 'GET' | 'POST'; signal?: AbortSignal },
  ): Promise<T>;
  /** An attempt's answer (`{ decision, attemptsLeft, state }`): the shell shows what follows. */
  onAttempt(answer: AttemptResponse): void;
  /** Something failed that the method cannot explain itself: the shell says so and tells the embedder. */
  onError(detail: string): void;
  /** Back to the method picker (when this method cannot work here). */
  onChooseAnother(): void;
  /** "Continue on your phone": the QR code's image URL, or null where a hand-off makes no sense. */
  handoffQrSrc: string | null;
  /** Base of the widget API (same origin), e.g. `/api/widget`. */
  apiBase: string;
  /** The widget session's token, for a method that hands off to another page (bank app). */
  token: string;
  /** For the age key's ceremonies (save, use, update); other methods ignore it. */
  ageKey?: AgeKeyContext;
}
