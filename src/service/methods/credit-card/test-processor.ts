import { randomUUID } from 'node:crypto';
import cardValidator from 'card-validator';
import { invalidInput } from '../../errors/service-error';
import {
  CardProcessorError,
  type CardFunding,
  type CardProcessor,
  type CardVerdict,
} from './card-processor';

/**
 * The test processor's cards: Stripe's own documented test numbers
 * (https://docs.stripe.com/testing), with the same meaning, so a merchant's tests read the same
 * in both. Any future expiry date and any 3-digit CVC (4 for Amex) go with them.
 */
export const TEST_CARDS: Readonly<
  Record<
    string,
    { label: string } & (
      { funding: CardFunding; country: string } | { declined: string } | { error: true }
    )
  >
> = {
  '4000008260000000': {
    label: 'Visa credit, United Kingdom (adult)',
    funding: 'credit',
    country: 'GB',
  },
  '4242424242424242': { label: 'Visa credit, United States', funding: 'credit', country: 'US' },
  '4000056655665556': { label: 'Visa debit', funding: 'debit', country: 'GB' },
  '5105105105105100': { label: 'Mastercard prepaid', funding: 'prepaid', country: 'GB' },
  '4000000000000002': { label: 'Declined', declined: 'card_declined' },
  '4000000000009995': { label: 'Declined: insufficient funds', declined: 'insufficient_funds' },
  '4000000000000119': { label: 'Processor error', error: true },
};

/**
 * Test mode's card processor: the same adapter interface and pipeline as Stripe, on the test
 * numbers above. Numbers, expiry and CVC are checked with `card-validator` as a card form
 * would; a valid number that is not a test number is refused (never a real card in test mode).
 */
export function createTestProcessor(now: () => number = Date.now): CardProcessor {
  return {
    id: 'test',
    begin: () => Promise.resolve({ reference: `test_${randomUUID()}`, browser: {} }),
    settle: async ({ testCard }) => {
      if (!testCard) throw invalidInput('the test processor needs a test card number');
      const number = testCard.number.replace(/[\s-]/g, '');
      const checked = cardValidator.number(number);
      if (!checked.isValid) throw invalidInput('the card number is not valid');
      const expiry = cardValidator.expirationDate(testCard.expiry, undefined);
      if (!expiry.isValid || expiry.month === null || expiry.year === null) {
        throw invalidInput('the expiry date is not valid: use MM/YY');
      }
      // card-validator checks against the machine clock; the test processor uses the service's.
      const year = Number(expiry.year.length === 2 ? `20${expiry.year}` : expiry.year);
      const today = new Date(now());
      if (
        year * 12 + Number(expiry.month) <
        today.getUTCFullYear() * 12 + today.getUTCMonth() + 1
      ) {
        throw invalidInput('the card has expired');
      }
      if (!cardValidator.cvv(testCard.cvc, checked.card?.code.size ?? 3).isValid) {
        throw invalidInput('the security code (CVC) is not valid');
      }
      const card = TEST_CARDS[number];
      if (!card) {
        throw invalidInput(
          'test mode takes only the documented test card numbers (docs/methods/credit-card.md)',
        );
      }
      if ('error' in card) {
        throw new CardProcessorError(
          'the test processor reported a processing error',
          'UNAVAILABLE',
        );
      }
      const verdict: CardVerdict =
        'declined' in card
          ? { kind: 'declined', code: card.declined }
          : { kind: 'checked', funding: card.funding, country: card.country };
      return verdict;
    },
  };
}
