/** Croatian text of the bank-app method (glossary: src/service/i18n/glossary/hr.md). */
export const hr = {
  'method.bank-app': 'Bankovna aplikacija',
  'describe.bank-app': 'Potvrdite dob u aplikaciji svoje banke',
  bankHelp:
    'Vaša banka potvrđuje vašu dob iz svojih evidencija. Na telefonu se otvara vaša bankovna aplikacija; nakon toga se u pregledniku vraćate u ovu uslugu.',
  bankContinue: 'Nastavi: {name}',
  bankNone: 'Za ovu provjeru nije dostupna nijedna banka.',
  bankNotHere:
    'Vaša se banka ne može otvoriti unutar ove aplikacije. Otvorite ovu stranicu u pregledniku ili odaberite drugu metodu.',
  bankTitle: 'Potvrda banke',
  bankLinkUsed:
    'Ova je poveznica već upotrijebljena ili je istekla. Vratite se na stranicu i počnite ispočetka.',
  bankGone: 'Ova banka više nije dostupna. Vratite se i odaberite drugu metodu.',
  bankDeclined:
    'Odbili ste u svojoj banci, pa ništa nije podijeljeno. Vratite se i odaberite drugu metodu.',
  bankRefused: 'Vaša banka nije potvrdila ovu prijavu. Vratite se i pokušajte ponovno.',
  bankInvalid: 'Odgovor vaše banke nije bilo moguće provjeriti. Vratite se i pokušajte ponovno.',
  bankUnreachable: 'Vaša banka nije dostupna. Vratite se i pokušajte ponovno za koji trenutak.',
  bankNoAge: 'Vaša banka nije podijelila vašu dob. Vratite se i odaberite drugu metodu.',
  bankBack: 'Natrag na provjeru',
  bankWaitTab: 'Završite u svojoj banci u novoj kartici. Ova se stranica sama ažurira.',
  'bankOutcome.declined': 'Odbili ste u svojoj banci, pa ništa nije podijeljeno.',
  'bankOutcome.refused': 'Vaša banka nije potvrdila prijavu.',
  'bankOutcome.failed': 'Odgovor vaše banke nije bilo moguće upotrijebiti.',
  'bankOutcome.no-age': 'Vaša banka nije podijelila vašu dob.',
  bankTryAgain: 'Pokušajte ponovno ili odaberite drugu metodu.',
  bankTabResult: 'Možete zatvoriti ovu karticu. Rezultat je prikazan u kartici iz koje ste došli.',
  bankTabBack: 'Možete zatvoriti ovu karticu. Nastavite u kartici iz koje ste došli.',
};
