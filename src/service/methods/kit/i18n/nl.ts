import type { en } from './en';

/** Dutch widget text (glossary: src/service/i18n/glossary/nl.md). */
export const nl: typeof en = {
  title: 'Leeftijdscontrole',
  testModeBar: 'TESTMODUS — resultaten gelden alleen voor tests',
  stepOf: 'Stap {n} van 3 — {label}',
  stepLabelChoose: 'Kies een methode',
  stepLabelVerify: 'Toon je leeftijd aan',
  stepChoose: 'Kies hoe je je leeftijd aantoont',
  stepResult: 'Resultaat',
  language: 'Taal',
  intro: '{site} vraagt je je leeftijd te bevestigen.',
  nextChoose:
    'Hierna toon je je leeftijd aan met de methode die je kiest. {site} krijgt alleen het resultaat.',
  nextVerify: 'Hierna zie je je resultaat en wordt {site} op de hoogte gebracht.',
  checking: 'We kijken wat deze browser ondersteunt…',
  attemptsLeft: '{n, plural, =0 {Geen pogingen meer} one {Nog # poging} other {Nog # pogingen}}',
  noMethodsLive:
    'Deze dienst heeft nog geen controlemethode beschikbaar, dus je leeftijd kan hier niet worden gecontroleerd. Ga terug naar {site} en meld het daar.',
  noMethodsDevice:
    'Geen van de beschikbare methoden werkt in deze browser of app. Open deze link in je gewone webbrowser, of ga verder op je telefoon.',
  back: 'Andere methode kiezen',
  simTitle: 'Een uitkomst simuleren',
  simHelp: 'Kies wat de controle met {method} moet opleveren.',
  'outcome.adult': 'Volwassen (30)',
  'outcome.teen': 'Tiener (16)',
  'outcome.child': 'Kind (10)',
  'outcome.inconclusive': 'Geen uitsluitsel (geen leeftijdssignaal)',
  'outcome.fraudulent': 'Fraude (misleiding gedetecteerd)',
  'outcome.custom': 'Eigen leeftijd',
  customAge: 'Leeftijd in jaren',
  customAgeInvalid: 'Vul een heel aantal jaren in, van 0 tot 120.',
  walletKind: 'Wallet',
  'wallet.eudi-wallet': 'Europese portemonnee voor digitale identiteit',
  'wallet.apple-wallet': 'Apple Wallet (ID-bewijs)',
  'wallet.google-wallet': 'Google Wallet (ID-bewijs)',
  submit: 'Gesimuleerd resultaat versturen',
  working: 'Bezig met controleren…',
  inconclusive:
    'Je leeftijd kon niet worden vastgesteld met {method}. Probeer het opnieuw ({n, plural, one {nog # poging} other {nog # pogingen}}) of kies een andere methode.',
  methodExhausted: 'Alle pogingen met {method} zijn op. Kies een andere methode.',
  errorNetwork:
    'De controledienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  errorGeneric: 'Dat is niet gelukt: {detail}. Probeer het opnieuw of kies een andere methode.',
  loadFailed:
    'Deze stap kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.',
  pass: 'Je leeftijd is bevestigd',
  passDetail: '{site} weet nu dat je aan de leeftijdseis voldoet.',
  fail: 'Je leeftijd kon niet worden bevestigd',
  'failure.age-criteria-not-met': 'Je voldoet niet aan de leeftijdseis van {site}.',
  'failure.max-attempts-exceeded': 'Alle pogingen zijn gebruikt zonder resultaat.',
  'failure.fraudulent-activity-detected':
    'De controle is gestopt omdat er iets niet leek te kloppen.',
  done: 'Klaar',
  redirecting: 'Je gaat terug naar {site}…',
  redirectingAfterOffer:
    'Over een paar seconden ga je terug naar {site}, tenzij je eerst een leeftijdssleutel bewaart.',
  continueLink: 'Verder naar {site}',
  closeWindow: 'Je kunt dit venster nu sluiten.',
  handoffDone: 'Klaar. Je kunt verder op je computer.',
  phoneToggle: 'Verder op je telefoon',
  phoneHelp:
    'Scan deze code met de camera van je telefoon en rond het daar af. Deze pagina werkt zichzelf bij.',
  qrAlt: 'QR-code die deze leeftijdscontrole op je telefoon opent',
  phoneLink: 'Of open deze link op je telefoon:',
  expiredTitle: 'Deze link is verlopen',
  expiredBody:
    'Links voor een leeftijdscontrole zijn 14 dagen geldig. Ga terug naar de website waar je vandaan kwam en start de leeftijdscontrole opnieuw.',
  finishedTitle: 'Deze leeftijdscontrole is afgerond',
  finishedBody:
    'Er is al een resultaat, dus deze link opent de controle niet meer. Ga terug naar de website waar je vandaan kwam; vraagt die nog steeds naar je leeftijd, start de leeftijdscontrole daar dan opnieuw.',
  invalidTitle: 'Deze link werkt niet',
  invalidBody:
    'De link is onvolledig of is gewijzigd. Ga terug naar de website waar je vandaan kwam en start de leeftijdscontrole opnieuw.',
  frameNotAllowed:
    'Deze leeftijdscontrole wordt getoond binnen een website die daarvoor niet is geregistreerd. Open de leeftijdscontrole vanuit de webwinkel zelf.',
};
