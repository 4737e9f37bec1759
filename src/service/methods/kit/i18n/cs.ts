import type { en } from './en';

/** Czech widget text (glossary: src/service/i18n/glossary/cs.md). */
export const cs: typeof en = {
  title: 'Ověření věku',
  testModeBar: 'TESTOVACÍ REŽIM — výsledky platí jen pro testování',
  stepOf: 'Krok {n} ze 3 — {label}',
  stepLabelChoose: 'Výběr metody',
  stepLabelVerify: 'Prokázání věku',
  stepChoose: 'Vyberte, jak prokážete svůj věk',
  stepResult: 'Výsledek',
  language: 'Jazyk',
  intro: '{site} vás žádá o potvrzení věku.',
  nextChoose: 'Dále: prokážete svůj věk zvolenou metodou. {site} se dozví jen výsledek.',
  nextVerify: 'Dále: uvidíte výsledek a {site} ho dostane také.',
  checking: 'Zjišťujeme, co tento prohlížeč podporuje…',
  attemptsLeft:
    '{n, plural, =0 {Nezbývá žádný pokus} one {Zbývá # pokus} few {Zbývají # pokusy} many {Zbývá # pokusu} other {Zbývá # pokusů}}',
  noMethodsLive:
    'Tato služba zatím nenabízí žádnou metodu ověření, takže zde váš věk nelze ověřit. Vraťte se prosím na web {site} a dejte mu vědět.',
  noMethodsDevice:
    'Žádná z dostupných metod v tomto prohlížeči ani aplikaci nefunguje. Otevřete tento odkaz ve svém běžném prohlížeči, nebo pokračujte v telefonu.',
  back: 'Vybrat jinou metodu',
  simTitle: 'Simulovat výsledek',
  simHelp: 'Vyberte, co má ověření metodou „{method}“ zjistit.',
  'outcome.adult': 'Dospělý (30 let)',
  'outcome.teen': 'Dospívající (16 let)',
  'outcome.child': 'Dítě (10 let)',
  'outcome.inconclusive': 'Neprůkazné (žádný údaj o věku)',
  'outcome.fraudulent': 'Podvod (zjištěno podvržení)',
  'outcome.custom': 'Vlastní věk',
  customAge: 'Věk v letech',
  customAgeInvalid: 'Zadejte celý počet let od 0 do 120.',
  walletKind: 'Peněženka',
  'wallet.eudi-wallet': 'Evropská peněženka digitální identity',
  'wallet.apple-wallet': 'Apple Wallet (doklad)',
  'wallet.google-wallet': 'Google Wallet (doklad)',
  submit: 'Odeslat simulovaný výsledek',
  working: 'Ověřujeme…',
  inconclusive:
    'Metodou „{method}“ se váš věk nepodařilo zjistit. Zkuste to znovu ({n, plural, one {zbývá # pokus} few {zbývají # pokusy} many {zbývá # pokusu} other {zbývá # pokusů}}), nebo vyberte jinou metodu.',
  methodExhausted: 'Všechny pokusy metodou „{method}“ jsou vyčerpány. Vyberte jinou metodu.',
  errorNetwork: 'Ověřovací služba není dostupná. Zkontrolujte připojení a zkuste to znovu.',
  errorGeneric: 'Nepodařilo se: {detail}. Zkuste to znovu, nebo vyberte jinou metodu.',
  loadFailed: 'Tento krok se nepodařilo načíst. Zkontrolujte připojení a načtěte stránku znovu.',
  pass: 'Váš věk je ověřen',
  passDetail: 'Web {site} dostal informaci, že splňujete jeho věkový limit.',
  fail: 'Váš věk se nepodařilo ověřit',
  'failure.age-criteria-not-met': 'Nesplňujete věkový limit webu {site}.',
  'failure.max-attempts-exceeded': 'Všechny pokusy byly vyčerpány bez výsledku.',
  'failure.fraudulent-activity-detected':
    'Ověření bylo zastaveno, protože něco vypadalo podezřele.',
  done: 'Hotovo',
  redirecting: 'Vracíme vás na web {site}…',
  redirectingAfterOffer:
    'Za několik sekund vás vrátíme na web {site}, pokud si předtím neuložíte věkový klíč.',
  continueLink: 'Pokračovat na web {site}',
  closeWindow: 'Nyní můžete toto okno zavřít.',
  handoffDone: 'Hotovo. Můžete pokračovat na počítači.',
  phoneToggle: 'Pokračovat v telefonu',
  phoneHelp:
    'Naskenujte tento kód fotoaparátem telefonu a dokončete ověření tam. Tato stránka se aktualizuje sama.',
  qrAlt: 'QR kód, který otevře toto ověření věku ve vašem telefonu',
  phoneLink: 'Nebo otevřete tento odkaz ve svém telefonu:',
  expiredTitle: 'Platnost tohoto odkazu vypršela',
  expiredBody:
    'Odkazy na ověření věku platí 14 dní. Vraťte se na web, ze kterého jste přišli, a začněte ověření věku znovu.',
  finishedTitle: 'Toto ověření věku je dokončeno',
  finishedBody:
    'Už má výsledek, a proto ho tento odkaz neotevře. Vraťte se na web, ze kterého jste přišli; pokud se vás stále ptá na věk, začněte ověření věku znovu tam.',
  invalidTitle: 'Tento odkaz nefunguje',
  invalidBody:
    'Odkaz je neúplný nebo byl změněn. Vraťte se na web, ze kterého jste přišli, a začněte ověření věku znovu.',
  frameNotAllowed:
    'Toto ověření věku se zobrazuje na webu, který k tomu není registrován. Otevřete ověření věku přímo z obchodu.',
};
