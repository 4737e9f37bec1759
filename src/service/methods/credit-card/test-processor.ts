import { randomUUID } from 'node:crypto';
import { ServiceError, invalidInput } from '../../errors/service-error';
import { cardEvidence, type CardReason } from './card-evidence';
import { CardProcessorError, type CardProcessor, type CardVerdict } from './card-processor';
import { TEST_CARDS, type TestCard } from './test-cards';

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));

/**
 * Test mode's card processor: the same adapter interface and pipeline as Stripe, on TEST_CARDS
 * (test-cards.ts). Numbers, expiry and CVC are checked with `card-validator` as a card form
 * would; a valid number that is not a test number is refused (never a real card in test mode).
 * `card-validator` is loaded on the first test card, not with this module.
 */
export function createTestProcessor(now: () => number = Date.now): CardProcessor {
  return {
    id: 'test',
    begin: () => Promise.resolve({ reference: `test_${randomUUID()}`, browser: {} }),
    settle: async ({ testCard }) => {
      if (!testCard) throw invalidInput('the test processor needs a test card number');
      const number = testCard.number.replace(/[\s-]/g, '');
      // Loaded on first use: a live-only deployment never loads a test-mode library.
      const { default: cardValidator } = await import('card-validator');
      const checked = cardValidator.number(number);
      if (!checked.isValid) throw cardInput('the card number is not valid', 'invalid_number');
      const expiry = parseExpiry(testCard.expiry);
      if (!expiry) {
        throw cardInput('the expiry date is not valid: use MM/YY', 'invalid_expiry_month');
      }
      // Against the service's clock (card-validator's own check reads the machine's).
      const today = new Date(now());
      if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
        throw cardInput('the card has expired', 'expired_card');
      }
      if (!cardValidator.cvv(testCard.cvc, checked.card?.code.size ?? 3).isValid) {
        throw cardInput('the security code (CVC) is not valid', 'invalid_cvc');
      }
      const card = BY_NUMBER.get(number);
      if (!card) {
        throw cardInput(
          'test mode takes only the documented test card numbers (docs/methods/credit-card.md)',
          'test_card_only',
        );
      }
      const behaves = card.behaves;
      if ('error' in behaves) {
        throw new CardProcessorError(
          'the test processor reported a processing error',
          'CARD_PROCESSOR_UNAVAILABLE',
          { reason: behaves.error },
        );
      }
      const verdict: CardVerdict =
        'declined' in behaves
          ? { kind: 'declined', code: behaves.declined }
          : { kind: 'checked', funding: behaves.funding, country: behaves.country };
      return verdict;
    },
  };
}

/** `MM/YY`, `MM/YYYY` or `MMYY` → month and full year; `null` when it is none of them. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const parts =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(text);
  if (!parts) return null;
  const month = Number(parts[1]);
  const year = parts[2]!.length === 2 ? 2000 + Number(parts[2]) : Number(parts[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card detail the test processor refuses: 400, with the code the widget turns into words. */
const cardInput = (message: string, reason: string) =>
  new ServiceError('INVALID_INPUT', message, { reason });

/** One test card as the widget lists it: what it is, and what a check with it does here. */
export interface TestCardOutcome {
  number: string;
  brand: TestCard['brand'];
  funding?: 'credit' | 'debit' | 'prepaid';
  country?: string;
  /** A check's result with this service's adult-only countries, or the processor's error. */
  outcome: 'pass' | Exclude<CardReason, 'adult-credit-card'> | 'error';
  /** The decline or error code (Stripe's). */
  code?: string;
}

/**
 * The test cards with what each does on this service: the same `cardEvidence` as a real check,
 * so a US credit card reads "inconclusive" unless US is among OFAGE_CARD_ADULT_COUNTRIES.
 */
export function describeTestCards(adultCountries: readonly string[]): TestCardOutcome[] {
  return TEST_CARDS.map(({ number, brand, behaves }) => {
    if ('error' in behaves) return { number, brand, outcome: 'error', code: behaves.error };
    if ('declined' in behaves)
      return { number, brand, outcome: 'declined', code: behaves.declined };
    const { reason } = cardEvidence({ kind: 'checked', ...behaves }, adultCountries);
    return {
      number,
      brand,
      funding: behaves.funding,
      country: behaves.country,
      outcome: reason === 'adult-credit-card' ? 'pass' : reason,
    };
  });
}
