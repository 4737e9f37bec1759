/** Slovenian text of the bank-app method (glossary: src/service/i18n/glossary/sl.md). */
export const sl = {
  'method.bank-app': 'Bančna aplikacija',
  'describe.bank-app': 'Starost potrdite v aplikaciji svoje banke',
  bankHelp:
    'Vaša banka potrdi vašo starost iz svojih evidenc. V telefonu se odpre vaša bančna aplikacija; nato se v brskalniku vrnete v to storitev.',
  bankContinue: 'Nadaljuj: {name}',
  bankNone: 'Za to preverjanje ni na voljo nobena banka.',
  bankNotHere:
    'Vaše banke ni mogoče odpreti znotraj te aplikacije. To stran odprite v brskalniku ali izberite drugo metodo.',
  bankTitle: 'Potrditev banke',
  bankLinkUsed:
    'Ta povezava je bila že uporabljena ali je potekla. Vrnite se na spletno mesto in začnite znova.',
  bankGone: 'Ta banka ni več na voljo. Vrnite se in izberite drugo metodo.',
  bankDeclined:
    'Pri banki ste zavrnili, zato ni bilo nič deljeno. Vrnite se in izberite drugo metodo.',
  bankRefused: 'Vaša banka te prijave ni potrdila. Vrnite se in poskusite znova.',
  bankInvalid: 'Odgovora vaše banke ni bilo mogoče preveriti. Vrnite se in poskusite znova.',
  bankUnreachable: 'Vaša banka ni dosegljiva. Vrnite se in čez nekaj trenutkov poskusite znova.',
  bankNoAge: 'Vaša banka ni delila vaše starosti. Vrnite se in izberite drugo metodo.',
  bankBack: 'Nazaj na preverjanje',
  bankWaitTab: 'Dokončajte pri banki v novem zavihku. Ta stran se posodobi sama.',
  'bankOutcome.declined': 'Pri banki ste zavrnili, zato ni bilo nič deljeno.',
  'bankOutcome.refused': 'Vaša banka ni potrdila prijave.',
  'bankOutcome.failed': 'Odgovora vaše banke ni bilo mogoče uporabiti.',
  'bankOutcome.no-age': 'Vaša banka ni delila vaše starosti.',
  bankTryAgain: 'Poskusite znova ali izberite drugo metodo.',
  bankTabResult:
    'Ta zavihek lahko zaprete. Rezultat je prikazan v zavihku, iz katerega ste prišli.',
  bankTabBack: 'Ta zavihek lahko zaprete. Nadaljujte v zavihku, iz katerega ste prišli.',
};
