import type { en } from './en';

/** Latvian widget text (glossary: src/service/i18n/glossary/lv.md). */
export const lv: typeof en = {
  title: 'Vecuma pārbaude',
  testModeBar: 'TESTA REŽĪMS — rezultāti der tikai testēšanai',
  stepOf: '{n}. solis no 3 — {label}',
  stepLabelChoose: 'Izvēlēties veidu',
  stepLabelVerify: 'Apliecināt vecumu',
  stepChoose: 'Izvēlieties, kā apliecināt savu vecumu',
  stepResult: 'Rezultāts',
  language: 'Valoda',
  intro: '{site} lūdz jūs apstiprināt savu vecumu.',
  nextChoose:
    'Tālāk jūs apliecināsiet savu vecumu izvēlētajā veidā. {site} uzzinās tikai rezultātu.',
  nextVerify: 'Tālāk jūs redzēsiet rezultātu, un {site} to uzzinās.',
  checking: 'Pārbaudām, ko šī pārlūkprogramma atbalsta…',
  attemptsLeft:
    '{n, plural, =0 {Mēģinājumu vairs nav} zero {Atlikuši # mēģinājumi} one {Atlicis # mēģinājums} other {Atlikuši # mēģinājumi}}',
  noMethodsLive:
    'Šajā pakalpojumā vēl nav pieejams neviens pārbaudes veids, tāpēc jūsu vecumu šeit nevar pārbaudīt. Lūdzu, atgriezieties vietnē {site} un paziņojiet par to.',
  noMethodsDevice:
    'Neviens no pieejamajiem veidiem nedarbojas šajā pārlūkprogrammā vai lietotnē. Atveriet šo saiti savā ierastajā pārlūkprogrammā vai turpiniet tālrunī.',
  back: 'Izvēlēties citu veidu',
  simTitle: 'Simulēt rezultātu',
  simHelp: 'Izvēlieties, ko pārbaudei „{method}“ jākonstatē.',
  'outcome.adult': 'Pieaugušais (30)',
  'outcome.teen': 'Pusaudzis (16)',
  'outcome.child': 'Bērns (10)',
  'outcome.inconclusive': 'Nenoteikts (nav vecuma pazīmju)',
  'outcome.fraudulent': 'Krāpniecisks (konstatēta viltošana)',
  'outcome.custom': 'Cits vecums',
  customAge: 'Vecums gados',
  customAgeInvalid: 'Ievadiet veselu gadu skaitu no 0 līdz 120.',
  walletKind: 'Maks',
  'wallet.eudi-wallet': 'Eiropas digitālās identitātes maks',
  'wallet.apple-wallet': 'Apple Wallet (personas apliecība)',
  'wallet.google-wallet': 'Google Wallet (personas apliecība)',
  submit: 'Nosūtīt simulēto rezultātu',
  working: 'Pārbaudām…',
  inconclusive:
    'Jūsu vecumu neizdevās noteikt ar veidu „{method}“. Mēģiniet vēlreiz ({n, plural, zero {atlikuši # mēģinājumi} one {atlicis # mēģinājums} other {atlikuši # mēģinājumi}}) vai izvēlieties citu veidu.',
  methodExhausted: 'Visi veida „{method}“ mēģinājumi ir izmantoti. Izvēlieties citu veidu.',
  errorNetwork:
    'Neizdevās sazināties ar pārbaudes pakalpojumu. Pārbaudiet savienojumu un mēģiniet vēlreiz.',
  errorGeneric: 'Tas neizdevās: {detail}. Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  loadFailed: 'Šo soli neizdevās ielādēt. Pārbaudiet savienojumu un pārlādējiet lapu.',
  pass: 'Jūsu vecums ir apstiprināts',
  passDetail: 'Vietnei {site} ir paziņots, ka jūs atbilstat tās vecuma prasībām.',
  fail: 'Jūsu vecumu neizdevās apstiprināt',
  'failure.age-criteria-not-met': 'Jūs neatbilstat vietnes {site} vecuma prasībām.',
  'failure.max-attempts-exceeded': 'Visi mēģinājumi ir izmantoti bez rezultāta.',
  'failure.fraudulent-activity-detected': 'Pārbaude tika pārtraukta, jo kaut kas šķita aizdomīgs.',
  done: 'Gatavs',
  redirecting: 'Novirzām jūs atpakaļ uz vietni {site}…',
  redirectingAfterOffer:
    'Pēc dažām sekundēm jūs atgriezīsieties vietnē {site}, ja vien vispirms nesaglabāsiet vecuma atslēgu.',
  continueLink: 'Turpināt uz {site}',
  closeWindow: 'Tagad varat aizvērt šo logu.',
  handoffDone: 'Gatavs. Varat turpināt datorā.',
  phoneToggle: 'Turpināt tālrunī',
  phoneHelp: 'Noskenējiet šo kodu ar tālruņa kameru un pabeidziet tur. Šī lapa atjaunināsies pati.',
  qrAlt: 'QR kods, kas atver šo vecuma pārbaudi jūsu tālrunī',
  phoneLink: 'Vai atveriet šo saiti savā tālrunī:',
  expiredTitle: 'Šīs saites derīgums ir beidzies',
  expiredBody:
    'Vecuma pārbaudes saites ir derīgas 14 dienas. Atgriezieties vietnē, no kuras atnācāt, un sāciet vecuma pārbaudi no jauna.',
  finishedTitle: 'Šī vecuma pārbaude ir pabeigta',
  finishedBody:
    'Tai jau ir rezultāts, tāpēc šī saite to vairs neatver. Atgriezieties vietnē, no kuras atnācāt; ja tā joprojām jautā jūsu vecumu, sāciet vecuma pārbaudi tur no jauna.',
  invalidTitle: 'Šī saite nedarbojas',
  invalidBody:
    'Saite ir nepilnīga vai tika mainīta. Atgriezieties vietnē, no kuras atnācāt, un sāciet vecuma pārbaudi no jauna.',
  frameNotAllowed:
    'Šī vecuma pārbaude tiek rādīta vietnē, kas tai nav reģistrēta. Atveriet vecuma pārbaudi tieši no veikala.',
};
