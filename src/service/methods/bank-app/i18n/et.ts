/** Estonian text of the bank-app method (glossary: src/service/i18n/glossary/et.md). */
export const et = {
  'method.bank-app': 'Pangarakendus',
  'describe.bank-app': 'Kinnita oma vanust pangarakenduses',
  bankHelp:
    'Sinu pank kinnitab sinu vanust oma andmete põhjal. Telefonis avaneb sinu pangarakendus; pärast seda tuled brauseris sellesse teenusesse tagasi.',
  bankContinue: 'Jätka: {name}',
  bankNone: 'Selle kontrolli jaoks pole ühtegi panka saadaval.',
  bankNotHere:
    'Sinu panka ei saa selle rakenduse seest avada. Ava see leht brauseris või vali muu meetod.',
  bankTitle: 'Panga kinnitus',
  bankLinkUsed:
    'Seda linki on juba kasutatud või see on aegunud. Mine saidile tagasi ja alusta uuesti.',
  bankGone: 'See pank pole enam saadaval. Mine tagasi ja vali muu meetod.',
  bankDeclined: 'Keeldusid oma pangas, seega midagi ei jagatud. Mine tagasi, et valida muu meetod.',
  bankRefused: 'Sinu pank ei kinnitanud seda sisselogimist. Mine tagasi ja proovi uuesti.',
  bankInvalid: 'Sinu panga vastust ei õnnestunud kontrollida. Mine tagasi ja proovi uuesti.',
  bankUnreachable: 'Sinu pangaga ei saadud ühendust. Mine tagasi ja proovi hetke pärast uuesti.',
  bankNoAge: 'Sinu pank ei jaganud sinu vanust. Mine tagasi, et valida muu meetod.',
  bankBack: 'Tagasi vanusekontrolli juurde',
  bankWaitTab: 'Lõpeta pangas uuel vahelehel. See leht uueneb ise.',
  'bankOutcome.declined': 'Keeldusid oma pangas, seega midagi ei jagatud.',
  'bankOutcome.refused': 'Sinu pank ei kinnitanud sisselogimist.',
  'bankOutcome.failed': 'Sinu panga vastust ei saanud kasutada.',
  'bankOutcome.no-age': 'Sinu pank ei jaganud sinu vanust.',
  bankTryAgain: 'Proovi uuesti või vali muu meetod.',
  bankTabResult: 'Võid selle vahelehe sulgeda. Tulemust näitab vaheleht, kust tulid.',
  bankTabBack: 'Võid selle vahelehe sulgeda. Jätka vahelehel, kust tulid.',
};
