/**
 * Widget text of the credit-card method beyond its name and description (which the widget's own
 * catalogs hold). `{name}` marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {
  cardStart: 'Check a credit card',
  cardHelp:
    'Your card issuer confirms the card with a check of 0 (nothing is charged). Only credit cards count: debit and prepaid cards can belong to under-18s.',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'Security code (CVC)',
  cardCheck: 'Check card',
  cardTestNumbers:
    'Test mode: use a test number — 4000 0082 6000 0000 (adult credit, UK), 4000 0566 5566 5556 (debit), 5105 1051 0510 5100 (prepaid), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds), 4000 0000 0000 0119 (processor error) — any future expiry, any CVC.',
  'card.reason.adult-credit-card': 'Your credit card was confirmed.',
  'card.reason.not-a-credit-card':
    'This is a debit or prepaid card. Those can belong to under-18s, so they do not confirm your age: try a credit card.',
  'card.reason.country-not-adult-only':
    'Credit cards from this card’s country can be issued to under-18s, so it does not confirm your age.',
  'card.reason.declined': 'Your card issuer declined the check. Try another card.',
  cardStripeUnavailable: 'The card form could not be loaded. Choose another method.',
};
const de: typeof en = {
  cardStart: 'Kreditkarte prüfen',
  cardHelp:
    'Ihr Kartenherausgeber bestätigt die Karte mit einer Prüfung über 0 (es wird nichts abgebucht). Nur Kreditkarten zählen: Debit- und Prepaidkarten können Minderjährigen gehören.',
  cardNumber: 'Kartennummer',
  cardExpiry: 'Gültig bis (MM/JJ)',
  cardCvc: 'Prüfnummer (CVC)',
  cardCheck: 'Karte prüfen',
  cardTestNumbers:
    'Testmodus: Verwenden Sie eine Testnummer — 4000 0082 6000 0000 (Kreditkarte, volljährig, UK), 4000 0566 5566 5556 (Debit), 5105 1051 0510 5100 (Prepaid), 4000 0000 0000 0002 (abgelehnt), 4000 0000 0000 9995 (Deckung unzureichend), 4000 0000 0000 0119 (Fehler beim Anbieter) — beliebiges künftiges Ablaufdatum, beliebige CVC.',
  'card.reason.adult-credit-card': 'Ihre Kreditkarte wurde bestätigt.',
  'card.reason.not-a-credit-card':
    'Das ist eine Debit- oder Prepaidkarte. Solche Karten können Minderjährigen gehören und bestätigen Ihr Alter nicht: Versuchen Sie eine Kreditkarte.',
  'card.reason.country-not-adult-only':
    'Kreditkarten aus dem Land dieser Karte können an Minderjährige ausgegeben werden; sie bestätigt Ihr Alter nicht.',
  'card.reason.declined':
    'Ihr Kartenherausgeber hat die Prüfung abgelehnt. Versuchen Sie eine andere Karte.',
  cardStripeUnavailable:
    'Das Kartenformular konnte nicht geladen werden. Wählen Sie eine andere Methode.',
};

export const creditCardMessages = { en, de };
