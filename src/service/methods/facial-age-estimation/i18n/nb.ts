/** Norwegian Bokmål text of the facial-age-estimation method (glossary: src/service/i18n/glossary/nb.md). */
export const nb = {
  'method.facial-age-estimation': 'Aldersanslag fra ansiktet',
  'describe.facial-age-estimation': 'Kameraet anslår alderen din; ingen bilder lagres',
  'face.intro':
    'Kameraet tar noen bilder mens du snur på hodet. De kontrolleres på serveren vår og slettes med en gang; ingen bilder lagres.',
  'face.useCamera': 'Bruk kameraet mitt',
  'face.useCameraTest': 'Bruk kameraet mitt (ekte anslag)',
  'face.opening': 'Åpner kameraet…',
  'face.preview': 'Kameravisning: plasser ansiktet innenfor ovalen',
  'face.ready': 'Plasser ansiktet innenfor ovalen, og trykk deretter på Start.',
  'face.start': 'Start',
  'face.cancel': 'Slå av kameraet',
  'face.hint.too-dark': 'Det er for mørkt: snu deg mot et vindu eller slå på et lys.',
  'face.hint.hold-still': 'Hold deg i ro et øyeblikk.',
  'face.hint.no-face': 'Vi så ikke noe ansikt: plasser ansiktet innenfor ovalen.',
  'face.hint.too-far': 'Kom litt nærmere, så ansiktet fyller ovalen.',
  'face.hint.several-faces': 'Bare én person kan være i bildet.',
  'face.prompt.look': 'Se rett inn i kameraet.',
  'face.prompt.left': 'Snu hodet sakte mot venstre.',
  'face.prompt.right': 'Snu nå hodet sakte mot høyre.',
  'face.prompt.still': 'Se inn i kameraet og hold deg i ro.',
  'face.finding': 'Ser etter ansiktet ditt…',
  'face.sending': 'Kontrollerer…',
  'face.liveness.no-turn':
    'Vi så ikke at du snudde hodet slik vi ba om. Prøv igjen og følg instruksjonene.',
  'face.liveness.frames-repeated':
    'Disse bildene ser ikke ut til å komme fra et kamera i sanntid. Bruk ditt eget kamera, ikke et bilde eller en video.',
  'face.liveness.spoof-scores':
    'Disse bildene ser ikke ut til å komme fra et kamera i sanntid. Bruk ditt eget kamera, ikke et bilde eller en video.',
  'face.livenessOff':
    'Testmodus: liveness-sjekken er slått av for dette produktet, så et bilde ville blitt godkjent. Ekte kontroller gjør alltid en liveness-sjekk.',
  'face.error.denied':
    'Tilgang til kameraet ble avslått. Tillat kameraet i nettleserinnstillingene og prøv igjen, eller velg en annen måte.',
  'face.error.no-camera': 'Fant ikke noe kamera på denne enheten.',
  'face.error.busy': 'Kameraet brukes av en annen app. Lukk den og prøv igjen.',
  'face.error.unsupported': 'Denne nettleseren kan ikke bruke kameraet her.',
  'face.error.other': 'Kameraet kunne ikke startes.',
  'face.tryAgain': 'Prøv igjen',
  'face.other': 'Velg en annen måte',
  'face.handoff': 'Eller fortsett på mobilen: skann koden med kameraet på mobilen.',
  'face.qrAlt': 'QR-kode for å fortsette på mobilen',
};
