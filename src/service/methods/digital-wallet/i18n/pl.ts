/** Polish text of the digital-wallet method (glossary: src/service/i18n/glossary/pl.md). */
export const pl = {
  'method.digital-wallet': 'Portfel cyfrowy',
  'describe.digital-wallet': 'Udostępnij z portfela tylko potwierdzenie wieku',
  walletIntro:
    'Portfel udostępnia tylko jedną informację: że masz wymagany wiek. Bez imienia i nazwiska, bez daty urodzenia.',
  walletThisDevice: 'Użyj portfela na tym urządzeniu',
  walletOtherDevice: 'Użyj portfela na telefonie',
  walletScan: 'Zeskanuj ten kod aplikacją portfela albo otwórz go na tym telefonie:',
  walletQrAlt: 'Kod QR dla aplikacji portfela',
  walletScanInstead: 'Przeglądarka nie pokazała okna? Zeskanuj kod telefonem:',
  walletOpenApp: 'Otwórz aplikację portfela',
  walletAvScan: 'Korzystasz z unijnej aplikacji do weryfikacji wieku? Zeskanuj nią ten kod:',
  walletAvQrAlt: 'Kod QR dla unijnej aplikacji do weryfikacji wieku',
  walletOpenAvApp: 'Otwórz aplikację do weryfikacji wieku',
  walletWaiting: 'Czekamy na Twój portfel…',
  walletTestWallet: 'Otwórz portfel testowy (tryb testowy)',
  walletNoWallet:
    'Żaden portfel na tym urządzeniu nie zawiera poświadczenia z Twoim wiekiem. Użyj telefonu.',
  walletDeclined: 'W portfelu nie wyrażono zgody. Nic nie zostało udostępnione.',
  walletNotShared:
    'Portfel nie mógł odpowiedzieć na to żądanie, więc nic nie zostało udostępnione. Spróbuj ponownie albo wybierz inną metodę.',
  walletThisDeviceWaiting:
    'Czekamy na portfel na tym urządzeniu. Wybierz go w oknie, które pokazuje przeglądarka.',
  walletCancel: 'Anuluj',
  walletCancelled: 'Anulowano. Nic nie zostało udostępnione.',
  walletTimeout:
    'Żaden portfel na tym urządzeniu nie odpowiedział. Użyj portfela na telefonie: zeskanuj kod poniżej.',
  walletUnsupported:
    'Ta przeglądarka nie może bezpośrednio poprosić portfela. Użyj portfela na telefonie i kodu poniżej.',
  walletRefused:
    'Nie można przyjąć odpowiedzi portfela ({reason}). Spróbuj ponownie albo wybierz inną metodę.',
  walletExpired: 'To żądanie wygasło. Zacznij od nowa.',
};
