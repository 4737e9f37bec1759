import type { TestPagesMessages } from './en';

/** German text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/de.md). */
export const de: TestPagesMessages = {
  'bank.bar': 'TESTBANK — nur im Testmodus, keine echten Konten',
  'bank.signIn': 'Bei der Testbank anmelden',
  'bank.chooseHolder': 'Wählen Sie einen Test-Kontoinhaber.',
  'bank.share': 'Mit dieser Website teilen?',
  'bank.asks': '{client} bittet die Testbank, Folgendes zu teilen:',
  'bank.ask.birthdate': 'Ihr Geburtsdatum',
  'bank.ask.ageOver': 'ob Sie {age} oder älter sind',
  'bank.ask.identifier': 'eine Kennung für diese Website',
  'bank.allow': 'Zulassen',
  'bank.decline': 'Ablehnen',
  'bank.returning': 'Zurück zur Website …',
  'bank.continue': 'Weiter',
  'bank.errorTitle': 'Fehler der Testbank',
  'bank.expiredTitle': 'Sitzung abgelaufen',
  'bank.expiredBody': 'Beginnen Sie erneut auf der Website, von der Sie gekommen sind.',
  'bank.problemTitle': 'Etwas ist schiefgegangen',
  'bank.formTooLarge': 'Das Formular ist zu groß.',
  'bank.signInFirst': 'Melden Sie sich zuerst an.',
  'bank.wrongMethod':
    'Diese Seite lässt sich so nicht öffnen. Beginnen Sie erneut auf der Website, von der Sie gekommen sind.',
  'wallet.title': 'ofage-Test-Wallet',
  'wallet.bar': 'TESTMODUS — ofage-Test-Wallet',
  'wallet.heading': 'Ihr Alter teilen?',
  'wallet.reading': 'Anfrage wird gelesen …',
  'wallet.shareOverPid': 'Teilen: über dem Alter (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Teilen: über dem Alter (mobiler Führerschein, mdoc)',
  'wallet.shareUnderPid': 'Teilen: NICHT über dem Alter (EU PID)',
  'wallet.shareOverAv': 'Teilen: über dem Alter (EU-Altersverifikations-App)',
  'wallet.shareUnderAv': 'Teilen: NICHT über dem Alter (EU-Altersverifikations-App)',
  'wallet.shareUntrustedAv':
    'Teilen: über dem Alter, von einem nicht vertrauenswürdigen Anbieter (Altersverifikations-App)',
  'wallet.shareRevokedAv':
    'Teilen: über dem Alter, widerrufener Nachweis (Altersverifikations-App)',
  'wallet.decline': 'Ablehnen',
  'wallet.noRequest':
    'Keine Anfrage: Öffnen Sie diese Seite über den QR-Code-Link einer Altersprüfung.',
  'wallet.unknownRequest': 'Diese Anfrage ist unbekannt, bereits verwendet oder abgelaufen.',
  'wallet.asks': 'Ein Prüfer fragt nach einem Attribut: {claim}. Sonst wird nichts geteilt.',
  'wallet.declined': 'Abgelehnt. Es wurde nichts geteilt.',
  'wallet.couldNotAnswer': 'Die Test-Wallet konnte nicht antworten: {detail}',
  'wallet.shared': 'Geteilt. Sie können zur Altersprüfung zurückkehren.',
  'wallet.refused': 'Der Prüfer hat die Antwort abgelehnt.',
};
