import { chooseLocale, matchLocale } from '../../../protocol/choose-locale';
import { compileMessages } from '../../methods/kit/i18n/compile-messages';
import { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';
import { bg } from './i18n/bg';
import { hr } from './i18n/hr';
import { cs } from './i18n/cs';
import { da } from './i18n/da';
import { nl } from './i18n/nl';
import { et } from './i18n/et';
import { fi } from './i18n/fi';
import { fr } from './i18n/fr';
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
import { es } from './i18n/es';
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

/** The languages of the age-key pages: the widget's. */
export const INTERACTION_LOCALES = WIDGET_LOCALES;
export type InteractionLocale = WidgetLocale;

/**
 * Text of the age-key pages the OpenID issuers show a person (use a key, save a key), in the
 * widget's languages. `{name}` marks a value filled in by `format`; `de` must have every key of
 * `en`. The `script.*` sentences are the page script's (`interaction-script.ts`), sent with the
 * page as data; `refusal.*` say why a key was refused.
 */
const en = {
  'use.title': 'Prove your age',
  'use.heading': 'Prove your age to {site}',
  'use.ask':
    '{site} asks whether you are {ages}. Your age key answers yes or no for each — never your birth date, and nothing that identifies you.',
  'use.age': '{age} or older',
  'use.ofAge': 'of age',
  'use.go': 'Use your age key',
  'use.decline': 'Go back without answering',
  'create.title': 'Save an age key',
  'create.heading': 'Save an age key',
  'create.offer':
    '{site} has verified that you are at least {floor}. Save a passkey on this device as an age key: other sites can then check your age with it in a moment, without seeing who you are. Your birth date is not stored.',
  'create.go': 'Save an age key',
  'create.decline': 'Not now',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — age key',
  'script.waitingUse': 'Waiting for your age key…',
  'script.waitingCreate': 'Waiting for your device…',
  'script.ended': 'This request has ended. Go back to the site.',
  'script.noKeyUsed': 'No age key was used. Try again, or go back.',
  'script.noKeySaved': 'No age key was saved. Try again, or choose Not now.',
  'script.failed': 'That did not work. Try again.',
  'script.wrong': 'Something went wrong. Try again.',
  'script.noWebAuthn':
    'This browser cannot use an age key. Go back, and try another device or browser.',
  'script.notAllowed': 'This site may not save age keys. Go back to the site.',
  'refusal.unknown-key':
    'This service does not know that age key: it may have been forgotten. Go back and verify your age another way.',
  'refusal.revoked': 'That age key was revoked. Go back and verify your age another way.',
  'refusal.user-verification':
    'Your device did not confirm it is you (PIN, fingerprint or face). Try again.',
  'refusal.challenge': 'That took too long, or was already used. Try again.',
  'refusal.already-used':
    'An age key was already saved from this verification, or this passkey is one. Go back to the site.',
  'expired.title': 'This request has expired',
  'expired.body': 'Go back to the site and start again.',
  'used.title': 'Already used',
  'used.body': 'An age key was already saved from this verification. Go back to the site.',
};
const de: typeof en = {
  'use.title': 'Alter nachweisen',
  'use.heading': 'Weisen Sie {site} Ihr Alter nach',
  'use.ask':
    '{site} fragt, ob Sie {ages} sind. Ihr Altersschlüssel antwortet für jede Frage mit Ja oder Nein — nie mit Ihrem Geburtsdatum und nie mit etwas, das Sie erkennbar macht.',
  'use.age': '{age} oder älter',
  'use.ofAge': 'volljährig',
  'use.go': 'Altersschlüssel verwenden',
  'use.decline': 'Ohne Antwort zurückkehren',
  'create.title': 'Altersschlüssel speichern',
  'create.heading': 'Altersschlüssel speichern',
  'create.offer':
    '{site} hat geprüft, dass Sie mindestens {floor} sind. Speichern Sie einen Passkey auf diesem Gerät als Altersschlüssel: Andere Websites können Ihr Alter damit im Nu prüfen, ohne zu sehen, wer Sie sind. Ihr Geburtsdatum wird nicht gespeichert.',
  'create.go': 'Altersschlüssel speichern',
  'create.decline': 'Nicht jetzt',
  step: '{product} — Altersschlüssel',
  'script.waitingUse': 'Warten auf Ihren Altersschlüssel …',
  'script.waitingCreate': 'Warten auf Ihr Gerät …',
  'script.ended': 'Diese Anfrage ist beendet. Kehren Sie zur Website zurück.',
  'script.noKeyUsed':
    'Es wurde kein Altersschlüssel verwendet. Versuchen Sie es erneut oder kehren Sie zurück.',
  'script.noKeySaved':
    'Es wurde kein Altersschlüssel gespeichert. Versuchen Sie es erneut oder wählen Sie „Nicht jetzt“.',
  'script.failed': 'Das hat nicht geklappt. Versuchen Sie es erneut.',
  'script.wrong': 'Etwas ist schiefgegangen. Versuchen Sie es erneut.',
  'script.noWebAuthn':
    'Dieser Browser kann keinen Altersschlüssel verwenden. Kehren Sie zurück und versuchen Sie es mit einem anderen Gerät oder Browser.',
  'script.notAllowed':
    'Diese Website darf keine Altersschlüssel speichern. Kehren Sie zur Website zurück.',
  'refusal.unknown-key':
    'Dieser Dienst kennt diesen Altersschlüssel nicht: Er wurde vielleicht vergessen. Kehren Sie zurück und weisen Sie Ihr Alter auf anderem Weg nach.',
  'refusal.revoked':
    'Dieser Altersschlüssel wurde widerrufen. Kehren Sie zurück und weisen Sie Ihr Alter auf anderem Weg nach.',
  'refusal.user-verification':
    'Ihr Gerät hat nicht bestätigt, dass Sie es sind (PIN, Fingerabdruck oder Gesicht). Versuchen Sie es erneut.',
  'refusal.challenge':
    'Das hat zu lange gedauert oder wurde schon verwendet. Versuchen Sie es erneut.',
  'refusal.already-used':
    'Aus dieser Prüfung wurde schon ein Altersschlüssel gespeichert, oder dieser Passkey ist einer. Kehren Sie zur Website zurück.',
  'expired.title': 'Diese Anfrage ist abgelaufen',
  'expired.body': 'Kehren Sie zur Website zurück und beginnen Sie neu.',
  'used.title': 'Bereits verwendet',
  'used.body':
    'Aus dieser Prüfung wurde schon ein Altersschlüssel gespeichert. Kehren Sie zur Website zurück.',
};

export type InteractionMessages = typeof en;

export const interactionMessages: Readonly<Record<InteractionLocale, InteractionMessages>> = {
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
};

// The pages are formatted on the server, which compiles their messages once.
for (const catalog of Object.values(interactionMessages)) compileMessages(catalog);

/** The reasons a key is refused that have words of their own (`refusal.*`). */
export type RefusalReason = 'unknown-key' | 'revoked' | 'user-verification' | 'challenge';

/** What the person reads when a key was refused; an unknown reason reads as "did not work". */
export function refusalText(m: InteractionMessages, reason: string): string {
  const key = `refusal.${reason}`;
  return key in m ? m[key as `refusal.${RefusalReason}`] : m['script.failed'];
}

/**
 * The pages' language: the first of the relying party's `ui_locales` (OpenID Connect Core
 * §3.1.2.1) that the widget speaks, otherwise the browser's `Accept-Language`, otherwise the
 * default language of the relying party's product, otherwise English.
 */
export function interactionLocale(
  uiLocales: unknown,
  acceptLanguage: string | undefined,
  productDefault: string | null = null,
): InteractionLocale {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  for (const tag of asked) {
    const found = matchLocale([tag], INTERACTION_LOCALES);
    if (found) return found;
  }
  return chooseLocale(INTERACTION_LOCALES, {
    acceptLanguage: acceptLanguage ?? null,
    productDefault,
  });
}
