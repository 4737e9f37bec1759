import { MethodCallError } from '../kit/call-method';
import type { creditCardMessages } from './messages';

type CardMessages = (typeof creditCardMessages)['en'];
/** The widget messages a card error or decline can be worded with. */
export type CardErrorKey = Extract<
  keyof CardMessages,
  `card.error.${string}` | `card.decline.${string}` | 'card.reason.declined'
>;

/**
 * Card processor codes → the widget's words. Stripe's codes, as Stripe.js reports a card field's
 * problem (`incomplete_number`…), as its API names card errors and decline codes
 * (https://docs.stripe.com/error-codes, https://docs.stripe.com/declines/codes), and as the test
 * processor answers them; then this service's own (`processor_unavailable`…). A decline that only
 * a card's holder should hear about from the bank (lost, stolen, fraud) reads as a plain decline,
 * as Stripe advises. Anything not here gets the generic message, never the processor's text.
 */
export const CARD_ERROR_MESSAGES: Readonly<Record<string, CardErrorKey>> = {
  incomplete_number: 'card.error.number',
  invalid_number: 'card.error.number',
  incorrect_number: 'card.error.number',
  incomplete_expiry: 'card.error.expiry',
  invalid_expiry_month: 'card.error.expiry',
  invalid_expiry_year: 'card.error.expiry',
  invalid_expiry_month_past: 'card.error.expired',
  invalid_expiry_year_past: 'card.error.expired',
  expired_card: 'card.error.expired',
  incomplete_cvc: 'card.error.cvc',
  invalid_cvc: 'card.error.cvc',
  incorrect_cvc: 'card.error.cvc',
  processing_error: 'card.error.processing',
  authentication_required: 'card.error.authentication',
  setup_intent_authentication_failure: 'card.error.authentication',
  insufficient_funds: 'card.decline.insufficient-funds',
  card_not_supported: 'card.decline.not-supported',
  currency_not_supported: 'card.decline.not-supported',
  transaction_not_allowed: 'card.decline.not-supported',
  card_declined: 'card.reason.declined',
  generic_decline: 'card.reason.declined',
  do_not_honor: 'card.reason.declined',
  lost_card: 'card.reason.declined',
  stolen_card: 'card.reason.declined',
  pickup_card: 'card.reason.declined',
  fraudulent: 'card.reason.declined',
  restricted_card: 'card.reason.declined',
  // This service's own reasons.
  test_card_only: 'card.error.test-card-only',
  processor_unavailable: 'card.error.unavailable',
  setup_incomplete: 'card.error.incomplete',
  check_expired: 'card.error.check-expired',
  not_configured: 'card.error.not-configured',
};

/** The sentence for a card code, or `fallback` for a code the table does not know. */
function lookup(m: CardMessages, code: string | undefined, fallback: CardErrorKey): string {
  const key = code === undefined ? undefined : CARD_ERROR_MESSAGES[code];
  return m[key ?? fallback];
}

/**
 * What to tell the person when a card call failed: a method action's error (its `reason`, else
 * its API code), or a code from Stripe's card field. Never the processor's or the API's own text.
 */
export function cardErrorText(m: CardMessages, error: unknown): string {
  if (typeof error === 'string') return lookup(m, error, 'card.error.generic');
  if (!(error instanceof MethodCallError)) return m['card.error.generic'];
  if (error.reason !== undefined) return lookup(m, error.reason, 'card.error.generic');
  if (error.code === 'SERVICE_UNREACHABLE') return m['card.error.network'];
  if (error.code === 'SERVICE_UNAVAILABLE') return m['card.error.unavailable'];
  return m['card.error.generic'];
}

/** What to tell the person when the issuer declined the check, by the decline code. */
export function cardDeclineText(m: CardMessages, declineCode: string | undefined): string {
  return lookup(m, declineCode, 'card.reason.declined');
}
