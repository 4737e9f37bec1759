/** Swedish text of the digital-wallet method (glossary: src/service/i18n/glossary/sv.md). */
export const sv = {
  'method.digital-wallet': 'Digital plånbok',
  'describe.digital-wallet': 'Dela bara ett åldersbevis från din plånboksapp',
  walletIntro:
    'Din plånbok delar bara en sak: att du har uppnått den ålder som krävs. Inget namn, inget födelsedatum.',
  walletThisDevice: 'Använd en plånbok på den här enheten',
  walletOtherDevice: 'Använd en plånbok på din telefon',
  walletScan: 'Skanna koden med din plånboksapp eller öppna den på den här telefonen:',
  walletQrAlt: 'QR-kod för din plånboksapp',
  walletScanInstead: 'Visar webbläsaren inget fönster? Skanna koden med din telefon i stället:',
  walletOpenApp: 'Öppna plånboksappen',
  walletAvScan: 'Använder du EU:s app för åldersverifiering? Skanna den här koden med den:',
  walletAvQrAlt: 'QR-kod för EU:s app för åldersverifiering',
  walletOpenAvApp: 'Öppna appen för åldersverifiering',
  walletWaiting: 'Väntar på din plånbok…',
  walletTestWallet: 'Öppna testplånboken (testläge)',
  walletNoWallet:
    'Ingen plånbok på den här enheten har ett bevis om din ålder. Försök med din telefon.',
  walletDeclined: 'Du tackade nej i din plånbok. Inget delades.',
  walletNotShared:
    'Din plånbok kunde inte svara på begäran, så inget delades. Försök igen eller välj en annan metod.',
  walletThisDeviceWaiting:
    'Väntar på en plånbok på den här enheten. Välj en i fönstret som webbläsaren visar.',
  walletCancel: 'Avbryt',
  walletCancelled: 'Avbrutet. Inget delades.',
  walletTimeout:
    'Ingen plånbok på den här enheten svarade. Använd en plånbok på din telefon i stället: skanna koden nedan.',
  walletUnsupported:
    'Den här webbläsaren kan inte fråga en plånbok direkt. Använd en plånbok på din telefon med koden nedan.',
  walletRefused:
    'Plånbokens svar kunde inte godtas ({reason}). Försök igen eller välj en annan metod.',
  walletExpired: 'Begäran har gått ut. Börja om.',
};
