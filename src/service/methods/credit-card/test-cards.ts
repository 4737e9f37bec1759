import type { CardFunding } from './card-processor';

/** What the test processor does with a test card. */
export type TestCardBehaviour =
  | { funding: Exclude<CardFunding, 'unknown'>; country: string }
  | { declined: string }
  | { error: 'processing_error' };

export interface TestCard {
  number: string;
  brand: 'Visa' | 'Mastercard';
  behaves: TestCardBehaviour;
}

/**
 * The test processor's cards: Stripe's own documented test numbers
 * (https://docs.stripe.com/testing), with the same meaning, so a merchant's tests read the same
 * in both; the decline and error codes are Stripe's for these numbers. Any future expiry date and
 * any 3-digit CVC go with them. Data only, so the widget can list them too.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4000008260000000', brand: 'Visa', behaves: { funding: 'credit', country: 'GB' } },
  { number: '4242424242424242', brand: 'Visa', behaves: { funding: 'credit', country: 'US' } },
  { number: '4000056655665556', brand: 'Visa', behaves: { funding: 'debit', country: 'GB' } },
  {
    number: '5105105105105100',
    brand: 'Mastercard',
    behaves: { funding: 'prepaid', country: 'GB' },
  },
  { number: '4000000000000002', brand: 'Visa', behaves: { declined: 'card_declined' } },
  { number: '4000000000009995', brand: 'Visa', behaves: { declined: 'insufficient_funds' } },
  { number: '4000000000000119', brand: 'Visa', behaves: { error: 'processing_error' } },
];
