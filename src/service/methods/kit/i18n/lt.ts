import type { en } from './en';

/** Lithuanian widget text (glossary: src/service/i18n/glossary/lt.md). */
export const lt: typeof en = {
  title: 'Amžiaus patikra',
  testModeBar: 'BANDOMASIS REŽIMAS — rezultatai galioja tik bandymams',
  stepOf: 'Žingsnis {n} iš 3 — {label}',
  stepLabelChoose: 'Pasirinkti būdą',
  stepLabelVerify: 'Įrodyti amžių',
  stepChoose: 'Pasirinkite, kaip įrodysite savo amžių',
  stepResult: 'Rezultatas',
  language: 'Kalba',
  intro: '{site} prašo jūsų patvirtinti savo amžių.',
  nextChoose: 'Toliau įrodysite savo amžių pasirinktu būdu. {site} sužinos tik rezultatą.',
  nextVerify: 'Toliau pamatysite rezultatą, o {site} jį sužinos.',
  checking: 'Tikriname, ką palaiko ši naršyklė…',
  attemptsLeft:
    '{n, plural, =0 {Bandymų nebeliko} one {Liko # bandymas} few {Liko # bandymai} many {Liko # bandymo} other {Liko # bandymų}}',
  noMethodsLive:
    'Šioje paslaugoje dar nėra jokio patikros būdo, todėl jūsų amžiaus čia patikrinti negalima. Grįžkite į svetainę {site} ir praneškite apie tai.',
  noMethodsDevice:
    'Nė vienas siūlomas būdas neveikia šioje naršyklėje ar programėlėje. Atidarykite šią nuorodą įprastoje naršyklėje arba tęskite telefone.',
  back: 'Pasirinkti kitą būdą',
  simTitle: 'Imituoti rezultatą',
  simHelp: 'Pasirinkite, ką turėtų nustatyti patikra „{method}“.',
  'outcome.adult': 'Suaugęs (30)',
  'outcome.teen': 'Paauglys (16)',
  'outcome.child': 'Vaikas (10)',
  'outcome.inconclusive': 'Neaišku (nėra amžiaus požymių)',
  'outcome.fraudulent': 'Sukčiavimas (aptikta klastotė)',
  'outcome.custom': 'Kitas amžius',
  customAge: 'Amžius metais',
  customAgeInvalid: 'Įveskite sveiką metų skaičių nuo 0 iki 120.',
  walletKind: 'Piniginė',
  'wallet.eudi-wallet': 'Europos skaitmeninės tapatybės piniginė',
  'wallet.apple-wallet': 'Apple Wallet (asmens dokumentas)',
  'wallet.google-wallet': 'Google Wallet (asmens dokumentas)',
  submit: 'Siųsti imituotą rezultatą',
  working: 'Tikriname…',
  inconclusive:
    'Jūsų amžiaus nepavyko nustatyti būdu „{method}“. Bandykite dar kartą ({n, plural, one {liko # bandymas} few {liko # bandymai} many {liko # bandymo} other {liko # bandymų}}) arba pasirinkite kitą būdą.',
  methodExhausted: 'Visi būdo „{method}“ bandymai išnaudoti. Pasirinkite kitą būdą.',
  errorNetwork:
    'Nepavyko susisiekti su patikros paslauga. Patikrinkite ryšį ir bandykite dar kartą.',
  errorGeneric: 'Nepavyko: {detail}. Bandykite dar kartą arba pasirinkite kitą būdą.',
  loadFailed: 'Šio žingsnio nepavyko įkelti. Patikrinkite ryšį ir iš naujo įkelkite puslapį.',
  pass: 'Jūsų amžius patvirtintas',
  passDetail: 'Svetainei {site} pranešta, kad atitinkate jos amžiaus reikalavimą.',
  fail: 'Jūsų amžiaus patvirtinti nepavyko',
  'failure.age-criteria-not-met': 'Neatitinkate svetainės {site} amžiaus reikalavimo.',
  'failure.max-attempts-exceeded': 'Visi bandymai išnaudoti be rezultato.',
  'failure.fraudulent-activity-detected': 'Patikra sustabdyta, nes kažkas atrodė įtartina.',
  done: 'Baigta',
  redirecting: 'Grąžiname jus į svetainę {site}…',
  redirectingAfterOffer:
    'Po kelių sekundžių grįšite į svetainę {site}, nebent pirma išsaugosite amžiaus raktą.',
  continueLink: 'Tęsti svetainėje {site}',
  closeWindow: 'Dabar galite uždaryti šį langą.',
  handoffDone: 'Baigta. Galite tęsti kompiuteryje.',
  phoneToggle: 'Tęsti telefone',
  phoneHelp:
    'Nuskaitykite šį kodą telefono kamera ir užbaikite ten. Šis puslapis atsinaujins pats.',
  qrAlt: 'QR kodas, atidarantis šią amžiaus patikrą jūsų telefone',
  phoneLink: 'Arba atidarykite šią nuorodą savo telefone:',
  expiredTitle: 'Ši nuoroda nebegalioja',
  expiredBody:
    'Amžiaus patikros nuorodos galioja 14 dienų. Grįžkite į svetainę, iš kurios atėjote, ir pradėkite amžiaus patikrą iš naujo.',
  finishedTitle: 'Ši amžiaus patikra baigta',
  finishedBody:
    'Ji jau turi rezultatą, todėl ši nuoroda jos nebeatidaro. Grįžkite į svetainę, iš kurios atėjote; jei ji vis dar klausia jūsų amžiaus, pradėkite amžiaus patikrą ten iš naujo.',
  invalidTitle: 'Ši nuoroda neveikia',
  invalidBody:
    'Nuoroda neišsami arba buvo pakeista. Grįžkite į svetainę, iš kurios atėjote, ir pradėkite amžiaus patikrą iš naujo.',
  frameNotAllowed:
    'Ši amžiaus patikra rodoma svetainėje, kuri jai neužregistruota. Atidarykite amžiaus patikrą tiesiai iš parduotuvės.',
};
