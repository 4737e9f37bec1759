import type { en } from './en';

/** Estonian widget text (glossary: src/service/i18n/glossary/et.md). */
export const et: typeof en = {
  title: 'Vanusekontroll',
  testModeBar: 'TESTREŽIIM — tulemused kehtivad ainult testimiseks',
  stepOf: 'Samm {n}/3 — {label}',
  stepLabelChoose: 'Vali meetod',
  stepLabelVerify: 'Tõenda oma vanust',
  stepChoose: 'Vali, kuidas oma vanust tõendad',
  stepResult: 'Tulemus',
  language: 'Keel',
  intro: '{site} palub sul oma vanust kinnitada.',
  nextChoose: 'Edasi: tõendad oma vanust valitud meetodiga. {site} saab teada ainult tulemuse.',
  nextVerify: 'Edasi: näed oma tulemust ja {site} saab sellest teada.',
  checking: 'Kontrollime, mida see brauser toetab…',
  attemptsLeft:
    '{n, plural, =0 {Katseid pole enam jäänud} one {Jäänud on # katse} other {Jäänud on # katset}}',
  noMethodsLive:
    'Selles teenuses pole veel ühtegi kontrollimeetodit, seega ei saa sinu vanust siin kontrollida. Mine tagasi saidile {site} ja anna neile sellest teada.',
  noMethodsDevice:
    'Ükski pakutud meetod ei tööta selles brauseris ega rakenduses. Ava see link oma tavalises brauseris või jätka telefonis.',
  back: 'Vali muu meetod',
  simTitle: 'Simuleeri tulemust',
  simHelp: 'Vali, mida meetodi „{method}“ kontroll peaks leidma.',
  'outcome.adult': 'Täiskasvanu (30)',
  'outcome.teen': 'Nooruk (16)',
  'outcome.child': 'Laps (10)',
  'outcome.inconclusive': 'Tulemuseta (vanuse signaal puudub)',
  'outcome.fraudulent': 'Pettus (võltsimine tuvastatud)',
  'outcome.custom': 'Oma vanus',
  customAge: 'Vanus aastates',
  customAgeInvalid: 'Sisesta täisarv aastaid vahemikus 0–120.',
  walletKind: 'Kukkur',
  'wallet.eudi-wallet': 'Euroopa digitaalse identiteedi kukkur',
  'wallet.apple-wallet': 'Apple Wallet (isikutunnistus)',
  'wallet.google-wallet': 'Google Wallet (isikutunnistus)',
  submit: 'Saada simuleeritud tulemus',
  working: 'Kontrollime…',
  inconclusive:
    'Sinu vanust ei õnnestunud meetodiga „{method}“ kindlaks teha. Proovi uuesti ({n, plural, one {jäänud on # katse} other {jäänud on # katset}}) või vali muu meetod.',
  methodExhausted: 'Kõik meetodi „{method}“ katsed on kasutatud. Vali muu meetod.',
  errorNetwork: 'Kontrolliteenusega ei saadud ühendust. Kontrolli ühendust ja proovi uuesti.',
  errorGeneric: 'See ei õnnestunud: {detail}. Proovi uuesti või vali muu meetod.',
  loadFailed: 'Seda sammu ei õnnestunud laadida. Kontrolli ühendust ja laadi leht uuesti.',
  pass: 'Sinu vanus on kinnitatud',
  passDetail: '{site} on saanud teada, et vastad tema vanusenõudele.',
  fail: 'Sinu vanust ei õnnestunud kinnitada',
  'failure.age-criteria-not-met': 'Sa ei vasta saidi {site} vanusenõudele.',
  'failure.max-attempts-exceeded': 'Kõik katsed kasutati ära ilma tulemuseta.',
  'failure.fraudulent-activity-detected': 'Kontroll peatati, sest miski tundus kahtlane.',
  done: 'Valmis',
  redirecting: 'Suuname sind tagasi saidile {site}…',
  redirectingAfterOffer:
    'Suuname sind mõne sekundi pärast tagasi saidile {site}, kui sa enne vanusevõtit ei salvesta.',
  continueLink: 'Jätka saidile {site}',
  closeWindow: 'Võid selle akna nüüd sulgeda.',
  handoffDone: 'Valmis. Võid arvutis jätkata.',
  phoneToggle: 'Jätka telefonis',
  phoneHelp: 'Skanni see kood telefoni kaameraga ja lõpeta seal. See leht uueneb ise.',
  qrAlt: 'QR-kood, mis avab selle vanusekontrolli sinu telefonis',
  phoneLink: 'Või ava see link oma telefonis:',
  expiredTitle: 'See link on aegunud',
  expiredBody:
    'Vanusekontrolli lingid kehtivad 14 päeva. Mine tagasi saidile, kust tulid, ja alusta vanusekontrolli uuesti.',
  finishedTitle: 'See vanusekontroll on lõppenud',
  finishedBody:
    'Sellel on juba tulemus, seega see link seda enam ei ava. Mine tagasi saidile, kust tulid; kui see küsib ikka sinu vanust, alusta vanusekontrolli seal uuesti.',
  invalidTitle: 'See link ei tööta',
  invalidBody:
    'Link on puudulik või seda on muudetud. Mine tagasi saidile, kust tulid, ja alusta vanusekontrolli uuesti.',
  frameNotAllowed:
    'Seda vanusekontrolli näidatakse saidil, mis pole selle jaoks registreeritud. Ava vanusekontroll otse e-poest.',
};
