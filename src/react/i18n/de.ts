import type { AgeGateLabels } from '../age-gate-props';

/** German text of the <AgeGate> card (glossary: src/service/i18n/glossary/de.md). */
export const de: AgeGateLabels = {
  heading: 'Bestätigen Sie Ihr Alter',
  intro: 'Diese Seite ist nur für Volljährige. Bestätigen Sie Ihr Alter, um fortzufahren.',
  how: 'Etwa eine Minute, mit einer Methode Ihrer Wahl: Selfie, Ausweisdokument, digitale Wallet, Altersschlüssel …',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} erhält nur das Ergebnis, nie Ihren Namen, Ihre Fotos oder Dokumente. Bilder werden nicht gespeichert.',
  keptUnnamed:
    'Diese Website erhält nur das Ergebnis, nie Ihren Namen, Ihre Fotos oder Dokumente. Bilder werden nicht gespeichert.',
  ageKey:
    'Speichern Sie danach einen Altersschlüssel auf diesem Gerät: Beim nächsten Mal genügt ein Tippen.',
  start: 'Mein Alter bestätigen',
  checking: 'Ihre Altersprüfung wird abgefragt …',
  creating: 'Prüfung wird gestartet …',
  confirming: 'Ihr Ergebnis wird bestätigt …',
  verified: 'Ihr Alter ist bestätigt.',
  failed: 'Wir konnten Ihr Alter nicht bestätigen.',
  pending: 'Ihre Prüfung ist noch nicht abgeschlossen.',
  checkAgain: 'Erneut abfragen',
  error: 'Bei der Prüfung ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
  mismatch: 'Diese Prüfung wurde in einem anderen Browser gestartet. Bitte beginnen Sie hier neu.',
  cancelled: 'Prüfung abgebrochen.',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  topLevel: 'Probleme? In diesem Fenster fortfahren',
  unresponsive:
    'Die Prüfung konnte hier nicht angezeigt werden. Bitte fahren Sie in diesem Fenster fort.',
  title: 'Altersprüfung',
  'failure.age-criteria-not-met':
    'Die Prüfung hat nicht ergeben, dass Sie die Altersgrenze erfüllen.',
  'failure.max-attempts-exceeded':
    'Die Prüfung wurde nach zu vielen erfolglosen Versuchen beendet.',
  'failure.fraudulent-activity-detected': 'Die Prüfung wurde nicht akzeptiert.',
  'failure.criteria-not-met': 'Die Prüfung erfüllt die Altersgrenze dieser Seite nicht.',
  'failure.revoked': 'Die Prüfung wurde widerrufen.',
  unreachable:
    'Die Altersprüfung ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
