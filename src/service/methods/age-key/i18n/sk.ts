/** Slovak text of the age-key method (glossary: src/service/i18n/glossary/sk.md). */

/** Its name and description in the method picker. */
export const sk = {
  'method.age-key': 'Vekový kľúč',
  'describe.age-key': 'Použite prístupový kľúč, ktorý už preukazuje váš vek',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const skCeremony = {
  use: 'Použiť vekový kľúč',
  useHelp:
    'Zariadenie vás požiada o odomknutie prístupového kľúča s dokladom o vašom veku. Nič iné sa nezdieľa.',
  noKey:
    'Ešte nemáte vekový kľúč? Najprv vyberte inú metódu; potom si môžete vekový kľúč uložiť na ďalšie použitie.',
  upgrade:
    'Váš vekový kľúč preukazuje {n}+, čo tu nestačí. Overte sa inou metódou a potom vekový kľúč aktualizujte.',
  upgradeMethod:
    'Doklad o veku vo vašom vekovom kľúči sa tu neprijíma. Overte sa inou metódou a potom vekový kľúč aktualizujte.',
  upgradeTest:
    'Váš vekový kľúč vznikol v testovacom režime a na skutočné overenie ho nemožno použiť. Overte sa inou metódou a potom vekový kľúč aktualizujte.',
  declined: 'Nebol použitý žiadny vekový kľúč. Skúste to znova alebo vyberte inú metódu.',
  'refused.counter':
    'Tento vekový kľúč vyzerá ako skopírovaný z iného zariadenia, preto bol odmietnutý. Vyberte inú metódu.',
  'refused.user-verification':
    'Zariadenie nepotvrdilo, že ste to vy (PIN alebo biometria). Skúste to znova so zapnutým overením.',
  'refused.revoked': 'Tento vekový kľúč bol zneplatnený. Vyberte inú metódu.',
  'refused.unknown-key': 'Tento vekový kľúč tu nie je známy (mohol byť vymazaný).',
  refused: 'Vekový kľúč sa nepodarilo overiť. Skúste to znova alebo vyberte inú metódu.',
  error: 'Nepodarilo sa: {detail}.',
  working: 'Čakáme na vaše zariadenie…',
  saveTitle: 'Uložiť vekový kľúč',
  saveHelp:
    'Nabudúce preukážete svoj vek jedným ťuknutím na každej stránke, ktorá používa túto službu. Prístupový kľúč obsahuje len doklad o veku, nikdy vaše meno.',
  saveButton: 'Uložiť vekový kľúč',
  saved: 'Vekový kľúč je uložený. Nabudúce vyberte „Vekový kľúč“.',
  updateTitle: 'Aktualizujte vekový kľúč',
  updateHelp: 'Vložte tento nový doklad o veku do vekového kľúča, aby tu nabudúce fungoval.',
  updateButton: 'Aktualizovať môj vekový kľúč',
  updated: 'Vekový kľúč je aktualizovaný: teraz preukazuje {n}+.',
  savedTest: 'Toto je testovací kľúč: funguje len v testovacom režime.',
  openWindow: 'Otvoriť okno na uloženie vekového kľúča',
  windowHelp:
    'Váš prehliadač nedovoľuje uložiť prístupový kľúč vnútri tejto stránky. Použite namiesto toho malé okno.',
  forget: 'Vymazať môj vekový kľúč',
  forgotten:
    'Váš vekový kľúč bol zo služby vymazaný. Prístupový kľúč môžete odstrániť aj zo svojho zariadenia.',
};
