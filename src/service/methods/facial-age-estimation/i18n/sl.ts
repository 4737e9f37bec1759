/** Slovenian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/sl.md). */
export const sl = {
  'method.facial-age-estimation': 'Ocena starosti po obrazu',
  'describe.facial-age-estimation': 'Kamera oceni vašo starost; nobena slika se ne shrani',
  'face.intro':
    'Kamera posname nekaj slik, medtem ko obračate glavo. Preverimo jih na našem strežniku in takoj izbrišemo; nobena slika se ne shrani.',
  'face.useCamera': 'Uporabi mojo kamero',
  'face.useCameraTest': 'Uporabi mojo kamero (prava ocena)',
  'face.opening': 'Odpiranje kamere …',
  'face.preview': 'Predogled kamere: postavite obraz v oval',
  'face.ready': 'Postavite obraz v oval, nato pritisnite »Začni«.',
  'face.start': 'Začni',
  'face.cancel': 'Ustavi kamero',
  'face.hint.too-dark': 'Pretemno je: obrnite se proti oknu ali prižgite luč.',
  'face.hint.hold-still': 'Za trenutek se ne premikajte.',
  'face.hint.no-face': 'Obraza ne vidimo: postavite obraz v oval.',
  'face.hint.too-far': 'Približajte se malo, da bo obraz zapolnil oval.',
  'face.hint.several-faces': 'Na sliki sme biti samo ena oseba.',
  'face.prompt.look': 'Glejte naravnost v kamero.',
  'face.prompt.left': 'Počasi obrnite glavo v levo.',
  'face.prompt.right': 'Zdaj počasi obrnite glavo v desno.',
  'face.prompt.still': 'Glejte v kamero in se ne premikajte.',
  'face.finding': 'Iščemo vaš obraz …',
  'face.sending': 'Preverjanje …',
  'face.liveness.no-turn':
    'Nismo videli, da bi obrnili glavo, kot je bilo zahtevano. Poskusite znova in sledite navodilom.',
  'face.liveness.frames-repeated':
    'Te slike niso videti kot posnetek kamere v živo. Uporabite svojo kamero, ne fotografije ali videa.',
  'face.liveness.spoof-scores':
    'Te slike niso videti kot posnetek kamere v živo. Uporabite svojo kamero, ne fotografije ali videa.',
  'face.livenessOff':
    'Testni način: preverjanje živosti je za ta izdelek izklopljeno, zato bi fotografija prestala preverjanje. Prava preverjanja vedno preverijo živost.',
  'face.error.denied':
    'Dostop do kamere je bil zavrnjen. Kamero dovolite v nastavitvah brskalnika in poskusite znova ali izberite drug način.',
  'face.error.no-camera': 'V tej napravi ni bilo mogoče najti kamere.',
  'face.error.busy': 'Kamero uporablja druga aplikacija. Zaprite jo in poskusite znova.',
  'face.error.unsupported': 'Ta brskalnik tu ne more uporabiti kamere.',
  'face.error.other': 'Kamere ni bilo mogoče zagnati.',
  'face.tryAgain': 'Poskusi znova',
  'face.other': 'Izberi drug način',
  'face.handoff': 'Ali pa nadaljujte v telefonu: to kodo skenirajte z njegovo kamero.',
  'face.qrAlt': 'Koda QR za nadaljevanje v telefonu',
};
