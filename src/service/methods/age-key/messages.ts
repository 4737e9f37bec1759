import type { KitMessages, WidgetLocale } from '../kit/i18n/locales';
import { es } from './i18n/es';
import { fr } from './i18n/fr';

/**
 * The age key's name and description in the method picker, merged into the widget catalog like
 * every method's text (its ceremony text is in `age-key-messages.ts`, which its widget part and
 * the result panel read directly). `de` must have every key of `en`.
 */
const en = {
  'method.age-key': 'Age key',
  'describe.age-key': 'Use a passkey that already proves your age',
};
const de: typeof en = {
  'method.age-key': 'Altersschlüssel',
  'describe.age-key': 'Einen Passkey nutzen, der Ihr Alter bereits belegt',
};

export const ageKeyMethodMessages = { en, de, fr, es } satisfies Record<WidgetLocale, typeof en>;

/** What this method's widget part reads from the catalog: the kit's text and its own. */
export type AgeKeyWidgetMessages = KitMessages & (typeof ageKeyMethodMessages)['en'];
