// UNTRANSLATED: an English placeholder (issue 34). Replace every text, then delete this line.
/** Arabic text of the credit-card method (glossary: src/service/i18n/glossary/ar.md). */
export const ar = {
  'method.credit-card': 'Credit card',
  'describe.credit-card': 'A card in your name shows you are over 18',
  cardStart: 'Check a credit card',
  cardHelp:
    'Your card issuer confirms the card with a check of {amount}: nothing is charged. Only credit cards count: debit and prepaid cards can belong to under-18s.',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code (CVC)',
  cardCheck: 'Check card',
  cardTestTitle:
    'Test cards (test mode): any future expiry date, any CVC. A card that cannot prove an age uses no attempt.',
  cardTestNumber: 'Card number',
  cardTestResult: 'What a check does',
  cardTestUse: 'Use {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'A test card: no attempt was used.',
  'card.funding.credit': 'credit card',
  'card.funding.debit': 'debit card',
  'card.funding.prepaid': 'prepaid card',
  'card.test.card': '{brand} {funding}, {country}',
  'card.test.pass': 'confirms 18+',
  'card.test.not-a-credit-card': 'inconclusive: not a credit card',
  'card.test.country-not-adult-only':
    'inconclusive: credit cards from this country can be issued to under-18s',
  'card.test.declined': 'declined by the issuer',
  'card.test.insufficient-funds': 'declined: insufficient funds',
  'card.test.error': 'processor error: nothing is counted',
  'card.reason.adult-credit-card': 'Your credit card was confirmed.',
  'card.reason.not-a-credit-card':
    'This is a debit or prepaid card. Those can belong to under-18s, so they do not confirm your age: try a credit card.',
  'card.reason.country-not-adult-only':
    'Credit cards from this card’s country can be issued to under-18s, so it does not confirm your age.',
  'card.reason.declined': 'Your card issuer declined the check. Try another card.',
  'card.decline.insufficient-funds':
    'Your card issuer declined the check for insufficient funds, although nothing is charged. Try another card.',
  'card.decline.not-supported': 'This card cannot be used for this check. Try another card.',
  'card.error.number': 'The card number is incomplete or not valid. Check it and try again.',
  'card.error.expiry': 'The expiry date is not valid. Enter it as MM/YY.',
  'card.error.expired': 'This card has expired. Use a card that is still valid.',
  'card.error.cvc':
    'The security code is not valid: the 3 digits on the back of the card (4 on the front for American Express).',
  'card.error.test-card-only': 'Test mode takes only the test card numbers listed below.',
  'card.error.processing':
    'The card could not be checked just now. Nothing was counted: try again in a moment.',
  'card.error.unavailable':
    'The card check is not answering right now. Nothing was counted: try again in a moment, or choose another method.',
  'card.error.authentication':
    'Your bank did not confirm the check. Try again, or use another card.',
  'card.error.incomplete': 'The card check was not finished. Enter the card again.',
  'card.error.check-expired': 'This card check has expired. Start again.',
  'card.error.not-configured': 'Card checks are not available here. Choose another method.',
  'card.error.network': 'The service could not be reached. Check your connection and try again.',
  'card.error.generic': 'The card could not be checked. Try again, or choose another method.',
  cardStripeUnavailable: 'The card form could not be loaded. Choose another method.',
};
