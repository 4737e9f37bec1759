/** Dutch text of the digital-wallet method (glossary: src/service/i18n/glossary/nl.md). */
export const nl = {
  'method.digital-wallet': 'Digitale wallet',
  'describe.digital-wallet': 'Deel alleen een leeftijdsbewijs uit je wallet-app',
  walletIntro:
    'Je wallet deelt maar één ding: dat je de vereiste leeftijd hebt. Geen naam, geen geboortedatum.',
  walletThisDevice: 'Een wallet op dit apparaat gebruiken',
  walletOtherDevice: 'Een wallet op je telefoon gebruiken',
  walletScan: 'Scan deze code met je wallet-app, of open hem op deze telefoon:',
  walletQrAlt: 'QR-code voor je wallet-app',
  walletScanInstead: 'Geen venster van je browser? Scan de code dan met je telefoon:',
  walletOpenApp: 'Wallet-app openen',
  walletAvScan: 'Gebruikt u de Europese app voor leeftijdsverificatie? Scan deze code ermee:',
  walletAvQrAlt: 'QR-code voor de EU-app voor leeftijdsverificatie',
  walletOpenAvApp: 'Leeftijdsverificatie-app openen',
  walletWaiting: 'Wachten op je wallet…',
  walletTestWallet: 'De testwallet openen (testmodus)',
  walletNoWallet:
    'Geen wallet op dit apparaat bevat een bewijs van je leeftijd. Probeer het met je telefoon.',
  walletDeclined: 'Je hebt in je wallet geweigerd. Er is niets gedeeld.',
  walletNotShared:
    'Je wallet kon dit verzoek niet beantwoorden, dus er is niets gedeeld. Probeer het opnieuw of kies een andere methode.',
  walletThisDeviceWaiting:
    'Wachten op een wallet op dit apparaat. Kies er een in het venster dat je browser toont.',
  walletCancel: 'Annuleren',
  walletCancelled: 'Geannuleerd. Er is niets gedeeld.',
  walletTimeout:
    'Geen wallet op dit apparaat heeft gereageerd. Gebruik een wallet op je telefoon: scan de code hieronder.',
  walletUnsupported:
    'Deze browser kan een wallet niet rechtstreeks aanspreken. Gebruik een wallet op je telefoon met de code hieronder.',
  walletRefused:
    'Het antwoord van de wallet kon niet worden geaccepteerd ({reason}). Probeer het opnieuw of kies een andere methode.',
  walletExpired: 'Dit verzoek is verlopen. Begin opnieuw.',
};
