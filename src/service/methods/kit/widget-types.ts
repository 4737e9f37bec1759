import type { WidgetMessage } from '../../../protocol/dom-message';
import type { VerificationMethod } from '../../../protocol/verification-result';

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

/** Outcomes every test-mode simulator offers, so a merchant can test every result. */
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
