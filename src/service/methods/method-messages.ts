import { bankAppMessages } from './bank-app/messages';
import { creditCardMessages } from './credit-card/messages';
import { digitalWalletMessages } from './digital-wallet/messages';
import { facialAgeEstimationMessages } from './facial-age-estimation/messages';
import { idDocumentMessages } from './id-document/messages';
import type { KitMessages } from './kit/i18n/locales';

/**
 * Every method's own widget text (the age key keeps its ceremony text in age-key-messages.ts), merged
 * into the widget's catalogs (one file per method).
 */
export const METHOD_MESSAGES = {
  en: {
    ...facialAgeEstimationMessages.en,
    ...idDocumentMessages.en,
    ...digitalWalletMessages.en,
    ...creditCardMessages.en,
    ...bankAppMessages.en,
  },
  de: {
    ...facialAgeEstimationMessages.de,
    ...idDocumentMessages.de,
    ...digitalWalletMessages.de,
    ...creditCardMessages.de,
    ...bankAppMessages.de,
  },
};

/** The whole widget catalog as a method's widget part sees it: the kit's text and every method's. */
export type MethodsWidgetMessages = KitMessages & (typeof METHOD_MESSAGES)['en'];
