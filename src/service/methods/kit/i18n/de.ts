import type { en } from './en';

/** German widget text. */
export const de: typeof en = {
  title: 'Altersprüfung',
  testModeBar: 'TESTMODUS — Ergebnisse gelten nur zum Testen',
  stepOf: 'Schritt {n} von 3 — {label}',
  stepLabelChoose: 'Methode wählen',
  stepLabelVerify: 'Alter nachweisen',
  stepChoose: 'Wählen Sie, wie Sie Ihr Alter nachweisen',
  stepResult: 'Ergebnis',
  language: 'Sprache',
  intro: '{site} bittet Sie, Ihr Alter zu bestätigen.',
  nextChoose:
    'Als Nächstes weisen Sie Ihr Alter mit der gewählten Methode nach. {site} erfährt nur das Ergebnis.',
  nextVerify: 'Als Nächstes sehen Sie Ihr Ergebnis, und {site} wird informiert.',
  checking: 'Wir prüfen, was dieser Browser unterstützt …',
  attemptsLeft:
    '{n, plural, =0 {Keine Versuche mehr} one {Noch # Versuch} other {Noch # Versuche}}',
  noMethodsLive:
    'Auf diesem Dienst ist noch keine Prüfmethode verfügbar, daher kann Ihr Alter hier nicht geprüft werden. Bitte kehren Sie zu {site} zurück und sagen Sie dort Bescheid.',
  noMethodsDevice:
    'Keine der verfügbaren Methoden funktioniert in diesem Browser oder dieser App. Öffnen Sie den Link in Ihrem normalen Webbrowser oder machen Sie auf Ihrem Smartphone weiter.',
  back: 'Andere Methode wählen',
  simTitle: 'Ergebnis simulieren',
  simHelp: 'Wählen Sie, was die Prüfung „{method}“ ergeben soll.',
  'outcome.adult': 'Erwachsen (30)',
  'outcome.teen': 'Jugendlich (16)',
  'outcome.child': 'Kind (10)',
  'outcome.inconclusive': 'Unklar (kein Alterssignal)',
  'outcome.fraudulent': 'Betrug (Täuschung erkannt)',
  'outcome.custom': 'Eigenes Alter',
  customAge: 'Alter in Jahren',
  customAgeInvalid: 'Geben Sie eine ganze Zahl von 0 bis 120 ein.',
  walletKind: 'Wallet',
  'wallet.eudi-wallet': 'EUDI-Wallet (EU)',
  'wallet.apple-wallet': 'Apple Wallet (Ausweis)',
  'wallet.google-wallet': 'Google Wallet (Ausweis)',
  submit: 'Simuliertes Ergebnis senden',
  working: 'Wird geprüft …',
  inconclusive:
    'Ihr Alter konnte mit „{method}“ nicht bestimmt werden. Versuchen Sie es erneut ({n, plural, one {noch # Versuch} other {noch # Versuche}}) oder wählen Sie eine andere Methode.',
  methodExhausted: 'Alle Versuche mit „{method}“ sind verbraucht. Wählen Sie eine andere Methode.',
  errorNetwork:
    'Der Prüfdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  errorGeneric:
    'Das hat nicht funktioniert: {detail}. Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  loadFailed:
    'Dieser Schritt konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  pass: 'Ihr Alter ist bestätigt',
  passDetail: '{site} wurde mitgeteilt, dass Sie die Altersgrenze erfüllen.',
  fail: 'Ihr Alter konnte nicht bestätigt werden',
  'failure.age-criteria-not-met': 'Sie erfüllen die Altersgrenze von {site} nicht.',
  'failure.max-attempts-exceeded': 'Alle Versuche wurden ohne Ergebnis verbraucht.',
  'failure.fraudulent-activity-detected':
    'Die Prüfung wurde abgebrochen, weil etwas nicht stimmte.',
  done: 'Fertig',
  redirecting: 'Sie werden zu {site} zurückgeleitet …',
  redirectingAfterOffer:
    'In wenigen Sekunden geht es zurück zu {site}, außer Sie speichern vorher einen Altersschlüssel.',
  continueLink: 'Weiter zu {site}',
  closeWindow: 'Sie können dieses Fenster jetzt schließen.',
  handoffDone: 'Fertig. Sie können an Ihrem Computer weitermachen.',
  phoneToggle: 'Auf dem Smartphone weitermachen',
  phoneHelp:
    'Scannen Sie diesen Code mit der Kamera Ihres Smartphones und schließen Sie die Prüfung dort ab. Diese Seite aktualisiert sich von selbst.',
  qrAlt: 'QR-Code, der diese Altersprüfung auf Ihrem Smartphone öffnet',
  phoneLink: 'Oder öffnen Sie diesen Link auf Ihrem Smartphone:',
  expiredTitle: 'Dieser Link ist abgelaufen',
  expiredBody:
    'Links zur Altersprüfung gelten 14 Tage. Kehren Sie zur vorherigen Website zurück und starten Sie die Altersprüfung neu.',
  finishedTitle: 'Diese Altersprüfung ist abgeschlossen',
  finishedBody:
    'Sie hat bereits ein Ergebnis, deshalb öffnet dieser Link sie nicht mehr. Kehren Sie zur Website zurück, von der Sie kamen; fragt sie weiter nach Ihrem Alter, starten Sie die Altersprüfung dort neu.',
  invalidTitle: 'Dieser Link funktioniert nicht',
  invalidBody:
    'Der Link ist unvollständig oder wurde verändert. Kehren Sie zur vorherigen Website zurück und starten Sie die Altersprüfung neu.',
  frameNotAllowed:
    'Diese Altersprüfung wird in einer Website angezeigt, die dafür nicht registriert ist. Öffnen Sie die Prüfung direkt im Shop.',
};
