import type { InteractionMessages } from './en';

/** Polish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/pl.md). */
export const pl: InteractionMessages = {
  'use.title': 'Potwierdź swój wiek',
  'use.heading': 'Potwierdź swój wiek w serwisie {site}',
  'use.ask':
    '{site} pyta, czy jesteś {ages}. Twój klucz wieku odpowiada na każde pytanie tak lub nie — nigdy nie podaje daty urodzenia ani niczego, co Cię identyfikuje.',
  'use.age': 'osobą w wieku co najmniej {age} lat',
  'use.ofAge': 'osobą pełnoletnią',
  'use.go': 'Użyj klucza wieku',
  'use.decline': 'Wróć bez odpowiedzi',
  'create.title': 'Zapisz klucz wieku',
  'create.heading': 'Zapisz klucz wieku',
  'create.offer':
    'Serwis {site} potwierdził, że jesteś w wieku co najmniej {floor} lat. Zapisz klucz dostępu na tym urządzeniu jako klucz wieku: inne serwisy sprawdzą nim Twój wiek w chwilę, nie wiedząc, kim jesteś. Twoja data urodzenia nie jest zachowywana.',
  'create.go': 'Zapisz klucz wieku',
  'create.decline': 'Nie teraz',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — klucz wieku',
  'script.waitingUse': 'Czekamy na Twój klucz wieku…',
  'script.waitingCreate': 'Czekamy na Twoje urządzenie…',
  'script.ended': 'To żądanie zostało zakończone. Wróć do serwisu.',
  'script.noKeyUsed': 'Nie użyto klucza wieku. Spróbuj ponownie albo wróć.',
  'script.noKeySaved': 'Nie zapisano klucza wieku. Spróbuj ponownie albo wybierz „Nie teraz”.',
  'script.failed': 'Nie udało się. Spróbuj ponownie.',
  'script.wrong': 'Coś poszło nie tak. Spróbuj ponownie.',
  'script.noWebAuthn':
    'Ta przeglądarka nie obsługuje kluczy wieku. Wróć i użyj innego urządzenia lub przeglądarki.',
  'script.notAllowed': 'Ten serwis nie może zapisywać kluczy wieku. Wróć do serwisu.',
  'refusal.unknown-key':
    'Ta usługa nie zna tego klucza wieku: mógł zostać usunięty. Wróć i potwierdź wiek w inny sposób.',
  'refusal.revoked': 'Ten klucz wieku został unieważniony. Wróć i potwierdź wiek w inny sposób.',
  'refusal.user-verification':
    'Urządzenie nie potwierdziło, że to Ty (PIN, odcisk palca lub twarz). Spróbuj ponownie.',
  'refusal.challenge': 'Trwało to zbyt długo albo zostało już użyte. Spróbuj ponownie.',
  'refusal.already-used':
    'Z tej weryfikacji zapisano już klucz wieku albo ten klucz dostępu już nim jest. Wróć do serwisu.',
  'expired.title': 'To żądanie wygasło',
  'expired.body': 'Wróć do serwisu i zacznij od nowa.',
  'used.title': 'Już użyto',
  'used.body': 'Z tej weryfikacji zapisano już klucz wieku. Wróć do serwisu.',
};
