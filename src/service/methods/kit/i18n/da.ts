import type { en } from './en';

/** Danish widget text (glossary: src/service/i18n/glossary/da.md). */
export const da: typeof en = {
  title: 'Alderskontrol',
  testModeBar: 'TESTTILSTAND — resultater gælder kun til test',
  stepOf: 'Trin {n} af 3 — {label}',
  stepLabelChoose: 'Vælg en metode',
  stepLabelVerify: 'Bevis din alder',
  stepChoose: 'Vælg, hvordan du vil bevise din alder',
  stepResult: 'Resultat',
  language: 'Sprog',
  intro: '{site} beder dig bekræfte din alder.',
  nextChoose:
    'Herefter beviser du din alder med den metode, du vælger. {site} får kun resultatet at vide.',
  nextVerify: 'Herefter ser du dit resultat, og {site} får besked.',
  checking: 'Vi tjekker, hvad denne browser understøtter…',
  attemptsLeft:
    '{n, plural, =0 {Ingen forsøg tilbage} one {# forsøg tilbage} other {# forsøg tilbage}}',
  noMethodsLive:
    'Der er endnu ingen kontrolmetode på denne tjeneste, så din alder kan ikke kontrolleres her. Gå tilbage til {site}, og giv dem besked.',
  noMethodsDevice:
    'Ingen af de tilgængelige metoder virker i denne browser eller app. Åbn linket i din almindelige webbrowser, eller fortsæt på din telefon.',
  back: 'Vælg en anden metode',
  simTitle: 'Simuler et udfald',
  simHelp: 'Vælg, hvad kontrollen med {method} skal finde.',
  'outcome.adult': 'Voksen (30)',
  'outcome.teen': 'Teenager (16)',
  'outcome.child': 'Barn (10)',
  'outcome.inconclusive': 'Uafklaret (intet alderssignal)',
  'outcome.fraudulent': 'Svindel (forfalskning opdaget)',
  'outcome.custom': 'Valgfri alder',
  customAge: 'Alder i år',
  customAgeInvalid: 'Indtast et helt antal år fra 0 til 120.',
  walletKind: 'Tegnebog',
  'wallet.eudi-wallet': 'EU’s digitale identitetstegnebog',
  'wallet.apple-wallet': 'Apple Wallet (legitimation)',
  'wallet.google-wallet': 'Google Wallet (legitimation)',
  submit: 'Send simuleret resultat',
  working: 'Kontrollerer…',
  inconclusive:
    'Din alder kunne ikke fastslås med {method}. Prøv igen ({n, plural, one {# forsøg tilbage} other {# forsøg tilbage}}), eller vælg en anden metode.',
  methodExhausted: 'Alle forsøg med {method} er brugt. Vælg en anden metode.',
  errorNetwork: 'Kontroltjenesten kunne ikke nås. Tjek din forbindelse, og prøv igen.',
  errorGeneric: 'Det lykkedes ikke: {detail}. Prøv igen, eller vælg en anden metode.',
  loadFailed: 'Dette trin kunne ikke indlæses. Tjek din forbindelse, og genindlæs siden.',
  pass: 'Din alder er bekræftet',
  passDetail: '{site} har fået besked om, at du opfylder aldersgrænsen.',
  fail: 'Din alder kunne ikke bekræftes',
  'failure.age-criteria-not-met': 'Du opfylder ikke aldersgrænsen hos {site}.',
  'failure.max-attempts-exceeded': 'Alle forsøg er brugt uden et resultat.',
  'failure.fraudulent-activity-detected': 'Kontrollen blev stoppet, fordi noget så forkert ud.',
  done: 'Færdig',
  redirecting: 'Du sendes tilbage til {site}…',
  redirectingAfterOffer:
    'Om få sekunder sendes du tilbage til {site}, medmindre du først gemmer en aldersnøgle.',
  continueLink: 'Fortsæt til {site}',
  closeWindow: 'Du kan lukke dette vindue nu.',
  handoffDone: 'Færdig. Du kan fortsætte på din computer.',
  phoneToggle: 'Fortsæt på din telefon',
  phoneHelp:
    'Scan koden med din telefons kamera, og gør det færdigt der. Siden opdaterer sig selv.',
  qrAlt: 'QR-kode, der åbner denne alderskontrol på din telefon',
  phoneLink: 'Eller åbn dette link på din telefon:',
  expiredTitle: 'Linket er udløbet',
  expiredBody:
    'Links til alderskontrol gælder i 14 dage. Gå tilbage til den hjemmeside, du kom fra, og start alderskontrollen igen.',
  finishedTitle: 'Denne alderskontrol er afsluttet',
  finishedBody:
    'Den har allerede et resultat, så linket åbner den ikke længere. Gå tilbage til den hjemmeside, du kom fra; spørger den stadig om din alder, så start alderskontrollen igen der.',
  invalidTitle: 'Linket virker ikke',
  invalidBody:
    'Linket er ufuldstændigt eller er blevet ændret. Gå tilbage til den hjemmeside, du kom fra, og start alderskontrollen igen.',
  frameNotAllowed:
    'Denne alderskontrol vises på en hjemmeside, der ikke er registreret til den. Åbn alderskontrollen direkte fra webshoppen.',
};
