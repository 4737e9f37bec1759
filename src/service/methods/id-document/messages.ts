import type { FaceWidgetMessages } from '../facial-age-estimation/messages';
import type { WidgetLocale } from '../kit/i18n/locales';
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
 * Widget text of the id-document method, its name and description in the picker first. `{name}`
 * marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {
  'method.id-document': 'ID document',
  'describe.id-document': 'Photograph a passport, ID card or driving licence',
  'id.intro':
    'Photograph the side with the machine-readable data: the barcode on the back of a US or Canadian driving licence, or the two or three lines of <<< text on a passport or ID card.',
  'id.camera': 'Use the camera',
  'id.upload': 'Upload a photo',
  'id.take': 'Take photo',
  'id.cancel': 'Cancel',
  'id.guide': 'Fit the barcode or the <<< lines inside the frame, hold still, avoid reflections.',
  'id.reading': 'Reading the document…',
  'id.cameraDenied': 'The camera is not available here. Upload a photo instead.',
  'id.heic':
    'This photo is in HEIC format, which cannot be read. Take the photo from this page, or save it as JPEG.',
  'id.tooLarge': 'This photo is too large. Take it again or upload a smaller one (under 10 MB).',
  'id.retake': 'We could not read the document. {hint} Try again.',
  'id.hint.blur': 'The photo is blurred: hold still and let the camera focus.',
  'id.hint.glare': 'Light reflects off the document: tilt it a little.',
  'id.hint.too-small': 'The document is too small in the photo: move closer.',
  'id.hint.too-dark': 'The photo is too dark: move to a brighter place.',
  'id.hint.not-found': 'No barcode or <<< lines were found: photograph the right side.',
  'id.hint.not-an-id': 'That barcode is not from a driving licence or ID card.',
  'id.hint.check-digits': 'The <<< lines did not check out: photograph them sharp and whole.',
  'id.expired': 'This document has expired. Use a valid document.',
  'id.specimenRefused':
    'This is a specimen document, made for trying the service: it proves nobody’s age. Use your own document.',
  'id.phone': 'No camera here? Scan this code with your phone to continue there.',
  'id.privacy': 'The photo is read on our server and deleted at once; it is never stored.',
  'id.specimens':
    'Specimen documents (test mode): download one and upload it above, or show it and photograph the screen with your phone.',
  'id.show': 'Show',
  'id.specimen.adult-licence': 'Adult’s driving licence',
  'id.specimen.minor-licence': 'Minor’s driving licence',
  'id.specimen.adult-licence-front': 'Adult’s driving licence, front (with photo)',
  'id.specimen.minor-licence-front': 'Minor’s driving licence, front (with photo)',
  'id.specimen.adult-passport': 'Adult’s passport',
  'id.front.intro':
    'Back read. Now the front, with your photo: photograph the whole side that shows your photo, your date of birth and the document number.',
  'id.front.guide': 'Fit the whole front inside the frame, hold still, avoid reflections.',
  'id.front.reading': 'Reading the front…',
  'id.front.notRead':
    'The printed text of the front could not be read. Photograph the whole front, sharp and without reflections.',
  'id.front.noPortrait':
    'No photo was found on this side: photograph the front of the card, the side with your photo.',
  'id.front.mismatch':
    'The front does not belong to the same document as the back: its date of birth or document number differ. Photograph both sides of one document.',
  'id.front.expired': 'Too much time has passed: photograph the back again.',
  'id.front.restart': 'Start again with the back',
  'id.hint.number-not-read':
    'The document number on the front could not be read: photograph it sharp and whole.',
  'id.selfie.intro':
    'Document read. Now a live selfie: we compare your face with the photo on the document. Nothing is stored.',
  'id.selfie.mismatch': 'The selfie did not match the photo on the document.',
  'id.selfie.again': 'Photograph the document again, then take the selfie.',
  'id.noPortrait':
    'This service compares the photo on the document with a selfie, and no photo was found: photograph the page or side that shows both the holder’s photo and the barcode or <<< lines.',
};
const de: typeof en = {
  'method.id-document': 'Ausweisdokument',
  'describe.id-document': 'Reisepass, Personalausweis oder Führerschein fotografieren',
  'id.intro':
    'Fotografieren Sie die Seite mit den maschinenlesbaren Daten: den Barcode auf der Rückseite eines US- oder kanadischen Führerscheins oder die zwei bis drei Zeilen mit <<< auf Reisepass oder Ausweis.',
  'id.camera': 'Kamera verwenden',
  'id.upload': 'Foto hochladen',
  'id.take': 'Foto aufnehmen',
  'id.cancel': 'Abbrechen',
  'id.guide':
    'Barcode oder <<<-Zeilen in den Rahmen bringen, ruhig halten, Spiegelungen vermeiden.',
  'id.reading': 'Dokument wird gelesen …',
  'id.cameraDenied': 'Die Kamera ist hier nicht verfügbar. Laden Sie stattdessen ein Foto hoch.',
  'id.heic':
    'Dieses Foto ist im HEIC-Format und kann nicht gelesen werden. Nehmen Sie es auf dieser Seite auf oder speichern Sie es als JPEG.',
  'id.tooLarge':
    'Dieses Foto ist zu groß. Nehmen Sie es neu auf oder laden Sie ein kleineres hoch (unter 10 MB).',
  'id.retake': 'Das Dokument konnte nicht gelesen werden. {hint} Bitte erneut versuchen.',
  'id.hint.blur': 'Das Foto ist unscharf: ruhig halten und scharfstellen lassen.',
  'id.hint.glare': 'Licht spiegelt sich auf dem Dokument: etwas neigen.',
  'id.hint.too-small': 'Das Dokument ist auf dem Foto zu klein: näher herangehen.',
  'id.hint.too-dark': 'Das Foto ist zu dunkel: an einen helleren Ort gehen.',
  'id.hint.not-found':
    'Kein Barcode und keine <<<-Zeilen gefunden: die richtige Seite fotografieren.',
  'id.hint.not-an-id': 'Dieser Barcode stammt nicht von einem Führerschein oder Ausweis.',
  'id.hint.check-digits':
    'Die <<<-Zeilen sind nicht stimmig: scharf und vollständig fotografieren.',
  'id.expired': 'Dieses Dokument ist abgelaufen. Verwenden Sie ein gültiges Dokument.',
  'id.specimenRefused':
    'Dies ist ein Musterdokument zum Ausprobieren des Dienstes: Es belegt niemandes Alter. Verwenden Sie Ihr eigenes Dokument.',
  'id.phone': 'Keine Kamera? Scannen Sie diesen Code mit Ihrem Handy und machen Sie dort weiter.',
  'id.privacy':
    'Das Foto wird auf unserem Server gelesen und sofort gelöscht; es wird nie gespeichert.',
  'id.specimens':
    'Musterdokumente (Testmodus): eines herunterladen und oben hochladen, oder anzeigen und den Bildschirm mit dem Handy fotografieren.',
  'id.show': 'Anzeigen',
  'id.specimen.adult-licence': 'Führerschein eines Erwachsenen',
  'id.specimen.minor-licence': 'Führerschein eines Minderjährigen',
  'id.specimen.adult-licence-front': 'Führerschein eines Erwachsenen, Vorderseite (mit Foto)',
  'id.specimen.minor-licence-front': 'Führerschein eines Minderjährigen, Vorderseite (mit Foto)',
  'id.specimen.adult-passport': 'Reisepass eines Erwachsenen',
  'id.front.intro':
    'Rückseite gelesen. Jetzt die Vorderseite mit Ihrem Foto: Fotografieren Sie die ganze Seite mit Ihrem Foto, Ihrem Geburtsdatum und der Dokumentnummer.',
  'id.front.guide':
    'Die ganze Vorderseite in den Rahmen bringen, ruhig halten, Spiegelungen vermeiden.',
  'id.front.reading': 'Vorderseite wird gelesen …',
  'id.front.notRead':
    'Der Text der Vorderseite konnte nicht gelesen werden. Fotografieren Sie die ganze Vorderseite scharf und ohne Spiegelungen.',
  'id.front.noPortrait':
    'Auf dieser Seite wurde kein Foto gefunden: Fotografieren Sie die Vorderseite, die Seite mit Ihrem Foto.',
  'id.front.mismatch':
    'Die Vorderseite gehört nicht zum selben Dokument wie die Rückseite: Geburtsdatum oder Dokumentnummer weichen ab. Fotografieren Sie beide Seiten eines Dokuments.',
  'id.front.expired': 'Es ist zu viel Zeit vergangen: Fotografieren Sie die Rückseite erneut.',
  'id.front.restart': 'Mit der Rückseite neu beginnen',
  'id.hint.number-not-read':
    'Die Dokumentnummer auf der Vorderseite war nicht lesbar: scharf und vollständig fotografieren.',
  'id.selfie.intro':
    'Dokument gelesen. Jetzt ein Live-Selfie: Wir vergleichen Ihr Gesicht mit dem Foto auf dem Dokument. Nichts wird gespeichert.',
  'id.selfie.mismatch': 'Das Selfie passte nicht zum Foto auf dem Dokument.',
  'id.selfie.again': 'Fotografieren Sie das Dokument erneut und nehmen Sie dann das Selfie auf.',
  'id.noPortrait':
    'Dieser Dienst vergleicht das Foto auf dem Dokument mit einem Selfie, und es wurde kein Foto gefunden: Fotografieren Sie die Seite, die das Foto der Inhaberin oder des Inhabers und den Barcode oder die <<<-Zeilen zeigt.',
};

export const idDocumentMessages = {
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
export type IdDocumentWidgetMessages = FaceWidgetMessages & (typeof idDocumentMessages)['en'];
