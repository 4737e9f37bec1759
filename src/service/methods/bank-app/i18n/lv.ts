/** Latvian text of the bank-app method (glossary: src/service/i18n/glossary/lv.md). */
export const lv = {
  'method.bank-app': 'Bankas lietotne',
  'describe.bank-app': 'Apstipriniet savu vecumu bankas lietotnē',
  bankHelp:
    'Jūsu banka apstiprina jūsu vecumu pēc saviem datiem. Tālrunī atvērsies jūsu bankas lietotne; pēc tam pārlūkprogrammā atgriezīsieties šajā pakalpojumā.',
  bankContinue: 'Turpināt: {name}',
  bankNone: 'Šai pārbaudei nav pieejama neviena banka.',
  bankNotHere:
    'Jūsu banku nevar atvērt šīs lietotnes iekšienē. Atveriet šo lapu pārlūkprogrammā vai izvēlieties citu veidu.',
  bankTitle: 'Bankas apstiprinājums',
  bankLinkUsed:
    'Šī saite jau ir izmantota, vai tās derīgums ir beidzies. Atgriezieties vietnē un sāciet no jauna.',
  bankGone: 'Šī banka vairs nav pieejama. Atgriezieties un izvēlieties citu veidu.',
  bankDeclined:
    'Jūs atteicāties savā bankā, tāpēc nekas netika kopīgots. Atgriezieties, lai izvēlētos citu veidu.',
  bankRefused: 'Jūsu banka neapstiprināja šo pieteikšanos. Atgriezieties un mēģiniet vēlreiz.',
  bankInvalid: 'Jūsu bankas atbildi neizdevās pārbaudīt. Atgriezieties un mēģiniet vēlreiz.',
  bankUnreachable:
    'Neizdevās sazināties ar jūsu banku. Atgriezieties un pēc brīža mēģiniet vēlreiz.',
  bankNoAge: 'Jūsu banka nekopīgoja jūsu vecumu. Atgriezieties, lai izvēlētos citu veidu.',
  bankBack: 'Atpakaļ uz pārbaudi',
  bankWaitTab: 'Pabeidziet bankā jaunajā cilnē. Šī lapa atjaunināsies pati.',
  'bankOutcome.declined': 'Jūs atteicāties savā bankā, tāpēc nekas netika kopīgots.',
  'bankOutcome.refused': 'Jūsu banka neapstiprināja pieteikšanos.',
  'bankOutcome.failed': 'Jūsu bankas atbildi nevarēja izmantot.',
  'bankOutcome.no-age': 'Jūsu banka nekopīgoja jūsu vecumu.',
  bankTryAgain: 'Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  bankTabResult: 'Varat aizvērt šo cilni. Rezultāts redzams cilnē, no kuras atnācāt.',
  bankTabBack: 'Varat aizvērt šo cilni. Turpiniet cilnē, no kuras atnācāt.',
};
