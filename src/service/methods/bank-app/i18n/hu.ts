/** Hungarian text of the bank-app method (glossary: src/service/i18n/glossary/hu.md). */
export const hu = {
  'method.bank-app': 'Banki alkalmazás',
  'describe.bank-app': 'Erősítse meg az életkorát a banki alkalmazásában',
  bankHelp:
    'A bankja a saját nyilvántartása alapján erősíti meg az életkorát. Telefonon megnyílik a banki alkalmazása; utána a böngészőben tér vissza ehhez a szolgáltatáshoz.',
  bankContinue: 'Tovább: {name}',
  bankNone: 'Ehhez az ellenőrzéshez nem érhető el bank.',
  bankNotHere:
    'A bankja nem nyitható meg ebből az alkalmazásból. Nyissa meg ezt az oldalt a böngészőben, vagy válasszon másik módot.',
  bankTitle: 'Banki megerősítés',
  bankLinkUsed:
    'Ezt a linket már felhasználták, vagy lejárt. Térjen vissza az oldalra, és kezdje újra.',
  bankGone: 'Ez a bank már nem érhető el. Lépjen vissza, és válasszon másik módot.',
  bankDeclined:
    'A bankjában elutasította a kérést, így semmit sem osztott meg. Lépjen vissza, és válasszon másik módot.',
  bankRefused: 'A bankja nem erősítette meg ezt a bejelentkezést. Lépjen vissza, és próbálja újra.',
  bankInvalid: 'A bankja válaszát nem sikerült ellenőrizni. Lépjen vissza, és próbálja újra.',
  bankUnreachable: 'A bankja nem érhető el. Lépjen vissza, és próbálja újra egy kis idő múlva.',
  bankNoAge: 'A bankja nem osztotta meg az életkorát. Lépjen vissza, és válasszon másik módot.',
  bankBack: 'Vissza az ellenőrzéshez',
  bankWaitTab: 'Fejezze be a bankjánál az új lapon. Ez az oldal magától frissül.',
  'bankOutcome.declined': 'A bankjában elutasította a kérést, így semmit sem osztott meg.',
  'bankOutcome.refused': 'A bankja nem erősítette meg a bejelentkezést.',
  'bankOutcome.failed': 'A bankja válaszát nem lehetett felhasználni.',
  'bankOutcome.no-age': 'A bankja nem osztotta meg az életkorát.',
  bankTryAgain: 'Próbálja újra, vagy válasszon másik módot.',
  bankTabResult: 'Bezárhatja ezt a lapot. Az eredményt az a lap mutatja, ahonnan érkezett.',
  bankTabBack: 'Bezárhatja ezt a lapot. Folytassa azon a lapon, ahonnan érkezett.',
};
