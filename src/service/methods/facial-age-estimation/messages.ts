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
 * Widget text of the facial-age-estimation method, its name and description in the picker first. `{name}`
 * marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {
  'method.facial-age-estimation': 'Face age estimate',
  'describe.facial-age-estimation': 'Your camera estimates your age; no image is kept',
  'face.intro':
    'Your camera takes a few pictures while you turn your head. They are checked on our server and deleted at once; no picture is kept.',
  'face.useCamera': 'Use my camera',
  'face.useCameraTest': 'Use my camera (real estimate)',
  'face.opening': 'Opening the camera…',
  'face.preview': 'Camera preview: place your face inside the oval',
  'face.ready': 'Place your face inside the oval, then press Start.',
  'face.start': 'Start',
  'face.cancel': 'Stop the camera',
  'face.hint.too-dark': 'It is too dark: face a window or turn on a light.',
  'face.hint.hold-still': 'Hold still for a moment.',
  'face.hint.no-face': 'We could not see a face: place your face inside the oval.',
  'face.hint.too-far': 'Come a little closer, so your face fills the oval.',
  'face.hint.several-faces': 'Only one person may be in the picture.',
  'face.prompt.look': 'Look straight at the camera.',
  'face.prompt.left': 'Slowly turn your head to your left.',
  'face.prompt.right': 'Now slowly turn your head to your right.',
  'face.prompt.still': 'Look at the camera and hold still.',
  'face.finding': 'Looking for your face…',
  'face.sending': 'Checking…',
  'face.liveness.no-turn':
    'We could not see your head turn as asked. Try again and follow the prompts.',
  'face.liveness.frames-repeated':
    'These pictures do not look like a live camera. Use your own camera, not a photo or a video.',
  'face.liveness.spoof-scores':
    'These pictures do not look like a live camera. Use your own camera, not a photo or a video.',
  'face.livenessOff':
    'Test mode: the liveness check is switched off for this product, so a photo would pass. Live verifications always check liveness.',
  'face.error.denied':
    'Camera access was refused. Allow the camera in your browser settings and try again, or choose another way.',
  'face.error.no-camera': 'No camera was found on this device.',
  'face.error.busy': 'The camera is being used by another app. Close it and try again.',
  'face.error.unsupported': 'This browser cannot use the camera here.',
  'face.error.other': 'The camera could not be started.',
  'face.tryAgain': 'Try again',
  'face.other': 'Choose another way',
  'face.handoff': 'Or continue on your phone: scan this code with its camera.',
  'face.qrAlt': 'QR code to continue on your phone',
};
const de: typeof en = {
  'method.facial-age-estimation': 'Altersschätzung per Gesicht',
  'describe.facial-age-estimation': 'Ihre Kamera schätzt Ihr Alter; kein Bild wird gespeichert',
  'face.intro':
    'Ihre Kamera macht einige Bilder, während Sie den Kopf drehen. Sie werden auf unserem Server geprüft und sofort gelöscht; kein Bild wird gespeichert.',
  'face.useCamera': 'Meine Kamera verwenden',
  'face.useCameraTest': 'Meine Kamera verwenden (echte Schätzung)',
  'face.opening': 'Kamera wird geöffnet …',
  'face.preview': 'Kameravorschau: Gesicht in das Oval bringen',
  'face.ready': 'Bringen Sie Ihr Gesicht in das Oval und drücken Sie dann auf Start.',
  'face.start': 'Start',
  'face.cancel': 'Kamera ausschalten',
  'face.hint.too-dark': 'Es ist zu dunkel: Wenden Sie sich einem Fenster zu oder machen Sie Licht.',
  'face.hint.hold-still': 'Halten Sie kurz still.',
  'face.hint.no-face': 'Wir konnten kein Gesicht sehen: Bringen Sie Ihr Gesicht in das Oval.',
  'face.hint.too-far': 'Kommen Sie etwas näher, damit Ihr Gesicht das Oval füllt.',
  'face.hint.several-faces': 'Nur eine Person darf im Bild sein.',
  'face.prompt.look': 'Schauen Sie direkt in die Kamera.',
  'face.prompt.left': 'Drehen Sie den Kopf langsam nach links.',
  'face.prompt.right': 'Drehen Sie den Kopf jetzt langsam nach rechts.',
  'face.prompt.still': 'Schauen Sie in die Kamera und halten Sie still.',
  'face.finding': 'Ihr Gesicht wird gesucht …',
  'face.sending': 'Wird geprüft …',
  'face.liveness.no-turn':
    'Wir konnten die verlangte Kopfdrehung nicht sehen. Versuchen Sie es noch einmal und folgen Sie den Hinweisen.',
  'face.liveness.frames-repeated':
    'Diese Bilder stammen nicht von einer laufenden Kamera. Verwenden Sie Ihre eigene Kamera, kein Foto und kein Video.',
  'face.liveness.spoof-scores':
    'Diese Bilder stammen nicht von einer laufenden Kamera. Verwenden Sie Ihre eigene Kamera, kein Foto und kein Video.',
  'face.livenessOff':
    'Testmodus: Die Lebenderkennung ist für dieses Produkt ausgeschaltet, ein Foto würde also bestehen. Live-Prüfungen prüfen sie immer.',
  'face.error.denied':
    'Der Kamerazugriff wurde verweigert. Erlauben Sie die Kamera in den Browsereinstellungen und versuchen Sie es erneut, oder wählen Sie einen anderen Weg.',
  'face.error.no-camera': 'Auf diesem Gerät wurde keine Kamera gefunden.',
  'face.error.busy':
    'Die Kamera wird von einer anderen App verwendet. Schließen Sie diese und versuchen Sie es erneut.',
  'face.error.unsupported': 'Dieser Browser kann die Kamera hier nicht verwenden.',
  'face.error.other': 'Die Kamera konnte nicht gestartet werden.',
  'face.tryAgain': 'Erneut versuchen',
  'face.other': 'Anderen Weg wählen',
  'face.handoff':
    'Oder auf dem Smartphone weitermachen: Scannen Sie diesen Code mit dessen Kamera.',
  'face.qrAlt': 'QR-Code, um auf dem Smartphone weiterzumachen',
};

export const facialAgeEstimationMessages = {
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
export type FaceWidgetMessages = KitMessages & (typeof facialAgeEstimationMessages)['en'];
