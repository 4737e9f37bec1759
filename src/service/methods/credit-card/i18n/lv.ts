/** Latvian text of the credit-card method (glossary: src/service/i18n/glossary/lv.md). */
export const lv = {
  'method.credit-card': 'Kredītkarte',
  'describe.credit-card': 'Uz jūsu vārda izdota karte parāda, ka jums ir vairāk nekā 18 gadu',
  cardStart: 'Pārbaudīt kredītkarti',
  cardHelp:
    'Kartes izdevējs apstiprina karti, veicot pārbaudi par {amount}: nekas netiek iekasēts. Der tikai kredītkartes: debetkartes un priekšapmaksas kartes var piederēt arī personām līdz 18 gadiem.',
  cardNumber: 'Kartes numurs',
  cardExpiry: 'Derīga līdz (MM/GG)',
  cardCvc: 'Drošības kods (CVC)',
  cardCheck: 'Pārbaudīt karti',
  cardTestTitle:
    'Testa kartes (testa režīms): jebkurš nākotnes derīguma termiņš, jebkurš CVC. Karte, kas nevar apliecināt vecumu, mēģinājumu neizlieto.',
  cardTestNumber: 'Kartes numurs',
  cardTestResult: 'Ko dara pārbaude',
  cardTestUse: 'Izmantot {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testa karte: mēģinājums netika izlietots.',
  'card.funding.credit': 'kredītkarte',
  'card.funding.debit': 'debetkarte',
  'card.funding.prepaid': 'priekšapmaksas karte',
  'card.test.card': '{brand} — {funding}, {country}',
  'card.test.pass': 'apstiprina 18+',
  'card.test.not-a-credit-card': 'nenoteikts: nav kredītkarte',
  'card.test.country-not-adult-only':
    'nenoteikts: šīs valsts kredītkartes var izsniegt personām līdz 18 gadiem',
  'card.test.declined': 'izdevējs noraida',
  'card.test.insufficient-funds': 'noraidīts: nepietiek līdzekļu',
  'card.test.error': 'apstrādātāja kļūda: mēģinājums netiek izlietots',
  'card.reason.adult-credit-card': 'Jūsu kredītkarte ir apstiprināta.',
  'card.reason.not-a-credit-card':
    'Šī ir debetkarte vai priekšapmaksas karte. Tās var piederēt personām līdz 18 gadiem, tāpēc tās neapstiprina jūsu vecumu: izmēģiniet kredītkarti.',
  'card.reason.country-not-adult-only':
    'Šīs kartes valstī kredītkartes var izsniegt personām līdz 18 gadiem, tāpēc tā neapstiprina jūsu vecumu.',
  'card.reason.declined': 'Kartes izdevējs noraidīja pārbaudi. Izmēģiniet citu karti.',
  'card.decline.insufficient-funds':
    'Kartes izdevējs noraidīja pārbaudi nepietiekamu līdzekļu dēļ, lai gan nekas netiek iekasēts. Izmēģiniet citu karti.',
  'card.decline.not-supported': 'Šo karti nevar izmantot šai pārbaudei. Izmēģiniet citu karti.',
  'card.error.number':
    'Kartes numurs ir nepilnīgs vai nederīgs. Pārbaudiet to un mēģiniet vēlreiz.',
  'card.error.expiry': 'Derīguma termiņš nav derīgs. Ievadiet to formātā MM/GG.',
  'card.error.expired': 'Šīs kartes derīgums ir beidzies. Izmantojiet derīgu karti.',
  'card.error.cvc':
    'Drošības kods nav derīgs: tie ir 3 cipari kartes aizmugurē (American Express kartei 4 cipari priekšpusē).',
  'card.error.test-card-only': 'Testa režīmā der tikai tālāk norādītie testa karšu numuri.',
  'card.error.processing':
    'Karti pašlaik neizdevās pārbaudīt. Mēģinājums netika izlietots: pēc brīža mēģiniet vēlreiz.',
  'card.error.unavailable':
    'Kartes pārbaude pašlaik neatbild. Mēģinājums netika izlietots: pēc brīža mēģiniet vēlreiz vai izvēlieties citu veidu.',
  'card.error.authentication':
    'Jūsu banka neapstiprināja pārbaudi. Mēģiniet vēlreiz vai izmantojiet citu karti.',
  'card.error.incomplete': 'Kartes pārbaude netika pabeigta. Ievadiet kartes datus vēlreiz.',
  'card.error.check-expired': 'Šīs kartes pārbaudes derīgums ir beidzies. Sāciet no jauna.',
  'card.error.not-configured': 'Kartes pārbaude šeit nav pieejama. Izvēlieties citu veidu.',
  'card.error.network':
    'Neizdevās sazināties ar pakalpojumu. Pārbaudiet savienojumu un mēģiniet vēlreiz.',
  'card.error.generic': 'Karti neizdevās pārbaudīt. Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  cardStripeUnavailable: 'Kartes veidlapu neizdevās ielādēt. Izvēlieties citu veidu.',
};
