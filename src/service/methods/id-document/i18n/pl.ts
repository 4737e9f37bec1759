/** Polish text of the id-document method (glossary: src/service/i18n/glossary/pl.md). */
export const pl = {
  'method.id-document': 'Dokument tożsamości',
  'describe.id-document': 'Zrób zdjęcie paszportu, dowodu osobistego lub prawa jazdy',
  'id.intro':
    'Sfotografuj stronę z danymi do odczytu maszynowego: kod kreskowy z tyłu prawa jazdy z USA lub Kanady albo dwa lub trzy wiersze tekstu z <<< w paszporcie lub dowodzie osobistym.',
  'id.camera': 'Użyj kamery',
  'id.upload': 'Prześlij zdjęcie',
  'id.take': 'Zrób zdjęcie',
  'id.cancel': 'Anuluj',
  'id.guide': 'Umieść kod kreskowy lub wiersze z <<< w ramce, nie ruszaj się, unikaj odblasków.',
  'id.reading': 'Odczytywanie dokumentu…',
  'id.cameraDenied': 'Kamera nie jest tu dostępna. Prześlij zdjęcie.',
  'id.heic':
    'To zdjęcie jest w formacie HEIC, którego nie da się odczytać. Zrób zdjęcie z tej strony albo zapisz je jako JPEG.',
  'id.tooLarge': 'To zdjęcie jest za duże. Zrób je ponownie albo prześlij mniejsze (do 10 MB).',
  'id.retake': 'Nie udało się odczytać dokumentu. {hint} Spróbuj ponownie.',
  'id.hint.blur': 'Zdjęcie jest nieostre: nie ruszaj się i poczekaj, aż aparat ustawi ostrość.',
  'id.hint.glare': 'Światło odbija się od dokumentu: lekko go przechyl.',
  'id.hint.too-small': 'Dokument jest na zdjęciu za mały: podejdź bliżej.',
  'id.hint.too-dark': 'Zdjęcie jest za ciemne: przejdź w jaśniejsze miejsce.',
  'id.hint.not-found':
    'Nie znaleziono kodu kreskowego ani wierszy z <<<: sfotografuj właściwą stronę.',
  'id.hint.not-an-id': 'Ten kod kreskowy nie pochodzi z prawa jazdy ani dowodu osobistego.',
  'id.hint.check-digits': 'Wiersze z <<< nie przeszły kontroli: sfotografuj je ostro i w całości.',
  'id.expired': 'Ten dokument stracił ważność. Użyj ważnego dokumentu.',
  'id.specimenRefused':
    'To dokument wzorcowy, przygotowany do wypróbowania usługi: nie potwierdza niczyjego wieku. Użyj własnego dokumentu.',
  'id.phone': 'Nie masz tu kamery? Zeskanuj ten kod telefonem i kontynuuj na nim.',
  'id.privacy':
    'Zdjęcie jest odczytywane na naszym serwerze i od razu usuwane; nigdy nie jest zachowywane.',
  'id.specimens':
    'Dokumenty wzorcowe (tryb testowy): pobierz jeden i prześlij go powyżej albo wyświetl go i sfotografuj ekran telefonem.',
  'id.show': 'Pokaż',
  'id.specimen.adult-licence': 'Prawo jazdy osoby dorosłej',
  'id.specimen.minor-licence': 'Prawo jazdy osoby niepełnoletniej',
  'id.specimen.adult-licence-front': 'Prawo jazdy osoby dorosłej, przód (ze zdjęciem)',
  'id.specimen.minor-licence-front': 'Prawo jazdy osoby niepełnoletniej, przód (ze zdjęciem)',
  'id.specimen.adult-passport': 'Paszport osoby dorosłej',
  'id.front.intro':
    'Tył odczytany. Teraz przód ze zdjęciem: sfotografuj całą stronę, na której są Twoje zdjęcie, data urodzenia i numer dokumentu.',
  'id.front.guide': 'Umieść cały przód w ramce, nie ruszaj się, unikaj odblasków.',
  'id.front.reading': 'Odczytywanie przodu…',
  'id.front.notRead':
    'Nie udało się odczytać tekstu nadrukowanego z przodu. Sfotografuj cały przód, ostro i bez odblasków.',
  'id.front.noPortrait':
    'Na tej stronie nie znaleziono zdjęcia: sfotografuj przód karty, czyli stronę z Twoim zdjęciem.',
  'id.front.mismatch':
    'Przód nie należy do tego samego dokumentu co tył: data urodzenia lub numer dokumentu się różnią. Sfotografuj obie strony jednego dokumentu.',
  'id.front.expired': 'Minęło zbyt dużo czasu: ponownie sfotografuj tył.',
  'id.front.restart': 'Zacznij od nowa od tyłu',
  'id.hint.number-not-read':
    'Nie udało się odczytać numeru dokumentu z przodu: sfotografuj go ostro i w całości.',
  'id.selfie.intro':
    'Dokument odczytany. Teraz selfie na żywo: porównamy Twoją twarz ze zdjęciem w dokumencie. Nic nie jest zachowywane.',
  'id.selfie.mismatch': 'Selfie nie pasuje do zdjęcia w dokumencie.',
  'id.selfie.again': 'Sfotografuj dokument ponownie, a potem zrób selfie.',
  'id.noPortrait':
    'Ta usługa porównuje zdjęcie w dokumencie z selfie, a nie znaleziono zdjęcia: sfotografuj stronę, na której jest zarówno zdjęcie posiadacza, jak i kod kreskowy lub wiersze z <<<.',
};
