/** Lithuanian text of the bank-app method (glossary: src/service/i18n/glossary/lt.md). */
export const lt = {
  'method.bank-app': 'Banko programėlė',
  'describe.bank-app': 'Patvirtinkite amžių savo banko programėlėje',
  bankHelp:
    'Jūsų bankas patvirtina jūsų amžių pagal savo duomenis. Telefone atsidarys jūsų banko programėlė; po to naršyklėje grįšite į šią paslaugą.',
  bankContinue: 'Tęsti: {name}',
  bankNone: 'Šiai patikrai nėra jokio banko.',
  bankNotHere:
    'Jūsų banko negalima atidaryti šioje programėlėje. Atidarykite šį puslapį naršyklėje arba pasirinkite kitą būdą.',
  bankTitle: 'Banko patvirtinimas',
  bankLinkUsed:
    'Ši nuoroda jau panaudota arba nebegalioja. Grįžkite į svetainę ir pradėkite iš naujo.',
  bankGone: 'Šis bankas nebepasiekiamas. Grįžkite ir pasirinkite kitą būdą.',
  bankDeclined:
    'Atsisakėte savo banke, todėl niekuo nepasidalyta. Grįžkite ir pasirinkite kitą būdą.',
  bankRefused: 'Jūsų bankas nepatvirtino šio prisijungimo. Grįžkite ir bandykite dar kartą.',
  bankInvalid: 'Jūsų banko atsakymo nepavyko patikrinti. Grįžkite ir bandykite dar kartą.',
  bankUnreachable:
    'Nepavyko susisiekti su jūsų banku. Grįžkite ir po akimirkos bandykite dar kartą.',
  bankNoAge: 'Jūsų bankas nepateikė jūsų amžiaus. Grįžkite ir pasirinkite kitą būdą.',
  bankBack: 'Atgal į patikrą',
  bankWaitTab: 'Užbaikite banke naujame skirtuke. Šis puslapis atsinaujins pats.',
  'bankOutcome.declined': 'Atsisakėte savo banke, todėl niekuo nepasidalyta.',
  'bankOutcome.refused': 'Jūsų bankas nepatvirtino prisijungimo.',
  'bankOutcome.failed': 'Jūsų banko atsakymo nepavyko panaudoti.',
  'bankOutcome.no-age': 'Jūsų bankas nepateikė jūsų amžiaus.',
  bankTryAgain: 'Bandykite dar kartą arba pasirinkite kitą būdą.',
  bankTabResult: 'Galite uždaryti šį skirtuką. Rezultatas rodomas skirtuke, iš kurio atėjote.',
  bankTabBack: 'Galite uždaryti šį skirtuką. Tęskite skirtuke, iš kurio atėjote.',
};
