/** Croatian text of the digital-wallet method (glossary: src/service/i18n/glossary/hr.md). */
export const hr = {
  'method.digital-wallet': 'Digitalni novčanik',
  'describe.digital-wallet': 'Iz aplikacije novčanika podijelite samo dokaz dobi',
  walletIntro:
    'Vaš novčanik dijeli samo jedno: da ste stariji od tražene dobi. Bez imena, bez datuma rođenja.',
  walletThisDevice: 'Upotrijebi novčanik na ovom uređaju',
  walletOtherDevice: 'Upotrijebi novčanik na telefonu',
  walletScan: 'Skenirajte ovaj kôd aplikacijom novčanika ili ga otvorite na ovom telefonu:',
  walletQrAlt: 'QR kôd za vašu aplikaciju novčanika',
  walletScanInstead: 'Preglednik nije otvorio prozor? Umjesto toga skenirajte kôd telefonom:',
  walletOpenApp: 'Otvori aplikaciju novčanika',
  walletAvScan: 'Koristite li aplikaciju EU-a za provjeru dobi? Skenirajte ovaj kôd njome:',
  walletAvQrAlt: 'QR kôd za EU aplikaciju za provjeru dobi',
  walletOpenAvApp: 'Otvori aplikaciju za provjeru dobi',
  walletWaiting: 'Čekamo vaš novčanik…',
  walletTestWallet: 'Otvori testni novčanik (testni način)',
  walletNoWallet:
    'Nijedan novčanik na ovom uređaju nema vjerodajnicu s vašom dobi. Pokušajte s telefonom.',
  walletDeclined: 'Odbili ste u novčaniku. Ništa nije podijeljeno.',
  walletNotShared:
    'Vaš novčanik nije mogao odgovoriti na ovaj zahtjev, pa ništa nije podijeljeno. Pokušajte ponovno ili odaberite drugu metodu.',
  walletThisDeviceWaiting:
    'Čekamo novčanik na ovom uređaju. Odaberite ga u prozoru koji prikazuje preglednik.',
  walletCancel: 'Odustani',
  walletCancelled: 'Otkazano. Ništa nije podijeljeno.',
  walletTimeout:
    'Nijedan novčanik na ovom uređaju nije odgovorio. Umjesto toga upotrijebite novčanik na telefonu: skenirajte kôd u nastavku.',
  walletUnsupported:
    'Ovaj preglednik ne može izravno pitati novčanik. Upotrijebite novčanik na telefonu i kôd u nastavku.',
  walletRefused:
    'Odgovor novčanika nije moguće prihvatiti ({reason}). Pokušajte ponovno ili odaberite drugu metodu.',
  walletExpired: 'Ovaj je zahtjev istekao. Počnite ispočetka.',
};
