/** Lithuanian text of the credit-card method (glossary: src/service/i18n/glossary/lt.md). */
export const lt = {
  'method.credit-card': 'Kredito kortelė',
  'describe.credit-card': 'Jūsų vardu išduota kortelė rodo, kad jums daugiau nei 18 metų',
  cardStart: 'Patikrinti kredito kortelę',
  cardHelp:
    'Kortelės išdavėjas patvirtina kortelę {amount} sumos patikra: nieko nenuskaičiuojama. Tinka tik kredito kortelės: debeto ir išankstinio mokėjimo korteles gali turėti ir jaunesni nei 18 metų asmenys.',
  cardNumber: 'Kortelės numeris',
  cardExpiry: 'Galioja iki (MM/YY)',
  cardCvc: 'Saugos kodas (CVC)',
  cardCheck: 'Patikrinti kortelę',
  cardTestTitle:
    'Bandomosios kortelės (bandomasis režimas): bet kokia būsima galiojimo data, bet koks CVC. Kortelė, kuri negali įrodyti amžiaus, bandymo neišnaudoja.',
  cardTestNumber: 'Kortelės numeris',
  cardTestResult: 'Ką parodo patikra',
  cardTestUse: 'Naudoti {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Bandomoji kortelė: bandymas neišnaudotas.',
  'card.funding.credit': 'kredito kortelė',
  'card.funding.debit': 'debeto kortelė',
  'card.funding.prepaid': 'išankstinio mokėjimo kortelė',
  'card.test.card': '{brand} — {funding}, {country}',
  'card.test.pass': 'patvirtina 18+',
  'card.test.not-a-credit-card': 'neaišku: ne kredito kortelė',
  'card.test.country-not-adult-only':
    'neaišku: šios šalies kredito korteles gali gauti ir jaunesni nei 18 metų asmenys',
  'card.test.declined': 'išdavėjas atmeta',
  'card.test.insufficient-funds': 'atmesta: nepakanka lėšų',
  'card.test.error': 'apdorojimo klaida: bandymas neišnaudojamas',
  'card.reason.adult-credit-card': 'Jūsų kredito kortelė patvirtinta.',
  'card.reason.not-a-credit-card':
    'Tai debeto arba išankstinio mokėjimo kortelė. Tokias korteles gali turėti ir jaunesni nei 18 metų asmenys, todėl jos nepatvirtina jūsų amžiaus: pabandykite kredito kortelę.',
  'card.reason.country-not-adult-only':
    'Šios kortelės šalyje kredito korteles gali gauti ir jaunesni nei 18 metų asmenys, todėl ji nepatvirtina jūsų amžiaus.',
  'card.reason.declined': 'Kortelės išdavėjas atmetė patikrą. Pabandykite kitą kortelę.',
  'card.decline.insufficient-funds':
    'Kortelės išdavėjas atmetė patikrą dėl nepakankamų lėšų, nors nieko nenuskaičiuojama. Pabandykite kitą kortelę.',
  'card.decline.not-supported':
    'Šios kortelės negalima naudoti šiai patikrai. Pabandykite kitą kortelę.',
  'card.error.number':
    'Kortelės numeris neišsamus arba neteisingas. Patikrinkite jį ir bandykite dar kartą.',
  'card.error.expiry': 'Galiojimo data neteisinga. Įveskite ją formatu MM/YY.',
  'card.error.expired': 'Šios kortelės galiojimas baigėsi. Naudokite galiojančią kortelę.',
  'card.error.cvc':
    'Saugos kodas neteisingas: tai 3 skaitmenys kortelės galinėje pusėje (American Express – 4 skaitmenys priekinėje pusėje).',
  'card.error.test-card-only':
    'Bandomuoju režimu tinka tik toliau nurodyti bandomųjų kortelių numeriai.',
  'card.error.processing':
    'Kortelės šiuo metu nepavyko patikrinti. Bandymas neišnaudotas: po akimirkos bandykite dar kartą.',
  'card.error.unavailable':
    'Kortelių patikra šiuo metu neatsako. Bandymas neišnaudotas: po akimirkos bandykite dar kartą arba pasirinkite kitą būdą.',
  'card.error.authentication':
    'Jūsų bankas nepatvirtino patikros. Bandykite dar kartą arba naudokite kitą kortelę.',
  'card.error.incomplete': 'Kortelės patikra nebaigta. Įveskite kortelės duomenis dar kartą.',
  'card.error.check-expired': 'Ši kortelės patikra nebegalioja. Pradėkite iš naujo.',
  'card.error.not-configured': 'Kortelių patikra čia negalima. Pasirinkite kitą būdą.',
  'card.error.network':
    'Nepavyko susisiekti su paslauga. Patikrinkite ryšį ir bandykite dar kartą.',
  'card.error.generic':
    'Kortelės patikrinti nepavyko. Bandykite dar kartą arba pasirinkite kitą būdą.',
  cardStripeUnavailable: 'Kortelės formos nepavyko įkelti. Pasirinkite kitą būdą.',
};
