import type { en } from './en';

/** Slovenian widget text (glossary: src/service/i18n/glossary/sl.md). */
export const sl: typeof en = {
  title: 'Preverjanje starosti',
  testModeBar: 'TESTNI NAČIN — rezultati veljajo samo za preizkušanje',
  stepOf: 'Korak {n} od 3 — {label}',
  stepLabelChoose: 'Izbira metode',
  stepLabelVerify: 'Dokazovanje starosti',
  stepChoose: 'Izberite, kako boste dokazali svojo starost',
  stepResult: 'Rezultat',
  language: 'Jezik',
  intro: '{site} vas prosi, da potrdite svojo starost.',
  nextChoose: 'Naprej: starost dokažete z izbrano metodo. {site} izve samo rezultat.',
  nextVerify: 'Naprej: vidite rezultat, ki ga prejme tudi {site}.',
  checking: 'Preverjamo, kaj podpira ta brskalnik …',
  attemptsLeft:
    '{n, plural, =0 {Ni več poskusov} one {Še # poskus} two {Še # poskusa} few {Še # poskusi} other {Še # poskusov}}',
  noMethodsLive:
    'Ta storitev še nima nobene metode preverjanja, zato vaše starosti tu ni mogoče preveriti. Vrnite se na spletno mesto {site} in jih o tem obvestite.',
  noMethodsDevice:
    'Nobena od razpoložljivih metod ne deluje v tem brskalniku ali aplikaciji. To povezavo odprite v svojem običajnem brskalniku ali nadaljujte v telefonu.',
  back: 'Izberi drugo metodo',
  simTitle: 'Simuliraj rezultat',
  simHelp: 'Izberite, kaj naj ugotovi preverjanje z metodo »{method}«.',
  'outcome.adult': 'Odrasla oseba (30 let)',
  'outcome.teen': 'Najstnik (16 let)',
  'outcome.child': 'Otrok (10 let)',
  'outcome.inconclusive': 'Neodločeno (ni podatka o starosti)',
  'outcome.fraudulent': 'Goljufija (zaznano ponarejanje)',
  'outcome.custom': 'Poljubna starost',
  customAge: 'Starost v letih',
  customAgeInvalid: 'Vnesite celo število let od 0 do 120.',
  walletKind: 'Denarnica',
  'wallet.eudi-wallet': 'Evropska denarnica za digitalno identiteto',
  'wallet.apple-wallet': 'Apple Wallet (dokument)',
  'wallet.google-wallet': 'Google Wallet (dokument)',
  submit: 'Pošlji simulirani rezultat',
  working: 'Preverjanje …',
  inconclusive:
    'Vaše starosti z metodo »{method}« ni bilo mogoče ugotoviti. Poskusite znova ({n, plural, one {še # poskus} two {še # poskusa} few {še # poskusi} other {še # poskusov}}) ali izberite drugo metodo.',
  methodExhausted: 'Vsi poskusi z metodo »{method}« so porabljeni. Izberite drugo metodo.',
  errorNetwork: 'Storitev za preverjanje ni dosegljiva. Preverite povezavo in poskusite znova.',
  errorGeneric: 'Ni uspelo: {detail}. Poskusite znova ali izberite drugo metodo.',
  loadFailed: 'Tega koraka ni bilo mogoče naložiti. Preverite povezavo in znova naložite stran.',
  pass: 'Vaša starost je potrjena',
  passDetail: 'Spletno mesto {site} je obveščeno, da izpolnjujete njegov starostni pogoj.',
  fail: 'Vaše starosti ni bilo mogoče potrditi',
  'failure.age-criteria-not-met': 'Ne izpolnjujete starostnega pogoja spletnega mesta {site}.',
  'failure.max-attempts-exceeded': 'Vsi poskusi so bili porabljeni brez rezultata.',
  'failure.fraudulent-activity-detected':
    'Preverjanje je bilo ustavljeno, ker se je nekaj zdelo narobe.',
  done: 'Končano',
  redirecting: 'Vračamo vas na spletno mesto {site} …',
  redirectingAfterOffer:
    'Čez nekaj sekund vas vrnemo na spletno mesto {site}, razen če prej shranite starostni ključ.',
  continueLink: 'Naprej na {site}',
  closeWindow: 'Zdaj lahko zaprete to okno.',
  handoffDone: 'Končano. Nadaljujete lahko v računalniku.',
  phoneToggle: 'Nadaljuj v telefonu',
  phoneHelp: 'To kodo skenirajte s kamero telefona in tam dokončajte. Ta stran se posodobi sama.',
  qrAlt: 'Koda QR, ki to preverjanje starosti odpre v vašem telefonu',
  phoneLink: 'Ali pa to povezavo odprite v telefonu:',
  expiredTitle: 'Ta povezava je potekla',
  expiredBody:
    'Povezave za preverjanje starosti veljajo 14 dni. Vrnite se na spletno mesto, s katerega ste prišli, in znova začnite preverjanje starosti.',
  finishedTitle: 'To preverjanje starosti je končano',
  finishedBody:
    'Rezultat že ima, zato ga ta povezava ne odpre več. Vrnite se na spletno mesto, s katerega ste prišli; če vas še vedno sprašuje po starosti, tam znova začnite preverjanje starosti.',
  invalidTitle: 'Ta povezava ne deluje',
  invalidBody:
    'Povezava je nepopolna ali spremenjena. Vrnite se na spletno mesto, s katerega ste prišli, in znova začnite preverjanje starosti.',
  frameNotAllowed:
    'To preverjanje starosti je prikazano na spletnem mestu, ki zanj ni registrirano. Preverjanje starosti odprite neposredno v trgovini.',
};
