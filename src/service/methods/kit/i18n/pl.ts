import type { en } from './en';

/** Polish widget text (glossary: src/service/i18n/glossary/pl.md). */
export const pl: typeof en = {
  title: 'Weryfikacja wieku',
  testModeBar: 'TRYB TESTOWY — wyniki służą tylko do testów',
  stepOf: 'Krok {n} z 3 — {label}',
  stepLabelChoose: 'Wybór metody',
  stepLabelVerify: 'Potwierdzenie wieku',
  stepChoose: 'Wybierz, jak potwierdzisz swój wiek',
  stepResult: 'Wynik',
  language: 'Język',
  intro: '{site} prosi o potwierdzenie Twojego wieku.',
  nextChoose: 'Dalej: potwierdzisz wiek wybraną metodą. {site} pozna tylko wynik.',
  nextVerify: 'Dalej: zobaczysz wynik, który otrzyma też {site}.',
  checking: 'Sprawdzamy, co obsługuje ta przeglądarka…',
  attemptsLeft:
    '{n, plural, =0 {Brak pozostałych prób} one {Została # próba} few {Zostały # próby} many {Zostało # prób} other {Zostało # próby}}',
  noMethodsLive:
    'Ta usługa nie ma jeszcze żadnej metody weryfikacji, więc nie można tu sprawdzić Twojego wieku. Wróć do serwisu {site} i daj im znać.',
  noMethodsDevice:
    'Żadna z dostępnych metod nie działa w tej przeglądarce ani aplikacji. Otwórz ten link w swojej zwykłej przeglądarce albo kontynuuj na telefonie.',
  back: 'Wybierz inną metodę',
  simTitle: 'Symuluj wynik',
  simHelp: 'Wybierz, co ma wykazać weryfikacja metodą „{method}”.',
  'outcome.adult': 'Dorosły (30 lat)',
  'outcome.teen': 'Nastolatek (16 lat)',
  'outcome.child': 'Dziecko (10 lat)',
  'outcome.inconclusive': 'Nierozstrzygający (brak oznak wieku)',
  'outcome.fraudulent': 'Oszustwo (wykryto podszywanie się)',
  'outcome.custom': 'Własny wiek',
  customAge: 'Wiek w latach',
  customAgeInvalid: 'Wpisz pełną liczbę lat od 0 do 120.',
  walletKind: 'Portfel',
  'wallet.eudi-wallet': 'Europejski portfel tożsamości cyfrowej',
  'wallet.apple-wallet': 'Apple Wallet (dokument)',
  'wallet.google-wallet': 'Google Wallet (dokument)',
  submit: 'Wyślij symulowany wynik',
  working: 'Sprawdzanie…',
  inconclusive:
    'Nie udało się ustalić Twojego wieku metodą „{method}”. Spróbuj ponownie ({n, plural, one {została # próba} few {zostały # próby} many {zostało # prób} other {zostało # próby}}) albo wybierz inną metodę.',
  methodExhausted: 'Wykorzystano wszystkie próby metodą „{method}”. Wybierz inną metodę.',
  errorNetwork: 'Brak połączenia z usługą weryfikacji. Sprawdź połączenie i spróbuj ponownie.',
  errorGeneric: 'Nie udało się: {detail}. Spróbuj ponownie albo wybierz inną metodę.',
  loadFailed: 'Nie udało się wczytać tego kroku. Sprawdź połączenie i odśwież stronę.',
  pass: 'Twój wiek został potwierdzony',
  passDetail: 'Serwis {site} otrzymał informację, że spełniasz jego wymóg wiekowy.',
  fail: 'Nie udało się potwierdzić Twojego wieku',
  'failure.age-criteria-not-met': 'Nie spełniasz wymogu wiekowego serwisu {site}.',
  'failure.max-attempts-exceeded': 'Wykorzystano wszystkie próby bez wyniku.',
  'failure.fraudulent-activity-detected': 'Weryfikację przerwano, bo coś wyglądało podejrzanie.',
  done: 'Gotowe',
  redirecting: 'Wracasz do serwisu {site}…',
  redirectingAfterOffer:
    'Za kilka sekund wrócisz do serwisu {site}, chyba że najpierw zapiszesz klucz wieku.',
  continueLink: 'Przejdź do serwisu {site}',
  closeWindow: 'Możesz już zamknąć to okno.',
  handoffDone: 'Gotowe. Możesz kontynuować na komputerze.',
  phoneToggle: 'Kontynuuj na telefonie',
  phoneHelp: 'Zeskanuj ten kod aparatem telefonu i dokończ tam. Ta strona odświeży się sama.',
  qrAlt: 'Kod QR, który otwiera tę weryfikację wieku na telefonie',
  phoneLink: 'Lub otwórz ten link na telefonie:',
  expiredTitle: 'Ten link wygasł',
  expiredBody:
    'Linki do weryfikacji wieku są ważne 14 dni. Wróć do serwisu, z którego przychodzisz, i rozpocznij weryfikację wieku od nowa.',
  finishedTitle: 'Ta weryfikacja wieku jest zakończona',
  finishedBody:
    'Ma już wynik, więc ten link jej nie otwiera. Wróć do serwisu, z którego przychodzisz; jeśli nadal prosi o Twój wiek, rozpocznij tam weryfikację od nowa.',
  invalidTitle: 'Ten link nie działa',
  invalidBody:
    'Link jest niepełny albo został zmieniony. Wróć do serwisu, z którego przychodzisz, i rozpocznij weryfikację wieku od nowa.',
  frameNotAllowed:
    'Ta weryfikacja wieku jest wyświetlana w serwisie, który nie jest do tego zarejestrowany. Otwórz weryfikację bezpośrednio w sklepie.',
};
