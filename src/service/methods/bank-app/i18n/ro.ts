/** Romanian text of the bank-app method (glossary: src/service/i18n/glossary/ro.md). */
export const ro = {
  'method.bank-app': 'Aplicația băncii',
  'describe.bank-app': 'Confirmați-vă vârsta în aplicația băncii dvs.',
  bankHelp:
    'Banca dvs. vă confirmă vârsta pe baza datelor pe care le deține. Pe telefon se deschide aplicația băncii; apoi reveniți la acest serviciu în browser.',
  bankContinue: 'Continuați cu {name}',
  bankNone: 'Nicio bancă nu este disponibilă pentru această verificare.',
  bankNotHere:
    'Banca dvs. nu poate fi deschisă din această aplicație. Deschideți pagina în browser sau alegeți altă metodă.',
  bankTitle: 'Confirmare de la bancă',
  bankLinkUsed:
    'Acest link a fost deja folosit sau a expirat. Reveniți pe site și începeți din nou.',
  bankGone: 'Această bancă nu mai este disponibilă. Reveniți și alegeți altă metodă.',
  bankDeclined:
    'Ați refuzat la bancă, așa că nu s-a partajat nimic. Reveniți pentru a alege altă metodă.',
  bankRefused: 'Banca dvs. nu a confirmat această autentificare. Reveniți și încercați din nou.',
  bankInvalid: 'Răspunsul băncii dvs. nu a putut fi verificat. Reveniți și încercați din nou.',
  bankUnreachable:
    'Banca dvs. nu a putut fi contactată. Reveniți și încercați din nou peste puțin timp.',
  bankNoAge: 'Banca dvs. nu v-a partajat vârsta. Reveniți pentru a alege altă metodă.',
  bankBack: 'Înapoi la verificare',
  bankWaitTab: 'Finalizați la bancă, în fila nouă. Această pagină se actualizează singură.',
  'bankOutcome.declined': 'Ați refuzat la bancă, așa că nu s-a partajat nimic.',
  'bankOutcome.refused': 'Banca dvs. nu a confirmat autentificarea.',
  'bankOutcome.failed': 'Răspunsul băncii dvs. nu a putut fi folosit.',
  'bankOutcome.no-age': 'Banca dvs. nu v-a partajat vârsta.',
  bankTryAgain: 'Încercați din nou sau alegeți altă metodă.',
  bankTabResult: 'Puteți închide această filă. Fila din care ați venit afișează rezultatul.',
  bankTabBack: 'Puteți închide această filă. Continuați în fila din care ați venit.',
};
