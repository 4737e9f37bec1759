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
 * Widget text of the bank-app method, its name and description in the picker first. `{name}`
 * marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {
  'method.bank-app': 'Bank app',
  'describe.bank-app': 'Confirm your age in your banking app',
  bankHelp:
    'Your bank confirms your age from its records. On a phone your banking app opens; afterwards you come back to this service in your browser.',
  bankContinue: 'Continue with {name}',
  bankNone: 'No bank is available for this verification.',
  bankNotHere:
    'Your bank cannot open from inside this app. Open this page in your browser, or choose another method.',
  bankTitle: 'Bank confirmation',
  bankLinkUsed: 'This link was already used or has expired. Go back to the site and start again.',
  bankGone: 'This bank is no longer available. Go back and choose another method.',
  bankDeclined:
    'You declined at your bank, so nothing was shared. Go back to choose another method.',
  bankRefused: 'Your bank did not confirm this sign-in. Go back and try again.',
  bankInvalid: 'The answer from your bank could not be verified. Go back and try again.',
  bankUnreachable: 'Your bank could not be reached. Go back and try again in a moment.',
  bankNoAge: 'Your bank did not share your age. Go back to choose another method.',
  bankBack: 'Back to the verification',
  bankWaitTab: 'Finish at your bank in the new tab. This page updates by itself.',
  'bankOutcome.declined': 'You declined at your bank, so nothing was shared.',
  'bankOutcome.refused': 'Your bank did not confirm the sign-in.',
  'bankOutcome.failed': 'The answer from your bank could not be used.',
  'bankOutcome.no-age': 'Your bank did not share your age.',
  bankTryAgain: 'Try again, or choose another method.',
  bankTabResult: 'You can close this tab. The tab you came from shows the result.',
  bankTabBack: 'You can close this tab. Go on in the tab you came from.',
};
const de: typeof en = {
  'method.bank-app': 'Banking-App',
  'describe.bank-app': 'Ihr Alter in Ihrer Banking-App bestätigen',
  bankHelp:
    'Ihre Bank bestätigt Ihr Alter aus ihren Unterlagen. Auf dem Handy öffnet sich Ihre Banking-App; danach kehren Sie im Browser zu diesem Dienst zurück.',
  bankContinue: 'Weiter mit {name}',
  bankNone: 'Für diese Prüfung ist keine Bank verfügbar.',
  bankNotHere:
    'Ihre Bank kann nicht aus dieser App heraus geöffnet werden. Öffnen Sie diese Seite im Browser oder wählen Sie eine andere Methode.',
  bankTitle: 'Bestätigung durch die Bank',
  bankLinkUsed:
    'Dieser Link wurde bereits verwendet oder ist abgelaufen. Kehren Sie zur Website zurück und beginnen Sie neu.',
  bankGone: 'Diese Bank ist nicht mehr verfügbar. Wählen Sie eine andere Methode.',
  bankDeclined:
    'Sie haben bei Ihrer Bank abgelehnt, es wurde nichts geteilt. Wählen Sie eine andere Methode.',
  bankRefused: 'Ihre Bank hat diese Anmeldung nicht bestätigt. Versuchen Sie es erneut.',
  bankInvalid: 'Die Antwort Ihrer Bank konnte nicht geprüft werden. Versuchen Sie es erneut.',
  bankUnreachable: 'Ihre Bank ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  bankNoAge: 'Ihre Bank hat Ihr Alter nicht geteilt. Wählen Sie eine andere Methode.',
  bankBack: 'Zurück zur Prüfung',
  bankWaitTab:
    'Schließen Sie den Vorgang bei Ihrer Bank im neuen Tab ab. Diese Seite aktualisiert sich von selbst.',
  'bankOutcome.declined': 'Sie haben bei Ihrer Bank abgelehnt, es wurde nichts geteilt.',
  'bankOutcome.refused': 'Ihre Bank hat die Anmeldung nicht bestätigt.',
  'bankOutcome.failed': 'Die Antwort Ihrer Bank konnte nicht verwendet werden.',
  'bankOutcome.no-age': 'Ihre Bank hat Ihr Alter nicht geteilt.',
  bankTryAgain: 'Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  bankTabResult: 'Sie können diesen Tab schließen. Der Tab, aus dem Sie kamen, zeigt das Ergebnis.',
  bankTabBack: 'Sie können diesen Tab schließen. Machen Sie im Tab weiter, aus dem Sie kamen.',
};

export const bankAppMessages = {
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
export type BankAppWidgetMessages = KitMessages & (typeof bankAppMessages)['en'];
/** The callback pages' text (server side). */
export const bankMessages = bankAppMessages;
