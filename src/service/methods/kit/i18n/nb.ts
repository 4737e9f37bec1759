import type { en } from './en';

/** Norwegian Bokmål widget text (glossary: src/service/i18n/glossary/nb.md). */
export const nb: typeof en = {
  title: 'Alderskontroll',
  testModeBar: 'TESTMODUS — resultatene gjelder bare for testing',
  stepOf: 'Trinn {n} av 3 — {label}',
  stepLabelChoose: 'Velg metode',
  stepLabelVerify: 'Bevis alderen din',
  stepChoose: 'Velg hvordan du vil bevise alderen din',
  stepResult: 'Resultat',
  language: 'Språk',
  intro: '{site} ber deg bekrefte alderen din.',
  nextChoose:
    'Deretter beviser du alderen din med metoden du velger. {site} får bare vite resultatet.',
  nextVerify: 'Deretter ser du resultatet ditt, og {site} får beskjed.',
  checking: 'Vi sjekker hva denne nettleseren støtter…',
  attemptsLeft: '{n, plural, =0 {Ingen forsøk igjen} one {# forsøk igjen} other {# forsøk igjen}}',
  noMethodsLive:
    'Denne tjenesten har ingen kontrollmetode ennå, så alderen din kan ikke kontrolleres her. Gå tilbake til {site} og gi dem beskjed.',
  noMethodsDevice:
    'Ingen av de tilgjengelige metodene fungerer i denne nettleseren eller appen. Åpne lenken i den vanlige nettleseren din, eller fortsett på mobilen.',
  back: 'Velg en annen metode',
  simTitle: 'Simuler et utfall',
  simHelp: 'Velg hva kontrollen med {method} skal finne.',
  'outcome.adult': 'Voksen (30)',
  'outcome.teen': 'Tenåring (16)',
  'outcome.child': 'Barn (10)',
  'outcome.inconclusive': 'Uavklart (ingen alderssignaler)',
  'outcome.fraudulent': 'Svindel (forfalskning oppdaget)',
  'outcome.custom': 'Egendefinert alder',
  customAge: 'Alder i år',
  customAgeInvalid: 'Skriv inn et helt antall år fra 0 til 120.',
  walletKind: 'Lommebok',
  'wallet.eudi-wallet': 'EUs digitale identitetslommebok',
  'wallet.apple-wallet': 'Apple Wallet (legitimasjon)',
  'wallet.google-wallet': 'Google Wallet (legitimasjon)',
  submit: 'Send simulert resultat',
  working: 'Kontrollerer…',
  inconclusive:
    'Alderen din kunne ikke fastslås med {method}. Prøv igjen ({n, plural, one {# forsøk igjen} other {# forsøk igjen}}), eller velg en annen metode.',
  methodExhausted: 'Alle forsøk med {method} er brukt opp. Velg en annen metode.',
  errorNetwork: 'Kontrolltjenesten kunne ikke nås. Sjekk tilkoblingen din og prøv igjen.',
  errorGeneric: 'Det fungerte ikke: {detail}. Prøv igjen, eller velg en annen metode.',
  loadFailed:
    'Dette trinnet kunne ikke lastes inn. Sjekk tilkoblingen din og last inn siden på nytt.',
  pass: 'Alderen din er bekreftet',
  passDetail: '{site} har fått beskjed om at du oppfyller aldersgrensen.',
  fail: 'Alderen din kunne ikke bekreftes',
  'failure.age-criteria-not-met': 'Du oppfyller ikke aldersgrensen til {site}.',
  'failure.max-attempts-exceeded': 'Alle forsøkene ble brukt uten resultat.',
  'failure.fraudulent-activity-detected': 'Kontrollen ble stoppet fordi noe så galt ut.',
  done: 'Ferdig',
  redirecting: 'Du sendes tilbake til {site}…',
  redirectingAfterOffer:
    'Om noen sekunder sendes du tilbake til {site}, med mindre du lagrer en aldersnøkkel først.',
  continueLink: 'Fortsett til {site}',
  closeWindow: 'Du kan lukke dette vinduet nå.',
  handoffDone: 'Ferdig. Du kan fortsette på datamaskinen.',
  phoneToggle: 'Fortsett på mobilen',
  phoneHelp: 'Skann koden med kameraet på mobilen og fullfør der. Denne siden oppdaterer seg selv.',
  qrAlt: 'QR-kode som åpner denne alderskontrollen på mobilen',
  phoneLink: 'Eller åpne denne lenken på mobilen:',
  expiredTitle: 'Lenken er utløpt',
  expiredBody:
    'Lenker til alderskontroll gjelder i 14 dager. Gå tilbake til nettstedet du kom fra, og start alderskontrollen på nytt.',
  finishedTitle: 'Denne alderskontrollen er fullført',
  finishedBody:
    'Den har allerede et resultat, så lenken åpner den ikke lenger. Gå tilbake til nettstedet du kom fra; spør det fortsatt om alderen din, start alderskontrollen på nytt der.',
  invalidTitle: 'Lenken fungerer ikke',
  invalidBody:
    'Lenken er ufullstendig eller har blitt endret. Gå tilbake til nettstedet du kom fra, og start alderskontrollen på nytt.',
  frameNotAllowed:
    'Denne alderskontrollen vises på et nettsted som ikke er registrert for den. Åpne alderskontrollen direkte fra nettbutikken.',
};
