import type { WidgetMessage } from '../../protocol/dom-message';
import type { VerificationMethod } from '../../protocol/verification-result';
import type { MethodWidgetSettings } from '../methods/method-widget-settings';
import type { WidgetLocale, WidgetMessages } from './i18n/messages';

/** `data` of the `Verification.Result` DOM message. */
export type ResultMessageData = Extract<
  WidgetMessage,
  { eventType: 'Verification.Result' }
>['data'];

/** A method the verification offers, with what is left of it. */
export interface OfferedMethod {
  method: VerificationMethod;
  attemptsLeft: number;
}

/**
 * What the browser knows of a verification: sent with the page, by the status endpoint, by the
 * event stream and after each attempt. Nothing in it is secret from the person verifying.
 */
export interface WidgetState {
  status: 'PENDING' | 'IN_PROGRESS' | 'PASS' | 'FAIL';
  methods: OfferedMethod[];
  /** Set once PASS/FAIL: the DOM message payload. */
  result?: ResultMessageData;
  /** Set once PASS/FAIL when the merchant gave a redirectUrl: where a top-level widget goes. */
  redirectTo?: string;
}

/** Props of the widget page when the link is good. */
export interface WidgetPageModel {
  ok: true;
  locale: WidgetLocale;
  messages: WidgetMessages;
  /** Authorises the widget's own API calls (state travels in the token, not in cookies). */
  token: string;
  verificationId: string;
  mode: 'test' | 'live';
  productName: string;
  /** The only origins DOM messages may be posted to. */
  allowedOrigins: string[];
  /** `options.flow` names a method to start in. */
  flowMethod: VerificationMethod | null;
  /** Opened from the QR code on another device: finish here, never redirect. */
  handoff: boolean;
  /** Methods with a live implementation; test mode simulates every offered method. */
  liveMethods: VerificationMethod[];
  /** Each offered method's `widgetSettings`, for its widget part. */
  methodSettings: Partial<Record<VerificationMethod, MethodWidgetSettings>>;
  state: WidgetState;
  /** Base of the widget API (same origin). */
  apiBase: string;
  /** This response's CSP script nonce (for the document's inline bootstrap script). */
  nonce: string;
}

/** Props of the widget page when the link cannot be used. */
export interface WidgetErrorModel {
  ok: false;
  locale: WidgetLocale;
  messages: WidgetMessages;
  error: 'expired' | 'invalid' | 'finished';
  nonce: string;
}

export type WidgetPageProps = WidgetPageModel | WidgetErrorModel;

/** Outcomes every test-mode simulator offers (issue 3). */
export const SIMULATED_OUTCOMES = [
  'adult',
  'teen',
  'child',
  'inconclusive',
  'fraudulent',
  'custom',
] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** The three wallet kinds the digital-wallet method names. */
export const WALLET_KINDS = ['eudi-wallet', 'apple-wallet', 'google-wallet'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Body of `POST /api/widget/simulate`. */
export interface SimulateRequest {
  token: string;
  method: VerificationMethod;
  outcome: SimulatedOutcome;
  /** Required with `custom`. */
  age?: number;
  walletKind?: WalletKind;
}

/** Answer of `POST /api/widget/simulate`. */
export interface AttemptResponse {
  decision: 'pass' | 'fail' | 'fraud' | 'inconclusive';
  attemptsLeft: number;
  state: WidgetState;
}
