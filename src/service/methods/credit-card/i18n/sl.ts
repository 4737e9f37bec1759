/** Slovenian text of the credit-card method (glossary: src/service/i18n/glossary/sl.md). */
export const sl = {
  'method.credit-card': 'Kreditna kartica',
  'describe.credit-card': 'Kartica na vaše ime pokaže, da imate več kot 18 let',
  cardStart: 'Preveri kreditno kartico',
  cardHelp:
    'Izdajatelj kartice jo potrdi s preverjanjem v znesku {amount}: nič ne bo bremenjeno. Štejejo samo kreditne kartice: debetne in predplačniške kartice imajo lahko tudi mlajši od 18 let.',
  cardNumber: 'Številka kartice',
  cardExpiry: 'Veljavnost (MM/LL)',
  cardCvc: 'Varnostna koda (CVC)',
  cardCheck: 'Preveri kartico',
  cardTestTitle:
    'Testne kartice (testni način): poljuben datum veljavnosti v prihodnosti, poljuben CVC. Kartica, ki ne more dokazati starosti, ne porabi poskusa.',
  cardTestNumber: 'Številka kartice',
  cardTestResult: 'Kaj pokaže preverjanje',
  cardTestUse: 'Uporabi {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testna kartica: poskus ni bil porabljen.',
  'card.funding.credit': 'kreditna kartica',
  'card.funding.debit': 'debetna kartica',
  'card.funding.prepaid': 'predplačniška kartica',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'potrdi 18+',
  'card.test.not-a-credit-card': 'neodločeno: ni kreditna kartica',
  'card.test.country-not-adult-only':
    'neodločeno: kreditne kartice iz te države imajo lahko tudi mlajši od 18 let',
  'card.test.declined': 'izdajatelj je zavrnil',
  'card.test.insufficient-funds': 'zavrnjeno: premalo sredstev',
  'card.test.error': 'napaka obdelovalca plačil: nič se ne šteje',
  'card.reason.adult-credit-card': 'Vaša kreditna kartica je potrjena.',
  'card.reason.not-a-credit-card':
    'To je debetna ali predplačniška kartica. Takšne kartice imajo lahko tudi mlajši od 18 let, zato ne potrjujejo vaše starosti: poskusite s kreditno kartico.',
  'card.reason.country-not-adult-only':
    'Kreditne kartice iz države te kartice imajo lahko tudi mlajši od 18 let, zato ta ne potrjuje vaše starosti.',
  'card.reason.declined': 'Izdajatelj kartice je zavrnil preverjanje. Poskusite z drugo kartico.',
  'card.decline.insufficient-funds':
    'Izdajatelj kartice je zavrnil preverjanje zaradi premalo sredstev, čeprav se nič ne bremeni. Poskusite z drugo kartico.',
  'card.decline.not-supported':
    'Te kartice ni mogoče uporabiti za to preverjanje. Poskusite z drugo kartico.',
  'card.error.number':
    'Številka kartice je nepopolna ali neveljavna. Preverite jo in poskusite znova.',
  'card.error.expiry': 'Datum veljavnosti ni veljaven. Vnesite ga v obliki MM/LL.',
  'card.error.expired': 'Tej kartici je potekla veljavnost. Uporabite kartico, ki še velja.',
  'card.error.cvc':
    'Varnostna koda ni veljavna: to so 3 številke na zadnji strani kartice (pri American Express 4 na sprednji strani).',
  'card.error.test-card-only':
    'Testni način sprejema samo številke testnih kartic, navedene spodaj.',
  'card.error.processing':
    'Kartice trenutno ni bilo mogoče preveriti. Nič ni bilo šteto: poskusite znova čez nekaj trenutkov.',
  'card.error.unavailable':
    'Preverjanje kartic se trenutno ne odziva. Nič ni bilo šteto: poskusite znova čez nekaj trenutkov ali izberite drugo metodo.',
  'card.error.authentication':
    'Vaša banka ni potrdila preverjanja. Poskusite znova ali uporabite drugo kartico.',
  'card.error.incomplete': 'Preverjanje kartice ni bilo dokončano. Znova vnesite kartico.',
  'card.error.check-expired': 'To preverjanje kartice je poteklo. Začnite znova.',
  'card.error.not-configured': 'Preverjanje s kartico tu ni na voljo. Izberite drugo metodo.',
  'card.error.network': 'Storitev ni dosegljiva. Preverite povezavo in poskusite znova.',
  'card.error.generic':
    'Kartice ni bilo mogoče preveriti. Poskusite znova ali izberite drugo metodo.',
  cardStripeUnavailable: 'Obrazca za kartico ni bilo mogoče naložiti. Izberite drugo metodo.',
};
