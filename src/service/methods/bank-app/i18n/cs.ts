/** Czech text of the bank-app method (glossary: src/service/i18n/glossary/cs.md). */
export const cs = {
  'method.bank-app': 'Bankovní aplikace',
  'describe.bank-app': 'Potvrďte svůj věk v aplikaci své banky',
  bankHelp:
    'Vaše banka potvrdí váš věk ze svých záznamů. V telefonu se otevře vaše bankovní aplikace; potom se v prohlížeči vrátíte do této služby.',
  bankContinue: 'Pokračovat: {name}',
  bankNone: 'Pro toto ověření není k dispozici žádná banka.',
  bankNotHere:
    'Vaši banku nelze otevřít uvnitř této aplikace. Otevřete tuto stránku v prohlížeči, nebo vyberte jinou metodu.',
  bankTitle: 'Potvrzení bankou',
  bankLinkUsed: 'Tento odkaz už byl použit nebo vypršel. Vraťte se na web a začněte znovu.',
  bankGone: 'Tato banka už není k dispozici. Vraťte se a vyberte jinou metodu.',
  bankDeclined:
    'Ve vaší bance byl souhlas odmítnut, takže se nic nesdílelo. Vraťte se a vyberte jinou metodu.',
  bankRefused: 'Vaše banka toto přihlášení nepotvrdila. Vraťte se a zkuste to znovu.',
  bankInvalid: 'Odpověď vaší banky se nepodařilo ověřit. Vraťte se a zkuste to znovu.',
  bankUnreachable: 'Vaše banka není dostupná. Vraťte se a zkuste to za chvíli znovu.',
  bankNoAge: 'Vaše banka nesdílela váš věk. Vraťte se a vyberte jinou metodu.',
  bankBack: 'Zpět k ověření',
  bankWaitTab: 'Dokončete to ve své bance na nové kartě. Tato stránka se aktualizuje sama.',
  'bankOutcome.declined': 'Ve vaší bance byl souhlas odmítnut, takže se nic nesdílelo.',
  'bankOutcome.refused': 'Vaše banka přihlášení nepotvrdila.',
  'bankOutcome.failed': 'Odpověď vaší banky nelze použít.',
  'bankOutcome.no-age': 'Vaše banka nesdílela váš věk.',
  bankTryAgain: 'Zkuste to znovu, nebo vyberte jinou metodu.',
  bankTabResult: 'Tuto kartu můžete zavřít. Výsledek uvidíte na kartě, ze které jste přišli.',
  bankTabBack: 'Tuto kartu můžete zavřít. Pokračujte na kartě, ze které jste přišli.',
};
