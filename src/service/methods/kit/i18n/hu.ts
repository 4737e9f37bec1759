import type { en } from './en';

/** Hungarian widget text (glossary: src/service/i18n/glossary/hu.md). */
export const hu: typeof en = {
  title: 'Életkor-ellenőrzés',
  testModeBar: 'TESZTMÓD — az eredmények csak tesztelésre szolgálnak',
  stepOf: '{n}/3. lépés — {label}',
  stepLabelChoose: 'Mód kiválasztása',
  stepLabelVerify: 'Életkor igazolása',
  stepChoose: 'Válassza ki, hogyan igazolja az életkorát',
  stepResult: 'Eredmény',
  language: 'Nyelv',
  intro: '{site} arra kéri, hogy erősítse meg az életkorát.',
  nextChoose:
    'Ezután a választott móddal igazolja az életkorát. {site} csak az eredményt tudja meg.',
  nextVerify: 'Ezután megtekintheti az eredményt, és {site} is értesül róla.',
  checking: 'Ellenőrizzük, mit támogat ez a böngésző…',
  attemptsLeft:
    '{n, plural, =0 {Nem maradt több próbálkozás} one {# próbálkozás maradt} other {# próbálkozás maradt}}',
  noMethodsLive:
    'Ebben a szolgáltatásban még nem érhető el ellenőrzési mód, ezért az életkorát itt nem lehet ellenőrizni. Kérjük, térjen vissza ide: {site}, és jelezze nekik.',
  noMethodsDevice:
    'Egyik elérhető mód sem működik ebben a böngészőben vagy alkalmazásban. Nyissa meg ezt a linket a szokásos böngészőjében, vagy folytassa a telefonján.',
  back: 'Másik mód választása',
  simTitle: 'Eredmény szimulálása',
  simHelp: 'Válassza ki, mit találjon ez az ellenőrzés: „{method}”.',
  'outcome.adult': 'Felnőtt (30)',
  'outcome.teen': 'Kamasz (16)',
  'outcome.child': 'Gyermek (10)',
  'outcome.inconclusive': 'Nem egyértelmű (nincs életkorjel)',
  'outcome.fraudulent': 'Csalás (hamisítás észlelve)',
  'outcome.custom': 'Egyéni életkor',
  customAge: 'Életkor években',
  customAgeInvalid: 'Adjon meg egy egész számot 0 és 120 között.',
  walletKind: 'Tárca',
  'wallet.eudi-wallet': 'Európai digitálisidentitás-tárca',
  'wallet.apple-wallet': 'Apple Wallet (igazolvány)',
  'wallet.google-wallet': 'Google Wallet (igazolvány)',
  submit: 'Szimulált eredmény küldése',
  working: 'Ellenőrzés…',
  inconclusive:
    'Az életkorát nem sikerült megállapítani ezzel a móddal: „{method}”. Próbálja újra ({n, plural, one {# próbálkozás maradt} other {# próbálkozás maradt}}), vagy válasszon másik módot.',
  methodExhausted:
    'Minden próbálkozás elfogyott ennél a módnál: „{method}”. Válasszon másik módot.',
  errorNetwork:
    'Az ellenőrző szolgáltatás nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  errorGeneric: 'Ez nem sikerült: {detail}. Próbálja újra, vagy válasszon másik módot.',
  loadFailed:
    'Ezt a lépést nem sikerült betölteni. Ellenőrizze a kapcsolatot, és töltse újra az oldalt.',
  pass: 'Az életkora megerősítve',
  passDetail: '{site} értesült arról, hogy Ön megfelel az életkori feltételének.',
  fail: 'Az életkorát nem sikerült megerősíteni',
  'failure.age-criteria-not-met': 'Ön nem felel meg {site} életkori feltételének.',
  'failure.max-attempts-exceeded': 'Minden próbálkozás elfogyott eredmény nélkül.',
  'failure.fraudulent-activity-detected': 'Az ellenőrzés leállt, mert valami gyanúsnak tűnt.',
  done: 'Kész',
  redirecting: 'Visszairányítjuk ide: {site}…',
  redirectingAfterOffer:
    'Néhány másodperc múlva visszairányítjuk ide: {site}, hacsak előbb nem ment el egy életkorkulcsot.',
  continueLink: 'Tovább ide: {site}',
  closeWindow: 'Most már bezárhatja ezt az ablakot.',
  handoffDone: 'Kész. Folytathatja a számítógépén.',
  phoneToggle: 'Folytatás telefonon',
  phoneHelp:
    'Olvassa be ezt a kódot a telefonja kamerájával, és fejezze be ott. Ez az oldal magától frissül.',
  qrAlt: 'QR-kód, amely megnyitja ezt az életkor-ellenőrzést a telefonján',
  phoneLink: 'Vagy nyissa meg ezt a linket a telefonján:',
  expiredTitle: 'Ez a link lejárt',
  expiredBody:
    'Az életkor-ellenőrzési linkek 14 napig érvényesek. Térjen vissza arra az oldalra, ahonnan érkezett, és kezdje újra az életkor-ellenőrzést.',
  finishedTitle: 'Ez az életkor-ellenőrzés befejeződött',
  finishedBody:
    'Már van eredménye, ezért ez a link többé nem nyitja meg. Térjen vissza arra az oldalra, ahonnan érkezett; ha továbbra is kéri az életkorát, ott kezdje újra az életkor-ellenőrzést.',
  invalidTitle: 'Ez a link nem működik',
  invalidBody:
    'A link hiányos, vagy módosították. Térjen vissza arra az oldalra, ahonnan érkezett, és kezdje újra az életkor-ellenőrzést.',
  frameNotAllowed:
    'Ez az életkor-ellenőrzés olyan oldalon jelenik meg, amely nincs hozzá regisztrálva. Nyissa meg az életkor-ellenőrzést közvetlenül a webáruházból.',
};
