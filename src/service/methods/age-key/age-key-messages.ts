import type { CeremonyRefusal } from './keys/ceremony-types';
import type { CeremonyOutcome } from './age-key-ceremony';
import { format } from '../kit/i18n/format';
import type { WidgetLocale } from '../kit/i18n/locales';
import { esCeremony } from './i18n/es';
import { frCeremony } from './i18n/fr';
import { bgCeremony } from './i18n/bg';
import { hrCeremony } from './i18n/hr';
import { csCeremony } from './i18n/cs';
import { daCeremony } from './i18n/da';
import { nlCeremony } from './i18n/nl';
import { etCeremony } from './i18n/et';
import { fiCeremony } from './i18n/fi';
import { elCeremony } from './i18n/el';
import { huCeremony } from './i18n/hu';
import { gaCeremony } from './i18n/ga';
import { itCeremony } from './i18n/it';
import { lvCeremony } from './i18n/lv';
import { ltCeremony } from './i18n/lt';
import { mtCeremony } from './i18n/mt';
import { plCeremony } from './i18n/pl';
import { ptCeremony } from './i18n/pt';
import { roCeremony } from './i18n/ro';
import { skCeremony } from './i18n/sk';
import { slCeremony } from './i18n/sl';
import { svCeremony } from './i18n/sv';
import { arCeremony } from './i18n/ar';
import { heCeremony } from './i18n/he';
import { jaCeremony } from './i18n/ja';
import { koCeremony } from './i18n/ko';
import { zhCNCeremony } from './i18n/zh-CN';
import { zhTWCeremony } from './i18n/zh-TW';
import { trCeremony } from './i18n/tr';
import { ukCeremony } from './i18n/uk';
import { nbCeremony } from './i18n/nb';
import { hiCeremony } from './i18n/hi';
import { idCeremony } from './i18n/id';
import { thCeremony } from './i18n/th';
import { viCeremony } from './i18n/vi';
import { ptBRCeremony } from './i18n/pt-BR';

export type Note = { text: string; info?: boolean };

/** The age key's widget text; the shell's catalogs stay free of it. `{n}` is the key's floor. */
const en = {
  use: 'Use your age key',
  useHelp:
    'Your device asks you to unlock the passkey that holds your age proof. Nothing else is shared.',
  noKey:
    'No age key yet? Choose another method first; afterwards you can save an age key for next time.',
  upgrade:
    'Your age key proves {n}+, which is not enough here. Verify with another method, then update your age key.',
  upgradeMethod:
    'The proof in your age key is not accepted here. Verify with another method, then update your age key.',
  upgradeTest:
    'Your age key was made in test mode and cannot be used for a real check. Verify with another method, then update your age key.',
  declined: 'No age key was used. Try again, or choose another method.',
  'refused.counter':
    'This age key looks copied from another device and was refused. Choose another method.',
  'refused.user-verification':
    'Your device did not confirm it is you (PIN or biometrics). Try again with verification on.',
  'refused.revoked': 'This age key has been revoked. Choose another method.',
  'refused.unknown-key': 'This age key is not known here (it may have been forgotten).',
  refused: 'The age key could not be checked. Try again or choose another method.',
  error: 'That did not work: {detail}.',
  working: 'Waiting for your device…',
  saveTitle: 'Save an age key',
  saveHelp:
    'Next time, prove your age with one tap on any site that uses this service. The passkey holds only your age proof, never your name.',
  saveButton: 'Save an age key',
  saved: 'Age key saved. Next time choose "Age key".',
  updateTitle: 'Update your age key',
  updateHelp: 'Put this new age proof into your age key, so it works here next time.',
  updateButton: 'Update my age key',
  updated: 'Age key updated: it now proves {n}+.',
  savedTest: 'This is a test key: it works only in test mode.',
  openWindow: 'Open a window to save your age key',
  windowHelp:
    'Your browser does not allow saving a passkey inside this site. Use a small window instead.',
  forget: 'Forget my age key',
  forgotten:
    'Your age key was deleted from the service. You can also remove the passkey from your device.',
};

