/** Slovak text of the digital-wallet method (glossary: src/service/i18n/glossary/sk.md). */
export const sk = {
  'method.digital-wallet': 'Digitálna peňaženka',
  'describe.digital-wallet': 'Zdieľajte z aplikácie peňaženky len doklad o veku',
  walletIntro:
    'Vaša peňaženka zdieľa len jedno: že ste starší ako požadovaný vek. Žiadne meno, žiadny dátum narodenia.',
  walletThisDevice: 'Použiť peňaženku v tomto zariadení',
  walletOtherDevice: 'Použiť peňaženku v telefóne',
  walletScan: 'Naskenujte tento kód aplikáciou peňaženky alebo ho otvorte v tomto telefóne:',
  walletQrAlt: 'QR kód pre vašu aplikáciu peňaženky',
  walletScanInstead: 'Prehliadač nezobrazil žiadne okno? Naskenujte namiesto toho kód telefónom:',
  walletOpenApp: 'Otvoriť aplikáciu peňaženky',
  walletAvScan: 'Používate aplikáciu EÚ na overenie veku? Naskenujte ňou tento kód:',
  walletAvQrAlt: 'QR kód pre aplikáciu EÚ na overenie veku',
  walletOpenAvApp: 'Otvoriť aplikáciu na overenie veku',
  walletWaiting: 'Čakáme na vašu peňaženku…',
  walletTestWallet: 'Otvoriť testovaciu peňaženku (testovací režim)',
  walletNoWallet:
    'Žiadna peňaženka v tomto zariadení neobsahuje údaj o vašom veku. Skúste svoj telefón.',
  walletDeclined: 'V peňaženke bol súhlas odmietnutý. Nič sa nezdieľalo.',
  walletNotShared:
    'Vaša peňaženka nemohla na túto požiadavku odpovedať, takže sa nič nezdieľalo. Skúste to znova alebo vyberte inú metódu.',
  walletThisDeviceWaiting:
    'Čakáme na peňaženku v tomto zariadení. Vyberte ju v okne, ktoré zobrazuje prehliadač.',
  walletCancel: 'Zrušiť',
  walletCancelled: 'Zrušené. Nič sa nezdieľalo.',
  walletTimeout:
    'Žiadna peňaženka v tomto zariadení neodpovedala. Použite namiesto toho peňaženku v telefóne: naskenujte kód nižšie.',
  walletUnsupported:
    'Tento prehliadač sa nemôže obrátiť na peňaženku priamo. Použite peňaženku v telefóne a kód nižšie.',
  walletRefused:
    'Odpoveď peňaženky nemožno prijať ({reason}). Skúste to znova alebo vyberte inú metódu.',
  walletExpired: 'Platnosť tejto požiadavky vypršala. Začnite znova.',
};
