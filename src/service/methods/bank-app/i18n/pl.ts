/** Polish text of the bank-app method (glossary: src/service/i18n/glossary/pl.md). */
export const pl = {
  'method.bank-app': 'Aplikacja banku',
  'describe.bank-app': 'Potwierdź wiek w aplikacji swojego banku',
  bankHelp:
    'Bank potwierdza Twój wiek na podstawie swoich danych. Na telefonie otworzy się aplikacja banku; potem wrócisz do tej usługi w przeglądarce.',
  bankContinue: 'Kontynuuj: {name}',
  bankNone: 'Do tej weryfikacji nie jest dostępny żaden bank.',
  bankNotHere:
    'Twojego banku nie da się otworzyć w tej aplikacji. Otwórz tę stronę w przeglądarce albo wybierz inną metodę.',
  bankTitle: 'Potwierdzenie w banku',
  bankLinkUsed: 'Ten link został już użyty albo wygasł. Wróć do serwisu i zacznij od nowa.',
  bankGone: 'Ten bank nie jest już dostępny. Wróć i wybierz inną metodę.',
  bankDeclined:
    'W banku nie wyrażono zgody, więc nic nie zostało udostępnione. Wróć, aby wybrać inną metodę.',
  bankRefused: 'Bank nie potwierdził tego logowania. Wróć i spróbuj ponownie.',
  bankInvalid: 'Nie udało się zweryfikować odpowiedzi banku. Wróć i spróbuj ponownie.',
  bankUnreachable: 'Brak połączenia z bankiem. Wróć i spróbuj ponownie za chwilę.',
  bankNoAge: 'Bank nie udostępnił Twojego wieku. Wróć, aby wybrać inną metodę.',
  bankBack: 'Wróć do weryfikacji',
  bankWaitTab: 'Dokończ w banku w nowej karcie. Ta strona odświeży się sama.',
  'bankOutcome.declined': 'W banku nie wyrażono zgody, więc nic nie zostało udostępnione.',
  'bankOutcome.refused': 'Bank nie potwierdził logowania.',
  'bankOutcome.failed': 'Nie udało się wykorzystać odpowiedzi banku.',
  'bankOutcome.no-age': 'Bank nie udostępnił Twojego wieku.',
  bankTryAgain: 'Spróbuj ponownie albo wybierz inną metodę.',
  bankTabResult: 'Możesz zamknąć tę kartę. Wynik zobaczysz w karcie, z której przychodzisz.',
  bankTabBack: 'Możesz zamknąć tę kartę. Kontynuuj w karcie, z której przychodzisz.',
};
