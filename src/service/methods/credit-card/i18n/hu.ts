/** Hungarian text of the credit-card method (glossary: src/service/i18n/glossary/hu.md). */
export const hu = {
  'method.credit-card': 'Hitelkártya',
  'describe.credit-card': 'Az Ön nevére szóló kártya igazolja, hogy elmúlt 18 éves',
  cardStart: 'Hitelkártya ellenőrzése',
  cardHelp:
    'A kártyakibocsátó egy {amount} összegű ellenőrzéssel erősíti meg a kártyát: pénzt nem vonunk le. Csak hitelkártya fogadható el: betéti és előre fizetett kártyát 18 év alattiak is kaphatnak.',
  cardNumber: 'Kártyaszám',
  cardExpiry: 'Lejárat (HH/ÉÉ)',
  cardCvc: 'Biztonsági kód (CVC)',
  cardCheck: 'Kártya ellenőrzése',
  cardTestTitle:
    'Tesztkártyák (tesztmód): bármilyen jövőbeli lejárat, bármilyen CVC. Az a kártya, amely nem tud életkort igazolni, nem használ el próbálkozást.',
  cardTestNumber: 'Kártyaszám',
  cardTestResult: 'Mit eredményez az ellenőrzés',
  cardTestUse: '{number} használata',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Tesztkártya: nem használt el próbálkozást.',
  'card.funding.credit': 'hitelkártya',
  'card.funding.debit': 'betéti kártya',
  'card.funding.prepaid': 'előre fizetett kártya',
  'card.test.card': '{brand} {funding} ({country})',
  'card.test.pass': '18+ megerősítve',
  'card.test.not-a-credit-card': 'nem egyértelmű: nem hitelkártya',
  'card.test.country-not-adult-only':
    'nem egyértelmű: ebben az országban 18 év alattiak is kaphatnak hitelkártyát',
  'card.test.declined': 'a kibocsátó elutasítja',
  'card.test.insufficient-funds': 'elutasítva: nincs elég fedezet',
  'card.test.error': 'feldolgozói hiba: nem használ el próbálkozást',
  'card.reason.adult-credit-card': 'A hitelkártyáját megerősítettük.',
  'card.reason.not-a-credit-card':
    'Ez betéti vagy előre fizetett kártya. Ilyen 18 év alattiaknak is lehet, ezért nem igazolja az életkorát: próbálja hitelkártyával.',
  'card.reason.country-not-adult-only':
    'A kártya országában 18 év alattiak is kaphatnak hitelkártyát, ezért ez nem igazolja az életkorát.',
  'card.reason.declined': 'A kártyakibocsátó elutasította az ellenőrzést. Próbáljon másik kártyát.',
  'card.decline.insufficient-funds':
    'A kártyakibocsátó fedezethiány miatt elutasította az ellenőrzést, pedig pénzt nem vonunk le. Próbáljon másik kártyát.',
  'card.decline.not-supported':
    'Ez a kártya nem használható ehhez az ellenőrzéshez. Próbáljon másik kártyát.',
  'card.error.number': 'A kártyaszám hiányos vagy érvénytelen. Ellenőrizze, és próbálja újra.',
  'card.error.expiry': 'A lejárati dátum érvénytelen. HH/ÉÉ formában adja meg.',
  'card.error.expired': 'Ez a kártya lejárt. Használjon érvényes kártyát.',
  'card.error.cvc':
    'A biztonsági kód érvénytelen: ez a kártya hátoldalán lévő 3 számjegy (American Expressnél az előlapon lévő 4).',
  'card.error.test-card-only':
    'Tesztmódban csak az alább felsorolt tesztkártyaszámok használhatók.',
  'card.error.processing':
    'A kártyát most nem sikerült ellenőrizni. Nem használt el próbálkozást: próbálja újra egy kis idő múlva.',
  'card.error.unavailable':
    'A kártyaellenőrzés most nem válaszol. Nem használt el próbálkozást: próbálja újra egy kis idő múlva, vagy válasszon másik módot.',
  'card.error.authentication':
    'A bankja nem erősítette meg az ellenőrzést. Próbálja újra, vagy használjon másik kártyát.',
  'card.error.incomplete': 'A kártyaellenőrzés nem fejeződött be. Adja meg újra a kártyát.',
  'card.error.check-expired': 'Ez a kártyaellenőrzés lejárt. Kezdje újra.',
  'card.error.not-configured': 'A kártyaellenőrzés itt nem érhető el. Válasszon másik módot.',
  'card.error.network':
    'A szolgáltatás nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'card.error.generic':
    'A kártyát nem sikerült ellenőrizni. Próbálja újra, vagy válasszon másik módot.',
  cardStripeUnavailable: 'A kártyaűrlapot nem sikerült betölteni. Válasszon másik módot.',
};
