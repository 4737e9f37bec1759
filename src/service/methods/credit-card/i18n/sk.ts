/** Slovak text of the credit-card method (glossary: src/service/i18n/glossary/sk.md). */
export const sk = {
  'method.credit-card': 'Kreditná karta',
  'describe.credit-card': 'Karta na vaše meno ukazuje, že máte viac ako 18 rokov',
  cardStart: 'Overiť kreditnú kartu',
  cardHelp:
    'Vydavateľ karty ju potvrdí kontrolou na {amount}: nič sa nestiahne. Platia len kreditné karty: debetné a predplatené karty môžu mať aj osoby mladšie ako 18 rokov.',
  cardNumber: 'Číslo karty',
  cardExpiry: 'Platnosť (MM/RR)',
  cardCvc: 'Bezpečnostný kód (CVC)',
  cardCheck: 'Overiť kartu',
  cardTestTitle:
    'Testovacie karty (testovací režim): ľubovoľný budúci dátum platnosti, ľubovoľný CVC. Karta, ktorá nemôže preukázať vek, nespotrebuje pokus.',
  cardTestNumber: 'Číslo karty',
  cardTestResult: 'Výsledok kontroly',
  cardTestUse: 'Použiť {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Testovacia karta: pokus sa nespotreboval.',
  'card.funding.credit': 'kreditná karta',
  'card.funding.debit': 'debetná karta',
  'card.funding.prepaid': 'predplatená karta',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'potvrdí 18+',
  'card.test.not-a-credit-card': 'nepreukázateľné: nejde o kreditnú kartu',
  'card.test.country-not-adult-only':
    'nepreukázateľné: kreditné karty z tejto krajiny môžu mať aj osoby mladšie ako 18 rokov',
  'card.test.declined': 'zamietnuté vydavateľom',
  'card.test.insufficient-funds': 'zamietnuté: nedostatok prostriedkov',
  'card.test.error': 'chyba spracovateľa platieb: nič sa nepočíta',
  'card.reason.adult-credit-card': 'Vaša kreditná karta bola potvrdená.',
  'card.reason.not-a-credit-card':
    'Toto je debetná alebo predplatená karta. Tie môžu mať aj osoby mladšie ako 18 rokov, preto váš vek nepotvrdzujú: skúste kreditnú kartu.',
  'card.reason.country-not-adult-only':
    'Kreditné karty z krajiny tejto karty môžu mať aj osoby mladšie ako 18 rokov, preto váš vek nepotvrdzuje.',
  'card.reason.declined': 'Vydavateľ karty kontrolu zamietol. Skúste inú kartu.',
  'card.decline.insufficient-funds':
    'Vydavateľ karty kontrolu zamietol pre nedostatok prostriedkov, hoci sa nič nesťahuje. Skúste inú kartu.',
  'card.decline.not-supported': 'Túto kartu nemožno na túto kontrolu použiť. Skúste inú kartu.',
  'card.error.number': 'Číslo karty je neúplné alebo neplatné. Skontrolujte ho a skúste to znova.',
  'card.error.expiry': 'Dátum platnosti je neplatný. Zadajte ho v tvare MM/RR.',
  'card.error.expired': 'Platnosť tejto karty skončila. Použite kartu, ktorá je stále platná.',
  'card.error.cvc':
    'Bezpečnostný kód je neplatný: sú to 3 číslice na zadnej strane karty (pri American Express 4 na prednej strane).',
  'card.error.test-card-only':
    'Testovací režim prijíma len čísla testovacích kariet uvedené nižšie.',
  'card.error.processing':
    'Kartu sa teraz nepodarilo overiť. Nič sa nezarátalo: skúste to o chvíľu znova.',
  'card.error.unavailable':
    'Overenie karty teraz neodpovedá. Nič sa nezarátalo: skúste to o chvíľu znova alebo vyberte inú metódu.',
  'card.error.authentication':
    'Vaša banka kontrolu nepotvrdila. Skúste to znova alebo použite inú kartu.',
  'card.error.incomplete': 'Overenie karty nebolo dokončené. Zadajte kartu znova.',
  'card.error.check-expired': 'Platnosť tohto overenia karty vypršala. Začnite znova.',
  'card.error.not-configured': 'Overenie kartou tu nie je k dispozícii. Vyberte inú metódu.',
  'card.error.network': 'Služba nie je dostupná. Skontrolujte pripojenie a skúste to znova.',
  'card.error.generic': 'Kartu sa nepodarilo overiť. Skúste to znova alebo vyberte inú metódu.',
  cardStripeUnavailable: 'Formulár karty sa nepodarilo načítať. Vyberte inú metódu.',
};