const de: typeof en = {
  use: 'Altersschlüssel verwenden',
  useHelp:
    'Ihr Gerät bittet Sie, den Passkey mit Ihrem Altersnachweis zu entsperren. Sonst wird nichts geteilt.',
  noKey:
    'Noch kein Altersschlüssel? Wählen Sie zuerst eine andere Methode; danach können Sie einen Altersschlüssel speichern.',
  upgrade:
    'Ihr Altersschlüssel belegt {n}+, das reicht hier nicht. Bestätigen Sie Ihr Alter mit einer anderen Methode und aktualisieren Sie dann Ihren Schlüssel.',
  upgradeMethod:
    'Der Nachweis in Ihrem Altersschlüssel wird hier nicht anerkannt. Bestätigen Sie Ihr Alter mit einer anderen Methode und aktualisieren Sie dann Ihren Schlüssel.',
  upgradeTest:
    'Ihr Altersschlüssel stammt aus dem Testmodus und gilt nicht für echte Prüfungen. Bestätigen Sie Ihr Alter mit einer anderen Methode und aktualisieren Sie dann Ihren Schlüssel.',
  declined:
    'Es wurde kein Altersschlüssel verwendet. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  'refused.counter':
    'Dieser Altersschlüssel scheint von einem anderen Gerät kopiert zu sein und wurde abgelehnt. Wählen Sie eine andere Methode.',
  'refused.user-verification':
    'Ihr Gerät hat nicht bestätigt, dass Sie es sind (PIN oder Biometrie). Versuchen Sie es mit aktivierter Bestätigung erneut.',
  'refused.revoked': 'Dieser Altersschlüssel wurde gesperrt. Wählen Sie eine andere Methode.',
  'refused.unknown-key':
    'Dieser Altersschlüssel ist hier nicht bekannt (vielleicht wurde er gelöscht).',
  refused:
    'Der Altersschlüssel konnte nicht geprüft werden. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  error: 'Das hat nicht geklappt: {detail}.',
  working: 'Warten auf Ihr Gerät…',
  saveTitle: 'Altersschlüssel speichern',
  saveHelp:
    'Beim nächsten Mal bestätigen Sie Ihr Alter mit einem Tippen, auf jeder Website, die diesen Dienst nutzt. Der Passkey enthält nur Ihren Altersnachweis, nie Ihren Namen.',
  saveButton: 'Altersschlüssel speichern',
  saved: 'Altersschlüssel gespeichert. Wählen Sie beim nächsten Mal „Altersschlüssel“.',
  updateTitle: 'Altersschlüssel aktualisieren',
  updateHelp:
    'Diesen neuen Altersnachweis in Ihren Altersschlüssel übernehmen, damit er hier beim nächsten Mal reicht.',
  updateButton: 'Meinen Altersschlüssel aktualisieren',
  updated: 'Altersschlüssel aktualisiert: Er belegt jetzt {n}+.',
  savedTest: 'Dies ist ein Testschlüssel: Er funktioniert nur im Testmodus.',
  openWindow: 'Fenster zum Speichern des Altersschlüssels öffnen',
  windowHelp:
    'Ihr Browser erlaubt das Speichern eines Passkeys innerhalb dieser Website nicht. Nutzen Sie stattdessen ein kleines Fenster.',
  forget: 'Meinen Altersschlüssel vergessen',
  forgotten:
    'Ihr Altersschlüssel wurde beim Dienst gelöscht. Sie können den Passkey auch von Ihrem Gerät entfernen.',
};

export type AgeKeyMessages = typeof en;

/** The age key's text in every widget language (each has every key of `en`). */
export const AGE_KEY_CATALOGS: Readonly<Record<WidgetLocale, AgeKeyMessages>> = {
  bg: bgCeremony,
  hr: hrCeremony,
  cs: csCeremony,
  da: daCeremony,
  nl: nlCeremony,
  en,
  et: etCeremony,
  fi: fiCeremony,
  fr: frCeremony,
  de,
  el: elCeremony,
  hu: huCeremony,
  ga: gaCeremony,
  it: itCeremony,
  lv: lvCeremony,
  lt: ltCeremony,
  mt: mtCeremony,
  pl: plCeremony,
  pt: ptCeremony,
  ro: roCeremony,
  sk: skCeremony,
  sl: slCeremony,
  es: esCeremony,
  sv: svCeremony,
  ar: arCeremony,
  he: heCeremony,
  ja: jaCeremony,
  ko: koCeremony,
  'zh-CN': zhCNCeremony,
  'zh-TW': zhTWCeremony,
  tr: trCeremony,
  uk: ukCeremony,
  nb: nbCeremony,
  hi: hiCeremony,
  id: idCeremony,
  th: thCeremony,
  vi: viCeremony,
  'pt-BR': ptBRCeremony,
};

/** The age key's text in the widget's language (already chosen: `chooseLocale`). */
export function ageKeyMessages(locale: string): AgeKeyMessages {
  return (AGE_KEY_CATALOGS as Partial<Record<string, AgeKeyMessages>>)[locale] ?? en;
}

export function refusalText(m: AgeKeyMessages, reason: CeremonyRefusal): string {
  switch (reason) {
    case 'counter':
    case 'user-verification':
    case 'revoked':
    case 'unknown-key':
      return m[`refused.${reason}`];
    default:
      return m.refused;
  }
}

/** What the widget says after a ceremony, in `locale`. */
export function noteFor(locale: string, m: AgeKeyMessages, outcome: CeremonyOutcome): Note {
  switch (outcome.outcome) {
    case 'upgrade':
      return {
        text:
          outcome.reason === 'test-key'
            ? m.upgradeTest
            : outcome.reason === 'method-not-accepted'
              ? m.upgradeMethod
              : format(locale, m.upgrade, { n: outcome.floor }),
        info: true,
      };
    case 'refused':
      return { text: refusalText(m, outcome.reason) };
    case 'declined':
      return { text: m.declined, info: true };
    case 'error':
      return { text: format(locale, m.error, { detail: outcome.detail }) };
    case 'forgotten':
      return { text: m.forgotten, info: true };
    case 'saved':
      return { text: m.saved, info: true };
    case 'updated':
      return { text: format(locale, m.updated, { n: outcome.floor }), info: true };
    case 'recorded':
      return { text: '', info: true };
  }
}
