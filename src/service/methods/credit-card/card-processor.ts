import { ServiceError } from '../../errors/service-error';

/**
 * A card processor, as the credit-card method sees it: it starts a check whose card details the
 * person enters in the processor's own fields (never ours), and later reports what it found.
 * The Stripe adapter (`stripe-processor.ts`) serves live verifications; the test processor
 * (`test-processor.ts`) serves test mode with documented test numbers. Both feed the same
 * pipeline: `cardEvidence` → `recordEvidence`.
 */
export interface CardProcessor {
  readonly id: 'stripe' | 'test';
  /** Starts one check for a verification. */
  begin(input: { verificationId: string }): Promise<BegunCardCheck>;
  /**
   * The processor's verdict on a check the browser completed. `testCard` is read by the test
   * processor only (test numbers typed in test mode); a real processor refuses it.
   * Throws `CardProcessorError` when the processor cannot answer (down, timeout, bad key).
   */
  settle(input: {
    verificationId: string;
    reference: string;
    testCard?: TestCardInput;
  }): Promise<CardVerdict>;
}

export interface BegunCardCheck {
  /** The processor's id of the check (a SetupIntent id): kept on the server, in the method session. */
  reference: string;
  /** What the browser needs to show the processor's fields (publishable key, client secret). */
  browser: Record<string, string>;
}

export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

export type CardVerdict =
  /** The card was authorised (the SetupIntent succeeded); funding and country are the issuer's. */
  | { kind: 'checked'; funding: CardFunding; country: string | null }
  /** The issuer refused the check (`card_declined`, `insufficient_funds`, …). */
  | { kind: 'declined'; code: string };

/**
 * The processor could not answer, or the check was not finished: no attempt is counted, the
 * person may try again. `reason` is the processor's own code where it gave one (Stripe's
 * `processing_error`).
 */
export class CardProcessorError extends ServiceError {
  override readonly name = 'CardProcessorError';
  declare readonly code:
    | 'CARD_PROCESSOR_UNAVAILABLE'
    | 'CARD_PROCESSOR_TIMEOUT'
    | 'CARD_PROCESSOR_MISCONFIGURED'
    | 'CARD_CHECK_INCOMPLETE';
  constructor(
    message: string,
    code: CardProcessorError['code'],
    options: { cause?: unknown; reason?: string } = {},
  ) {
    super(code, message, options);
  }
}
