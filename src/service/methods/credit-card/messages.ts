import type { KitMessages, WidgetLocale } from '../kit/i18n/locales';
import { es } from './i18n/es';
import { fr } from './i18n/fr';
import { bg } from './i18n/bg';
import { hr } from './i18n/hr';
import { cs } from './i18n/cs';
import { da } from './i18n/da';
import { nl } from './i18n/nl';
import { et } from './i18n/et';
import { fi } from './i18n/fi';
import { el } from './i18n/el';
import { hu } from './i18n/hu';
import { ga } from './i18n/ga';
import { it } from './i18n/it';
import { lv } from './i18n/lv';
import { lt } from './i18n/lt';
import { mt } from './i18n/mt';
import { pl } from './i18n/pl';
import { pt } from './i18n/pt';
import { ro } from './i18n/ro';
import { sk } from './i18n/sk';
import { sl } from './i18n/sl';
import { sv } from './i18n/sv';
import { ar } from './i18n/ar';
import { he } from './i18n/he';
import { ja } from './i18n/ja';
import { ko } from './i18n/ko';
import { zhCN } from './i18n/zh-CN';
import { zhTW } from './i18n/zh-TW';
import { tr } from './i18n/tr';
import { uk } from './i18n/uk';
import { nb } from './i18n/nb';
import { hi } from './i18n/hi';
import { id } from './i18n/id';
import { th } from './i18n/th';
import { vi } from './i18n/vi';
import { ptBR } from './i18n/pt-BR';

/**
 * Widget text of the credit-card method, its name and description in the picker first. `{name}`
 * marks a value filled in by `format`; `de` must have every key of `en`.
 * `card.error.*` and `card.decline.*` are what card-error-messages.ts words a processor's codes with.
 */
const en = {
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
const de: typeof en = {
  'method.credit-card': 'Kreditkarte',
  'describe.credit-card': 'Eine Karte auf Ihren Namen zeigt, dass Sie über 18 sind',
  cardStart: 'Kreditkarte prüfen',
  cardHelp:
    'Ihr Kartenherausgeber bestätigt die Karte mit einer Prüfung über {amount}: Es wird nichts abgebucht. Nur Kreditkarten zählen: Debit- und Prepaidkarten können Minderjährigen gehören.',
  cardNumber: 'Kartennummer',
  cardExpiry: 'Gültig bis (MM/JJ)',
  cardCvc: 'Prüfnummer (CVC)',
  cardCheck: 'Karte prüfen',
  cardTestTitle:
    'Testkarten (Testmodus): beliebiges künftiges Ablaufdatum, beliebige CVC. Eine Karte, die kein Alter nachweisen kann, verbraucht keinen Versuch.',
  cardTestNumber: 'Kartennummer',
  cardTestResult: 'Was eine Prüfung ergibt',
  cardTestUse: '{number} verwenden',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Eine Testkarte: Es wurde kein Versuch verbraucht.',
  'card.funding.credit': 'Kreditkarte',
  'card.funding.debit': 'Debitkarte',
  'card.funding.prepaid': 'Prepaidkarte',
  'card.test.card': '{funding} von {brand}, {country}',
  'card.test.pass': 'bestätigt 18+',
  'card.test.not-a-credit-card': 'ohne Ergebnis: keine Kreditkarte',
  'card.test.country-not-adult-only':
    'ohne Ergebnis: Kreditkarten aus diesem Land können an Minderjährige ausgegeben werden',
  'card.test.declined': 'vom Herausgeber abgelehnt',
  'card.test.insufficient-funds': 'abgelehnt: Deckung unzureichend',
  'card.test.error': 'Fehler beim Anbieter: nichts wird gezählt',
  'card.reason.adult-credit-card': 'Ihre Kreditkarte wurde bestätigt.',
  'card.reason.not-a-credit-card':
    'Das ist eine Debit- oder Prepaidkarte. Solche Karten können Minderjährigen gehören und bestätigen Ihr Alter nicht: Versuchen Sie eine Kreditkarte.',
  'card.reason.country-not-adult-only':
    'Kreditkarten aus dem Land dieser Karte können an Minderjährige ausgegeben werden; sie bestätigt Ihr Alter nicht.',
  'card.reason.declined':
    'Ihr Kartenherausgeber hat die Prüfung abgelehnt. Versuchen Sie eine andere Karte.',
  'card.decline.insufficient-funds':
    'Ihr Kartenherausgeber hat die Prüfung mangels Deckung abgelehnt, obwohl nichts abgebucht wird. Versuchen Sie eine andere Karte.',
  'card.decline.not-supported':
    'Diese Karte kann für diese Prüfung nicht verwendet werden. Versuchen Sie eine andere Karte.',
  'card.error.number':
    'Die Kartennummer ist unvollständig oder ungültig. Prüfen Sie sie und versuchen Sie es erneut.',
  'card.error.expiry': 'Das Ablaufdatum ist ungültig. Geben Sie es als MM/JJ ein.',
  'card.error.expired': 'Diese Karte ist abgelaufen. Verwenden Sie eine gültige Karte.',
  'card.error.cvc':
    'Die Prüfnummer ist ungültig: die 3 Ziffern auf der Rückseite der Karte (4 auf der Vorderseite bei American Express).',
  'card.error.test-card-only': 'Im Testmodus gelten nur die unten aufgeführten Testkartennummern.',
  'card.error.processing':
    'Die Karte konnte gerade nicht geprüft werden. Es wurde nichts gezählt: Versuchen Sie es gleich noch einmal.',
  'card.error.unavailable':
    'Die Kartenprüfung antwortet gerade nicht. Es wurde nichts gezählt: Versuchen Sie es gleich noch einmal oder wählen Sie eine andere Methode.',
  'card.error.authentication':
    'Ihre Bank hat die Prüfung nicht bestätigt. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'card.error.incomplete':
    'Die Kartenprüfung wurde nicht abgeschlossen. Geben Sie die Karte erneut ein.',
  'card.error.check-expired': 'Diese Kartenprüfung ist abgelaufen. Bitte neu beginnen.',
  'card.error.not-configured':
    'Kartenprüfungen sind hier nicht verfügbar. Wählen Sie eine andere Methode.',
  'card.error.network':
    'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'card.error.generic':
    'Die Karte konnte nicht geprüft werden. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  cardStripeUnavailable:
    'Das Kartenformular konnte nicht geladen werden. Wählen Sie eine andere Methode.',
};

export const creditCardMessages = {
  bg,
  hr,
  cs,
  da,
  nl,
  en,
  et,
  fi,
  fr,
  de,
  el,
  hu,
  ga,
  it,
  lv,
  lt,
  mt,
  pl,
  pt,
  ro,
  sk,
  sl,
  es,
  sv,
  ar,
  he,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  tr,
  uk,
  nb,
  hi,
  id,
  th,
  vi,
  'pt-BR': ptBR,
} satisfies Record<WidgetLocale, typeof en>;

/** What this method's widget part reads: the kit's text and its own. */
export type CreditCardWidgetMessages = KitMessages & (typeof creditCardMessages)['en'];
