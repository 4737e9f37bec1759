/** Polish text of the credit-card method (glossary: src/service/i18n/glossary/pl.md). */
export const pl = {
  'method.credit-card': 'Karta kredytowa',
  'describe.credit-card': 'Karta na Twoje nazwisko pokazuje, że masz ukończone 18 lat',
  cardStart: 'Sprawdź kartę kredytową',
  cardHelp:
    'Wydawca karty potwierdza kartę sprawdzeniem na kwotę {amount}: nic nie zostanie pobrane. Liczą się tylko karty kredytowe: karty debetowe i przedpłacone mogą mieć osoby poniżej 18 lat.',
  cardNumber: 'Numer karty',
  cardExpiry: 'Data ważności (MM/RR)',
  cardCvc: 'Kod zabezpieczający (CVC)',
  cardCheck: 'Sprawdź kartę',
  cardTestTitle:
    'Karty testowe (tryb testowy): dowolna przyszła data ważności, dowolny CVC. Karta, która nie może potwierdzić wieku, nie zużywa próby.',
  cardTestNumber: 'Numer karty',
  cardTestResult: 'Wynik sprawdzenia',
  cardTestUse: 'Użyj {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Karta testowa: próba nie została zużyta.',
  'card.funding.credit': 'karta kredytowa',
  'card.funding.debit': 'karta debetowa',
  'card.funding.prepaid': 'karta przedpłacona',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'potwierdza 18+',
  'card.test.not-a-credit-card': 'nierozstrzygające: to nie jest karta kredytowa',
  'card.test.country-not-adult-only':
    'nierozstrzygające: karty kredytowe z tego kraju mogą mieć osoby poniżej 18 lat',
  'card.test.declined': 'odrzucona przez wydawcę',
  'card.test.insufficient-funds': 'odrzucona: brak środków',
  'card.test.error': 'błąd operatora płatności: nic nie jest liczone',
  'card.reason.adult-credit-card': 'Twoja karta kredytowa została potwierdzona.',
  'card.reason.not-a-credit-card':
    'To karta debetowa lub przedpłacona. Takie karty mogą mieć osoby poniżej 18 lat, więc nie potwierdzają wieku: użyj karty kredytowej.',
  'card.reason.country-not-adult-only':
    'Karty kredytowe z kraju tej karty mogą mieć osoby poniżej 18 lat, więc nie potwierdza ona Twojego wieku.',
  'card.reason.declined': 'Wydawca karty odrzucił sprawdzenie. Użyj innej karty.',
  'card.decline.insufficient-funds':
    'Wydawca karty odrzucił sprawdzenie z powodu braku środków, choć nic nie jest pobierane. Użyj innej karty.',
  'card.decline.not-supported': 'Tej karty nie można użyć do tego sprawdzenia. Użyj innej karty.',
  'card.error.number':
    'Numer karty jest niepełny lub nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  'card.error.expiry': 'Data ważności jest nieprawidłowa. Wpisz ją w formacie MM/RR.',
  'card.error.expired': 'Ta karta straciła ważność. Użyj karty, która jest nadal ważna.',
  'card.error.cvc':
    'Kod zabezpieczający jest nieprawidłowy: to 3 cyfry z tyłu karty (w American Express 4 cyfry z przodu).',
  'card.error.test-card-only':
    'W trybie testowym działają tylko numery kart testowych podane niżej.',
  'card.error.processing':
    'Nie udało się teraz sprawdzić karty. Nic nie zostało policzone: spróbuj ponownie za chwilę.',
  'card.error.unavailable':
    'Sprawdzanie kart nie odpowiada. Nic nie zostało policzone: spróbuj ponownie za chwilę albo wybierz inną metodę.',
  'card.error.authentication':
    'Twój bank nie potwierdził sprawdzenia. Spróbuj ponownie albo użyj innej karty.',
  'card.error.incomplete': 'Sprawdzanie karty nie zostało dokończone. Wpisz dane karty ponownie.',
  'card.error.check-expired': 'To sprawdzenie karty wygasło. Zacznij od nowa.',
  'card.error.not-configured': 'Sprawdzanie kart nie jest tu dostępne. Wybierz inną metodę.',
  'card.error.network': 'Brak połączenia z usługą. Sprawdź połączenie i spróbuj ponownie.',
  'card.error.generic': 'Nie udało się sprawdzić karty. Spróbuj ponownie albo wybierz inną metodę.',
  cardStripeUnavailable: 'Nie udało się wczytać formularza karty. Wybierz inną metodę.',
};
