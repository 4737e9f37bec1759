/** Slovenian text of the digital-wallet method (glossary: src/service/i18n/glossary/sl.md). */
export const sl = {
  'method.digital-wallet': 'Digitalna denarnica',
  'describe.digital-wallet': 'Iz aplikacije denarnice delite samo dokazilo o starosti',
  walletIntro:
    'Vaša denarnica deli samo eno: da ste dosegli zahtevano starost. Brez imena, brez datuma rojstva.',
  walletThisDevice: 'Uporabi denarnico v tej napravi',
  walletOtherDevice: 'Uporabi denarnico v telefonu',
  walletScan: 'To kodo skenirajte z aplikacijo denarnice ali jo odprite v tem telefonu:',
  walletQrAlt: 'Koda QR za vašo aplikacijo denarnice',
  walletScanInstead: 'Brskalnik ni odprl okna? Kodo raje skenirajte s telefonom:',
  walletOpenApp: 'Odpri aplikacijo denarnice',
  walletAvScan: 'Uporabljate aplikacijo EU za preverjanje starosti? Z njo skenirajte to kodo:',
  walletAvQrAlt: 'Koda QR za aplikacijo EU za preverjanje starosti',
  walletOpenAvApp: 'Odpri aplikacijo za preverjanje starosti',
  walletWaiting: 'Čakamo na vašo denarnico …',
  walletTestWallet: 'Odpri testno denarnico (testni način)',
  walletNoWallet:
    'Nobena denarnica v tej napravi nima poverilnice z vašo starostjo. Poskusite s telefonom.',
  walletDeclined: 'V denarnici ste zavrnili. Nič ni bilo deljeno.',
  walletNotShared:
    'Vaša denarnica ni mogla odgovoriti na to zahtevo, zato ni bilo nič deljeno. Poskusite znova ali izberite drugo metodo.',
  walletThisDeviceWaiting:
    'Čakamo na denarnico v tej napravi. Izberite jo v oknu, ki ga prikaže brskalnik.',
  walletCancel: 'Prekliči',
  walletCancelled: 'Preklicano. Nič ni bilo deljeno.',
  walletTimeout:
    'Nobena denarnica v tej napravi se ni odzvala. Namesto tega uporabite denarnico v telefonu: skenirajte spodnjo kodo.',
  walletUnsupported:
    'Ta brskalnik ne more neposredno vprašati denarnice. Uporabite denarnico v telefonu in spodnjo kodo.',
  walletRefused:
    'Odgovora denarnice ni bilo mogoče sprejeti ({reason}). Poskusite znova ali izberite drugo metodo.',
  walletExpired: 'Ta zahteva je potekla. Začnite znova.',
};
