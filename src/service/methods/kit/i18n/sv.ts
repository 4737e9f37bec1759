import type { en } from './en';

/** Swedish widget text (glossary: src/service/i18n/glossary/sv.md). */
export const sv: typeof en = {
  title: 'Ålderskontroll',
  testModeBar: 'TESTLÄGE — resultaten gäller bara för test',
  stepOf: 'Steg {n} av 3 — {label}',
  stepLabelChoose: 'Välj metod',
  stepLabelVerify: 'Bevisa din ålder',
  stepChoose: 'Välj hur du vill bevisa din ålder',
  stepResult: 'Resultat',
  language: 'Språk',
  intro: '{site} ber dig bekräfta din ålder.',
  nextChoose:
    'Sedan bevisar du din ålder med den metod du väljer. {site} får bara veta resultatet.',
  nextVerify: 'Sedan ser du ditt resultat, och {site} får besked.',
  checking: 'Vi kontrollerar vad den här webbläsaren stöder…',
  attemptsLeft: '{n, plural, =0 {Inga försök kvar} one {# försök kvar} other {# försök kvar}}',
  noMethodsLive:
    'Den här tjänsten har ännu ingen kontrollmetod, så din ålder kan inte kontrolleras här. Gå tillbaka till {site} och meddela dem.',
  noMethodsDevice:
    'Ingen av de tillgängliga metoderna fungerar i den här webbläsaren eller appen. Öppna länken i din vanliga webbläsare eller fortsätt på din telefon.',
  back: 'Välj en annan metod',
  simTitle: 'Simulera ett utfall',
  simHelp: 'Välj vad kontrollen med {method} ska komma fram till.',
  'outcome.adult': 'Vuxen (30)',
  'outcome.teen': 'Tonåring (16)',
  'outcome.child': 'Barn (10)',
  'outcome.inconclusive': 'Oklart (ingen åldersindikation)',
  'outcome.fraudulent': 'Bedrägeri (förfalskning upptäckt)',
  'outcome.custom': 'Egen ålder',
  customAge: 'Ålder i år',
  customAgeInvalid: 'Ange ett helt antal år från 0 till 120.',
  walletKind: 'Plånbok',
  'wallet.eudi-wallet': 'EU:s digitala identitetsplånbok',
  'wallet.apple-wallet': 'Apple Wallet (legitimation)',
  'wallet.google-wallet': 'Google Wallet (legitimation)',
  submit: 'Skicka simulerat resultat',
  working: 'Kontrollerar…',
  inconclusive:
    'Din ålder kunde inte fastställas med {method}. Försök igen ({n, plural, one {# försök kvar} other {# försök kvar}}) eller välj en annan metod.',
  methodExhausted: 'Alla försök med {method} är förbrukade. Välj en annan metod.',
  errorNetwork:
    'Det gick inte att nå kontrolltjänsten. Kontrollera din anslutning och försök igen.',
  errorGeneric: 'Det fungerade inte: {detail}. Försök igen eller välj en annan metod.',
  loadFailed: 'Det här steget kunde inte läsas in. Kontrollera din anslutning och ladda om sidan.',
  pass: 'Din ålder är bekräftad',
  passDetail: '{site} har fått besked om att du uppfyller åldersgränsen.',
  fail: 'Din ålder kunde inte bekräftas',
  'failure.age-criteria-not-met': 'Du uppfyller inte åldersgränsen hos {site}.',
  'failure.max-attempts-exceeded': 'Alla försök har förbrukats utan resultat.',
  'failure.fraudulent-activity-detected': 'Kontrollen avbröts eftersom något såg fel ut.',
  done: 'Klart',
  redirecting: 'Du skickas tillbaka till {site}…',
  redirectingAfterOffer:
    'Om några sekunder skickas du tillbaka till {site}, om du inte sparar en åldersnyckel först.',
  continueLink: 'Fortsätt till {site}',
  closeWindow: 'Du kan stänga det här fönstret nu.',
  handoffDone: 'Klart. Du kan fortsätta på din dator.',
  phoneToggle: 'Fortsätt på din telefon',
  phoneHelp:
    'Skanna koden med telefonens kamera och slutför där. Den här sidan uppdateras av sig själv.',
  qrAlt: 'QR-kod som öppnar den här ålderskontrollen på din telefon',
  phoneLink: 'Eller öppna den här länken på din telefon:',
  expiredTitle: 'Länken har gått ut',
  expiredBody:
    'Länkar till ålderskontroller gäller i 14 dagar. Gå tillbaka till webbplatsen du kom från och starta ålderskontrollen igen.',
  finishedTitle: 'Den här ålderskontrollen är avslutad',
  finishedBody:
    'Den har redan ett resultat, så länken öppnar den inte längre. Gå tillbaka till webbplatsen du kom från; om den fortfarande frågar efter din ålder, starta ålderskontrollen igen där.',
  invalidTitle: 'Länken fungerar inte',
  invalidBody:
    'Länken är ofullständig eller har ändrats. Gå tillbaka till webbplatsen du kom från och starta ålderskontrollen igen.',
  frameNotAllowed:
    'Den här ålderskontrollen visas på en webbplats som inte är registrerad för den. Öppna ålderskontrollen direkt från butiken.',
};
