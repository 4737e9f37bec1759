/** Slovak text of the bank-app method (glossary: src/service/i18n/glossary/sk.md). */
export const sk = {
  'method.bank-app': 'Bankovná aplikácia',
  'describe.bank-app': 'Potvrďte svoj vek v aplikácii svojej banky',
  bankHelp:
    'Vaša banka potvrdí váš vek zo svojich záznamov. V telefóne sa otvorí vaša bankovná aplikácia; potom sa v prehliadači vrátite do tejto služby.',
  bankContinue: 'Pokračovať: {name}',
  bankNone: 'Na toto overenie nie je k dispozícii žiadna banka.',
  bankNotHere:
    'Vašu banku nemožno otvoriť vnútri tejto aplikácie. Otvorte túto stránku v prehliadači alebo vyberte inú metódu.',
  bankTitle: 'Potvrdenie bankou',
  bankLinkUsed: 'Tento odkaz už bol použitý alebo vypršal. Vráťte sa na stránku a začnite znova.',
  bankGone: 'Táto banka už nie je k dispozícii. Vráťte sa a vyberte inú metódu.',
  bankDeclined:
    'Vo vašej banke bol súhlas odmietnutý, takže sa nič nezdieľalo. Vráťte sa a vyberte inú metódu.',
  bankRefused: 'Vaša banka toto prihlásenie nepotvrdila. Vráťte sa a skúste to znova.',
  bankInvalid: 'Odpoveď vašej banky sa nepodarilo overiť. Vráťte sa a skúste to znova.',
  bankUnreachable: 'Vaša banka nie je dostupná. Vráťte sa a skúste to o chvíľu znova.',
  bankNoAge: 'Vaša banka nezdieľala váš vek. Vráťte sa a vyberte inú metódu.',
  bankBack: 'Späť na overenie',
  bankWaitTab: 'Dokončite to vo svojej banke na novej karte. Táto stránka sa aktualizuje sama.',
  'bankOutcome.declined': 'Vo vašej banke bol súhlas odmietnutý, takže sa nič nezdieľalo.',
  'bankOutcome.refused': 'Vaša banka prihlásenie nepotvrdila.',
  'bankOutcome.failed': 'Odpoveď vašej banky nemožno použiť.',
  'bankOutcome.no-age': 'Vaša banka nezdieľala váš vek.',
  bankTryAgain: 'Skúste to znova alebo vyberte inú metódu.',
  bankTabResult: 'Túto kartu môžete zavrieť. Výsledok uvidíte na karte, z ktorej ste prišli.',
  bankTabBack: 'Túto kartu môžete zavrieť. Pokračujte na karte, z ktorej ste prišli.',
};
