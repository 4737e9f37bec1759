/** Polish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/pl.md). */
export const pl = {
  'method.facial-age-estimation': 'Szacowanie wieku po twarzy',
  'describe.facial-age-estimation': 'Kamera szacuje Twój wiek; żaden obraz nie jest zachowywany',
  'face.intro':
    'Kamera zrobi kilka zdjęć, gdy będziesz obracać głowę. Sprawdzamy je na naszym serwerze i od razu usuwamy; żadne zdjęcie nie jest zachowywane.',
  'face.useCamera': 'Użyj mojej kamery',
  'face.useCameraTest': 'Użyj mojej kamery (prawdziwe szacowanie)',
  'face.opening': 'Uruchamianie kamery…',
  'face.preview': 'Podgląd kamery: umieść twarz w owalu',
  'face.ready': 'Umieść twarz w owalu i naciśnij „Rozpocznij”.',
  'face.start': 'Rozpocznij',
  'face.cancel': 'Wyłącz kamerę',
  'face.hint.too-dark': 'Jest za ciemno: stań przodem do okna lub włącz światło.',
  'face.hint.hold-still': 'Nie ruszaj się przez chwilę.',
  'face.hint.no-face': 'Nie widzimy twarzy: umieść twarz w owalu.',
  'face.hint.too-far': 'Przysuń się trochę bliżej, aby twarz wypełniła owal.',
  'face.hint.several-faces': 'Na obrazie może być tylko jedna osoba.',
  'face.prompt.look': 'Patrz prosto w kamerę.',
  'face.prompt.left': 'Powoli obróć głowę w lewo.',
  'face.prompt.right': 'Teraz powoli obróć głowę w prawo.',
  'face.prompt.still': 'Patrz w kamerę i się nie ruszaj.',
  'face.finding': 'Szukamy Twojej twarzy…',
  'face.sending': 'Sprawdzanie…',
  'face.liveness.no-turn':
    'Nie widzieliśmy obrotu głowy zgodnie z poleceniem. Spróbuj ponownie i postępuj według wskazówek.',
  'face.liveness.frames-repeated':
    'Te obrazy nie wyglądają na obraz z kamery na żywo. Użyj własnej kamery, a nie zdjęcia ani filmu.',
  'face.liveness.spoof-scores':
    'Te obrazy nie wyglądają na obraz z kamery na żywo. Użyj własnej kamery, a nie zdjęcia ani filmu.',
  'face.livenessOff':
    'Tryb testowy: test żywotności jest wyłączony dla tego produktu, więc zdjęcie zostałoby przyjęte. Prawdziwe weryfikacje zawsze obejmują test żywotności.',
  'face.error.denied':
    'Odmówiono dostępu do kamery. Zezwól na użycie kamery w ustawieniach przeglądarki i spróbuj ponownie albo wybierz inny sposób.',
  'face.error.no-camera': 'Na tym urządzeniu nie znaleziono kamery.',
  'face.error.busy': 'Kamera jest używana przez inną aplikację. Zamknij ją i spróbuj ponownie.',
  'face.error.unsupported': 'Ta przeglądarka nie może tu użyć kamery.',
  'face.error.other': 'Nie udało się uruchomić kamery.',
  'face.tryAgain': 'Spróbuj ponownie',
  'face.other': 'Wybierz inny sposób',
  'face.handoff': 'Możesz też kontynuować na telefonie: zeskanuj ten kod jego aparatem.',
  'face.qrAlt': 'Kod QR do kontynuowania na telefonie',
};
