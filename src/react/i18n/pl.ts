import type { AgeGateLabels } from '../age-gate-props';

/** Polish text of the <AgeGate> card (glossary: src/service/i18n/glossary/pl.md). */
export const pl: AgeGateLabels = {
  heading: 'Potwierdź swój wiek',
  intro:
    'Ta strona jest dostępna tylko dla osób pełnoletnich. Potwierdź swój wiek, aby kontynuować.',
  how: 'Około minuty, wybraną przez Ciebie metodą: selfie, dokument tożsamości, portfel cyfrowy, klucz wieku…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} otrzymuje tylko wynik, nigdy Twoje imię i nazwisko, zdjęcia ani dokumenty. Obrazy nie są zachowywane.',
  keptUnnamed:
    'Ten serwis otrzymuje tylko wynik, nigdy Twoje imię i nazwisko, zdjęcia ani dokumenty. Obrazy nie są zachowywane.',
  ageKey: 'Potem zapisz klucz wieku na tym urządzeniu: następnym razem wystarczy jedno dotknięcie.',
  start: 'Potwierdź mój wiek',
  checking: 'Sprawdzamy weryfikację wieku…',
  creating: 'Rozpoczynanie weryfikacji…',
  confirming: 'Potwierdzanie wyniku…',
  verified: 'Twój wiek został potwierdzony.',
  failed: 'Nie udało się potwierdzić Twojego wieku.',
  pending: 'Weryfikacja nie została jeszcze zakończona.',
  checkAgain: 'Sprawdź ponownie',
  error: 'Podczas weryfikacji coś poszło nie tak. Spróbuj ponownie.',
  mismatch: 'Ta weryfikacja została rozpoczęta w innej przeglądarce. Zacznij od nowa tutaj.',
  cancelled: 'Weryfikacja anulowana.',
  retry: 'Spróbuj ponownie',
  close: 'Zamknij',
  topLevel: 'Masz problem? Kontynuuj w tym oknie',
  unresponsive: 'Nie udało się tu wyświetlić weryfikacji. Kontynuuj w tym oknie.',
  title: 'Weryfikacja wieku',
  'failure.age-criteria-not-met': 'Weryfikacja nie wykazała, że spełniasz wymóg wiekowy.',
  'failure.max-attempts-exceeded': 'Weryfikacja zakończyła się po zbyt wielu nieudanych próbach.',
  'failure.fraudulent-activity-detected': 'Weryfikacja nie została zaakceptowana.',
  'failure.criteria-not-met': 'Weryfikacja nie spełnia wymogu wiekowego tej strony.',
  'failure.revoked': 'Weryfikacja została unieważniona.',
  unreachable: 'Weryfikacja wieku jest niedostępna. Sprawdź połączenie i spróbuj ponownie.',
};
