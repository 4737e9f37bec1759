/** Danish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.facial-age-estimation': 'Aldersvurdering ud fra ansigt',
  'describe.facial-age-estimation': 'Dit kamera vurderer din alder; intet billede gemmes',
  'face.intro':
    'Dit kamera tager nogle billeder, mens du drejer hovedet. De kontrolleres på vores server og slettes straks; intet billede gemmes.',
  'face.useCamera': 'Brug mit kamera',
  'face.useCameraTest': 'Brug mit kamera (rigtig vurdering)',
  'face.opening': 'Åbner kameraet…',
  'face.preview': 'Kameravisning: Placer dit ansigt inden for ovalen',
  'face.ready': 'Placer dit ansigt inden for ovalen, og tryk derefter på Start.',
  'face.start': 'Start',
  'face.cancel': 'Stop kameraet',
  'face.hint.too-dark': 'Det er for mørkt: Vend ansigtet mod et vindue, eller tænd et lys.',
  'face.hint.hold-still': 'Hold stille et øjeblik.',
  'face.hint.no-face': 'Vi kunne ikke se et ansigt: Placer dit ansigt inden for ovalen.',
  'face.hint.too-far': 'Kom lidt tættere på, så dit ansigt fylder ovalen.',
  'face.hint.several-faces': 'Der må kun være én person i billedet.',
  'face.prompt.look': 'Se direkte ind i kameraet.',
  'face.prompt.left': 'Drej langsomt hovedet til venstre.',
  'face.prompt.right': 'Drej nu langsomt hovedet til højre.',
  'face.prompt.still': 'Se ind i kameraet, og hold stille.',
  'face.finding': 'Leder efter dit ansigt…',
  'face.sending': 'Kontrollerer…',
  'face.liveness.no-turn':
    'Vi kunne ikke se dit hoved dreje som bedt om. Prøv igen, og følg anvisningerne.',
  'face.liveness.frames-repeated':
    'Billederne ligner ikke et kamera, der optager live. Brug dit eget kamera, ikke et foto eller en video.',
  'face.liveness.spoof-scores':
    'Billederne ligner ikke et kamera, der optager live. Brug dit eget kamera, ikke et foto eller en video.',
  'face.livenessOff':
    'Testtilstand: Liveness-tjekket er slået fra for dette produkt, så et foto ville blive godkendt. Rigtige kontroller laver altid liveness-tjek.',
  'face.error.denied':
    'Adgang til kameraet blev afvist. Tillad kameraet i din browsers indstillinger, og prøv igen, eller vælg en anden måde.',
  'face.error.no-camera': 'Der blev ikke fundet noget kamera på denne enhed.',
  'face.error.busy': 'Kameraet bruges af en anden app. Luk den, og prøv igen.',
  'face.error.unsupported': 'Denne browser kan ikke bruge kameraet her.',
  'face.error.other': 'Kameraet kunne ikke startes.',
  'face.tryAgain': 'Prøv igen',
  'face.other': 'Vælg en anden måde',
  'face.handoff': 'Eller fortsæt på din telefon: Scan koden med telefonens kamera.',
  'face.qrAlt': 'QR-kode til at fortsætte på din telefon',
};
