/** Croatian text of the credit-card method (glossary: src/service/i18n/glossary/hr.md). */
export const hr = {
  'method.credit-card': 'Kreditna kartica',
  'describe.credit-card': 'Kartica na vaše ime pokazuje da imate više od 18 godina',
  cardStart: 'Provjeri kreditnu karticu',
  cardHelp:
    'Izdavatelj kartice potvrđuje karticu provjerom na iznos od {amount}: ništa se ne naplaćuje. Vrijede samo kreditne kartice: debitne i unaprijed plaćene kartice mogu imati i osobe mlađe od 18 godina.',
  cardNumber: 'Broj kartice',
  cardExpiry: 'Vrijedi do (MM/GG)',
  cardCvc: 'Sigurnosni kôd (CVC)',
  cardCheck: 'Provjeri karticu',
  cardTestTitle:
    'Testne kartice (testni način): bilo koji budući datum isteka, bilo koji CVC. Kartica koja ne može dokazati dob ne troši pokušaj.',
  cardTestNumber: 'Broj kartice',
  cardTestResult: 'Što provjera pokazuje',
  cardTestUse: 'Upotrijebi {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testna kartica: pokušaj nije potrošen.',
  'card.funding.credit': 'kreditna kartica',
  'card.funding.debit': 'debitna kartica',
  'card.funding.prepaid': 'unaprijed plaćena kartica',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'potvrđuje 18+',
  'card.test.not-a-credit-card': 'neodređeno: nije kreditna kartica',
  'card.test.country-not-adult-only':
    'neodređeno: kreditne kartice iz ove zemlje mogu imati i osobe mlađe od 18 godina',
  'card.test.declined': 'izdavatelj je odbio',
  'card.test.insufficient-funds': 'odbijeno: nedovoljno sredstava',
  'card.test.error': 'pogreška obrađivača plaćanja: ništa se ne broji',
  'card.reason.adult-credit-card': 'Vaša je kreditna kartica potvrđena.',
  'card.reason.not-a-credit-card':
    'Ovo je debitna ili unaprijed plaćena kartica. Takve kartice mogu imati i osobe mlađe od 18 godina, pa ne potvrđuju vašu dob: pokušajte s kreditnom karticom.',
  'card.reason.country-not-adult-only':
    'Kreditne kartice iz zemlje ove kartice mogu imati i osobe mlađe od 18 godina, pa ona ne potvrđuje vašu dob.',
  'card.reason.declined': 'Izdavatelj kartice odbio je provjeru. Pokušajte s drugom karticom.',
  'card.decline.insufficient-funds':
    'Izdavatelj kartice odbio je provjeru zbog nedovoljnih sredstava, iako se ništa ne naplaćuje. Pokušajte s drugom karticom.',
  'card.decline.not-supported':
    'Ova se kartica ne može upotrijebiti za ovu provjeru. Pokušajte s drugom karticom.',
  'card.error.number':
    'Broj kartice nije potpun ili nije valjan. Provjerite ga i pokušajte ponovno.',
  'card.error.expiry': 'Datum isteka nije valjan. Unesite ga u obliku MM/GG.',
  'card.error.expired': 'Ova je kartica istekla. Upotrijebite karticu koja još vrijedi.',
  'card.error.cvc':
    'Sigurnosni kôd nije valjan: to su 3 znamenke na stražnjoj strani kartice (kod American Expressa 4 na prednjoj strani).',
  'card.error.test-card-only':
    'U testnom načinu prihvaćaju se samo brojevi testnih kartica navedeni u nastavku.',
  'card.error.processing':
    'Karticu trenutačno nije bilo moguće provjeriti. Ništa nije uračunano: pokušajte ponovno za koji trenutak.',
  'card.error.unavailable':
    'Provjera kartica trenutačno ne odgovara. Ništa nije uračunano: pokušajte ponovno za koji trenutak ili odaberite drugu metodu.',
  'card.error.authentication':
    'Vaša banka nije potvrdila provjeru. Pokušajte ponovno ili upotrijebite drugu karticu.',
  'card.error.incomplete': 'Provjera kartice nije dovršena. Ponovno unesite karticu.',
  'card.error.check-expired': 'Ova je provjera kartice istekla. Počnite ispočetka.',
  'card.error.not-configured': 'Provjera karticom ovdje nije dostupna. Odaberite drugu metodu.',
  'card.error.network': 'Usluga nije dostupna. Provjerite vezu i pokušajte ponovno.',
  'card.error.generic':
    'Karticu nije bilo moguće provjeriti. Pokušajte ponovno ili odaberite drugu metodu.',
  cardStripeUnavailable: 'Obrazac kartice nije se mogao učitati. Odaberite drugu metodu.',
};
