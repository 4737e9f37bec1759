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
 * Widget text of the digital-wallet method, its name and description in the picker first. `{name}`
 * marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {
  'method.digital-wallet': 'Digital wallet',
  'describe.digital-wallet': 'Share only an age proof from your wallet app',
  walletIntro:
    'Your wallet shares one thing: that you are over the required age. No name, no birth date.',
  walletThisDevice: 'Use a wallet on this device',
  walletOtherDevice: 'Use a wallet on your phone',
  walletScan: 'Scan this code with your wallet app, or open it on this phone:',
  walletQrAlt: 'QR code for your wallet app',
  walletScanInstead: 'No window from your browser? Scan the code with your phone instead:',
  walletOpenApp: 'Open wallet app',
  walletAvScan: 'Using the EU age verification app? Scan this code with it:',
  walletAvQrAlt: 'QR code for the EU age verification app',
  walletOpenAvApp: 'Open the age verification app',
  walletWaiting: 'Waiting for your wallet…',
  walletTestWallet: 'Open the test wallet (test mode)',
  walletNoWallet: 'No wallet on this device holds a credential with your age. Try your phone.',
  walletDeclined: 'You declined in your wallet. Nothing was shared.',
  walletNotShared:
    'Your wallet could not answer this request, so nothing was shared. Try again, or choose another method.',
  walletThisDeviceWaiting:
    'Waiting for a wallet on this device. Choose one in the window your browser shows.',
  walletCancel: 'Cancel',
  walletCancelled: 'Cancelled. Nothing was shared.',
  walletTimeout:
    'No wallet on this device answered. Use a wallet on your phone instead: scan the code below.',
  walletUnsupported:
    'This browser cannot ask a wallet directly. Use a wallet on your phone with the code below.',
  walletRefused:
    'The wallet’s answer could not be accepted ({reason}). Try again or choose another method.',
  walletExpired: 'This request expired. Start again.',
};
const de: typeof en = {
  'method.digital-wallet': 'Digitale Wallet',
  'describe.digital-wallet': 'Nur einen Altersnachweis aus Ihrer Wallet-App teilen',
  walletIntro:
    'Ihre Wallet teilt nur eines: dass Sie das erforderliche Alter erreicht haben. Kein Name, kein Geburtsdatum.',
  walletThisDevice: 'Wallet auf diesem Gerät verwenden',
  walletOtherDevice: 'Wallet auf Ihrem Smartphone verwenden',
  walletScan:
    'Scannen Sie diesen Code mit Ihrer Wallet-App oder öffnen Sie ihn auf diesem Smartphone:',
  walletQrAlt: 'QR-Code für Ihre Wallet-App',
  walletScanInstead:
    'Kein Fenster Ihres Browsers? Scannen Sie den Code stattdessen mit Ihrem Smartphone:',
  walletOpenApp: 'Wallet-App öffnen',
  walletAvScan: 'Sie nutzen die EU-Altersverifikations-App? Scannen Sie diesen Code damit:',
  walletAvQrAlt: 'QR-Code für die EU-Altersverifikations-App',
  walletOpenAvApp: 'Altersverifikations-App öffnen',
  walletWaiting: 'Warten auf Ihre Wallet …',
  walletTestWallet: 'Test-Wallet öffnen (Testmodus)',
  walletNoWallet:
    'Keine Wallet auf diesem Gerät enthält einen Nachweis Ihres Alters. Versuchen Sie es mit Ihrem Smartphone.',
  walletDeclined: 'Sie haben in Ihrer Wallet abgelehnt. Es wurde nichts geteilt.',
  walletNotShared:
    'Ihre Wallet konnte diese Anfrage nicht beantworten, es wurde nichts geteilt. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  walletThisDeviceWaiting:
    'Warten auf eine Wallet auf diesem Gerät. Wählen Sie sie im Fenster aus, das Ihr Browser anzeigt.',
  walletCancel: 'Abbrechen',
  walletCancelled: 'Abgebrochen. Es wurde nichts geteilt.',
  walletTimeout:
    'Keine Wallet auf diesem Gerät hat geantwortet. Nutzen Sie stattdessen eine Wallet auf Ihrem Smartphone: Scannen Sie den Code unten.',
  walletUnsupported:
    'Dieser Browser kann keine Wallet direkt anfragen. Nutzen Sie eine Wallet auf Ihrem Smartphone mit dem Code unten.',
  walletRefused:
    'Die Antwort der Wallet konnte nicht angenommen werden ({reason}). Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  walletExpired: 'Diese Anfrage ist abgelaufen. Bitte neu beginnen.',
};

export const digitalWalletMessages = {
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
export type DigitalWalletWidgetMessages = KitMessages & (typeof digitalWalletMessages)['en'];
