import type { en } from './en';

/** Slovak widget text (glossary: src/service/i18n/glossary/sk.md). */
export const sk: typeof en = {
  title: 'Overenie veku',
  testModeBar: 'TESTOVACÍ REŽIM — výsledky platia len na testovanie',
  stepOf: 'Krok {n} z 3 — {label}',
  stepLabelChoose: 'Výber metódy',
  stepLabelVerify: 'Preukázanie veku',
  stepChoose: 'Vyberte, ako preukážete svoj vek',
  stepResult: 'Výsledok',
  language: 'Jazyk',
  intro: '{site} vás žiada o potvrdenie veku.',
  nextChoose: 'Ďalej: preukážete svoj vek zvolenou metódou. {site} sa dozvie len výsledok.',
  nextVerify: 'Ďalej: uvidíte výsledok a {site} ho dostane tiež.',
  checking: 'Zisťujeme, čo tento prehliadač podporuje…',
  attemptsLeft:
    '{n, plural, =0 {Nezostáva žiadny pokus} one {Zostáva # pokus} few {Zostávajú # pokusy} many {Zostáva # pokusu} other {Zostáva # pokusov}}',
  noMethodsLive:
    'Táto služba zatiaľ neponúka žiadnu metódu overenia, takže váš vek tu nemožno overiť. Vráťte sa, prosím, na stránku {site} a dajte im vedieť.',
  noMethodsDevice:
    'Žiadna z dostupných metód v tomto prehliadači ani aplikácii nefunguje. Otvorte tento odkaz vo svojom bežnom prehliadači alebo pokračujte v telefóne.',
  back: 'Vybrať inú metódu',
  simTitle: 'Simulovať výsledok',
  simHelp: 'Vyberte, čo má overenie metódou „{method}“ zistiť.',
  'outcome.adult': 'Dospelý (30 rokov)',
  'outcome.teen': 'Dospievajúci (16 rokov)',
  'outcome.child': 'Dieťa (10 rokov)',
  'outcome.inconclusive': 'Nepreukázateľné (žiadny údaj o veku)',
  'outcome.fraudulent': 'Podvod (zistené podvrhnutie)',
  'outcome.custom': 'Vlastný vek',
  customAge: 'Vek v rokoch',
  customAgeInvalid: 'Zadajte celý počet rokov od 0 do 120.',
  walletKind: 'Peňaženka',
  'wallet.eudi-wallet': 'Európska peňaženka digitálnej identity',
  'wallet.apple-wallet': 'Apple Wallet (doklad)',
  'wallet.google-wallet': 'Google Wallet (doklad)',
  submit: 'Odoslať simulovaný výsledok',
  working: 'Overujeme…',
  inconclusive:
    'Metódou „{method}“ sa váš vek nepodarilo zistiť. Skúste to znova ({n, plural, one {zostáva # pokus} few {zostávajú # pokusy} many {zostáva # pokusu} other {zostáva # pokusov}}) alebo vyberte inú metódu.',
  methodExhausted: 'Všetky pokusy metódou „{method}“ sú vyčerpané. Vyberte inú metódu.',
  errorNetwork: 'Overovacia služba nie je dostupná. Skontrolujte pripojenie a skúste to znova.',
  errorGeneric: 'Nepodarilo sa: {detail}. Skúste to znova alebo vyberte inú metódu.',
  loadFailed:
    'Tento krok sa nepodarilo načítať. Skontrolujte pripojenie a znova načítajte stránku.',
  pass: 'Váš vek je overený',
  passDetail: 'Stránka {site} dostala informáciu, že spĺňate jej vekovú hranicu.',
  fail: 'Váš vek sa nepodarilo overiť',
  'failure.age-criteria-not-met': 'Nespĺňate vekovú hranicu stránky {site}.',
  'failure.max-attempts-exceeded': 'Všetky pokusy sa vyčerpali bez výsledku.',
  'failure.fraudulent-activity-detected':
    'Overenie sa zastavilo, pretože niečo vyzeralo podozrivo.',
  done: 'Hotovo',
  redirecting: 'Vraciame vás na stránku {site}…',
  redirectingAfterOffer:
    'O niekoľko sekúnd vás vrátime na stránku {site}, ak si predtým neuložíte vekový kľúč.',
  continueLink: 'Pokračovať na stránku {site}',
  closeWindow: 'Teraz môžete toto okno zavrieť.',
  handoffDone: 'Hotovo. Môžete pokračovať na počítači.',
  phoneToggle: 'Pokračovať v telefóne',
  phoneHelp:
    'Naskenujte tento kód fotoaparátom telefónu a dokončite overenie tam. Táto stránka sa aktualizuje sama.',
  qrAlt: 'QR kód, ktorý otvorí toto overenie veku vo vašom telefóne',
  phoneLink: 'Alebo otvorte tento odkaz vo svojom telefóne:',
  expiredTitle: 'Platnosť tohto odkazu vypršala',
  expiredBody:
    'Odkazy na overenie veku platia 14 dní. Vráťte sa na stránku, z ktorej ste prišli, a začnite overenie veku znova.',
  finishedTitle: 'Toto overenie veku je dokončené',
  finishedBody:
    'Už má výsledok, preto ho tento odkaz neotvorí. Vráťte sa na stránku, z ktorej ste prišli; ak sa vás stále pýta na vek, začnite overenie veku znova tam.',
  invalidTitle: 'Tento odkaz nefunguje',
  invalidBody:
    'Odkaz je neúplný alebo bol zmenený. Vráťte sa na stránku, z ktorej ste prišli, a začnite overenie veku znova.',
  frameNotAllowed:
    'Toto overenie veku sa zobrazuje na stránke, ktorá na to nie je registrovaná. Otvorte overenie veku priamo z obchodu.',
};
