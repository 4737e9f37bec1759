/** Polish text of the age-key method (glossary: src/service/i18n/glossary/pl.md). */

/** Its name and description in the method picker. */
export const pl = {
  'method.age-key': 'Klucz wieku',
  'describe.age-key': 'Użyj klucza dostępu, który już potwierdza Twój wiek',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const plCeremony = {
  use: 'Użyj klucza wieku',
  useHelp:
    'Urządzenie poprosi o odblokowanie klucza dostępu z potwierdzeniem Twojego wieku. Nic więcej nie jest udostępniane.',
  noKey:
    'Nie masz jeszcze klucza wieku? Najpierw wybierz inną metodę; potem możesz zapisać klucz wieku na następny raz.',
  upgrade:
    'Twój klucz wieku potwierdza {n}+, a to tu nie wystarcza. Potwierdź wiek inną metodą, a potem zaktualizuj klucz wieku.',
  upgradeMethod:
    'Potwierdzenie zapisane w Twoim kluczu wieku nie jest tu akceptowane. Potwierdź wiek inną metodą, a potem zaktualizuj klucz wieku.',
  upgradeTest:
    'Twój klucz wieku powstał w trybie testowym i nie działa przy prawdziwej weryfikacji. Potwierdź wiek inną metodą, a potem zaktualizuj klucz wieku.',
  declined: 'Nie użyto klucza wieku. Spróbuj ponownie albo wybierz inną metodę.',
  'refused.counter':
    'Ten klucz wieku wygląda na skopiowany z innego urządzenia i został odrzucony. Wybierz inną metodę.',
  'refused.user-verification':
    'Urządzenie nie potwierdziło, że to Ty (PIN lub biometria). Spróbuj ponownie z włączoną weryfikacją.',
  'refused.revoked': 'Ten klucz wieku został unieważniony. Wybierz inną metodę.',
  'refused.unknown-key': 'Ten klucz wieku nie jest tu znany (mógł zostać usunięty).',
  refused: 'Nie udało się sprawdzić klucza wieku. Spróbuj ponownie albo wybierz inną metodę.',
  error: 'Nie udało się: {detail}.',
  working: 'Czekamy na Twoje urządzenie…',
  saveTitle: 'Zapisz klucz wieku',
  saveHelp:
    'Następnym razem potwierdzisz wiek jednym dotknięciem w każdym serwisie, który korzysta z tej usługi. Klucz dostępu zawiera tylko potwierdzenie wieku, nigdy Twoje imię i nazwisko.',
  saveButton: 'Zapisz klucz wieku',
  saved: 'Klucz wieku zapisany. Następnym razem wybierz „Klucz wieku”.',
  updateTitle: 'Zaktualizuj klucz wieku',
  updateHelp:
    'Dodaj to nowe potwierdzenie wieku do klucza wieku, aby następnym razem działał także tutaj.',
  updateButton: 'Zaktualizuj mój klucz wieku',
  updated: 'Klucz wieku zaktualizowany: teraz potwierdza {n}+.',
  savedTest: 'To klucz testowy: działa tylko w trybie testowym.',
  openWindow: 'Otwórz okno, aby zapisać klucz wieku',
  windowHelp:
    'Twoja przeglądarka nie pozwala zapisać klucza dostępu w tym serwisie. Użyj małego okna.',
  forget: 'Usuń mój klucz wieku',
  forgotten:
    'Twój klucz wieku został usunięty z usługi. Możesz też usunąć klucz dostępu ze swojego urządzenia.',
};
