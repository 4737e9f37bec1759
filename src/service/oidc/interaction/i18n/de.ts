import type { InteractionMessages } from './en';

/** German text of the OpenID age-key pages (glossary: src/service/i18n/glossary/de.md). */
export const de: InteractionMessages = {
  'use.title': 'Alter nachweisen',
  'use.heading': 'Weisen Sie {site} Ihr Alter nach',
  'use.ask':
    '{site} fragt, ob Sie {ages} sind. Ihr Altersschlüssel antwortet für jede Frage mit Ja oder Nein — nie mit Ihrem Geburtsdatum und nie mit etwas, das Sie erkennbar macht.',
  'use.age': '{age} oder älter',
  'use.ofAge': 'volljährig',
  'use.go': 'Altersschlüssel verwenden',
  'use.decline': 'Ohne Antwort zurückkehren',
  'create.title': 'Altersschlüssel speichern',
  'create.heading': 'Altersschlüssel speichern',
  'create.offer':
    '{site} hat geprüft, dass Sie mindestens {floor} sind. Speichern Sie einen Passkey auf diesem Gerät als Altersschlüssel: Andere Websites können Ihr Alter damit im Nu prüfen, ohne zu sehen, wer Sie sind. Ihr Geburtsdatum wird nicht gespeichert.',
  'create.go': 'Altersschlüssel speichern',
  'create.decline': 'Nicht jetzt',
  step: '{product} — Altersschlüssel',
  'script.waitingUse': 'Warten auf Ihren Altersschlüssel …',
  'script.waitingCreate': 'Warten auf Ihr Gerät …',
  'script.ended': 'Diese Anfrage ist beendet. Kehren Sie zur Website zurück.',
  'script.noKeyUsed':
    'Es wurde kein Altersschlüssel verwendet. Versuchen Sie es erneut oder kehren Sie zurück.',
  'script.noKeySaved':
    'Es wurde kein Altersschlüssel gespeichert. Versuchen Sie es erneut oder wählen Sie „Nicht jetzt“.',
  'script.failed': 'Das hat nicht geklappt. Versuchen Sie es erneut.',
  'script.wrong': 'Etwas ist schiefgegangen. Versuchen Sie es erneut.',
  'script.noWebAuthn':
    'Dieser Browser kann keinen Altersschlüssel verwenden. Kehren Sie zurück und versuchen Sie es mit einem anderen Gerät oder Browser.',
  'script.notAllowed':
    'Diese Website darf keine Altersschlüssel speichern. Kehren Sie zur Website zurück.',
  'refusal.unknown-key':
    'Dieser Dienst kennt diesen Altersschlüssel nicht: Er wurde vielleicht vergessen. Kehren Sie zurück und weisen Sie Ihr Alter auf anderem Weg nach.',
  'refusal.revoked':
    'Dieser Altersschlüssel wurde widerrufen. Kehren Sie zurück und weisen Sie Ihr Alter auf anderem Weg nach.',
  'refusal.user-verification':
    'Ihr Gerät hat nicht bestätigt, dass Sie es sind (PIN, Fingerabdruck oder Gesicht). Versuchen Sie es erneut.',
  'refusal.challenge':
    'Das hat zu lange gedauert oder wurde schon verwendet. Versuchen Sie es erneut.',
  'refusal.already-used':
    'Aus dieser Prüfung wurde schon ein Altersschlüssel gespeichert, oder dieser Passkey ist einer. Kehren Sie zur Website zurück.',
  'expired.title': 'Diese Anfrage ist abgelaufen',
  'expired.body': 'Kehren Sie zur Website zurück und beginnen Sie neu.',
  'used.title': 'Bereits verwendet',
  'used.body':
    'Aus dieser Prüfung wurde schon ein Altersschlüssel gespeichert. Kehren Sie zur Website zurück.',
};
