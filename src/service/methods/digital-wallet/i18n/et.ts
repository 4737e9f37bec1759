/** Estonian text of the digital-wallet method (glossary: src/service/i18n/glossary/et.md). */
export const et = {
  'method.digital-wallet': 'Digikukkur',
  'describe.digital-wallet': 'Jaga kukrurakendusest ainult vanuse tõendit',
  walletIntro:
    'Sinu kukkur jagab ainult üht asja: et oled nõutavast vanusest vanem. Ei nime ega sünnikuupäeva.',
  walletThisDevice: 'Kasuta selle seadme kukrut',
  walletOtherDevice: 'Kasuta oma telefoni kukrut',
  walletScan: 'Skanni see kood oma kukrurakendusega või ava see selles telefonis:',
  walletQrAlt: 'QR-kood sinu rahakotirakenduse jaoks',
  walletScanInstead: 'Brauser ei avanud akent? Skanni kood hoopis oma telefoniga:',
  walletOpenApp: 'Ava kukrurakendus',
  walletAvScan: 'Kas kasutate ELi vanuse kontrollimise rakendust? Skannige see kood sellega:',
  walletAvQrAlt: 'QR-kood ELi vanuse kontrollimise rakenduse jaoks',
  walletOpenAvApp: 'Ava vanuse kontrollimise rakendus',
  walletWaiting: 'Ootame sinu kukrut…',
  walletTestWallet: 'Ava testkukkur (testrežiim)',
  walletNoWallet: 'Selle seadme kukrutes pole ühtegi tõendit sinu vanusega. Proovi oma telefoniga.',
  walletDeclined: 'Keeldusid oma kukrus. Midagi ei jagatud.',
  walletNotShared:
    'Sinu kukkur ei saanud sellele päringule vastata, seega midagi ei jagatud. Proovi uuesti või vali muu meetod.',
  walletThisDeviceWaiting: 'Ootame selle seadme kukrut. Vali kukkur aknas, mida brauser näitab.',
  walletCancel: 'Tühista',
  walletCancelled: 'Tühistatud. Midagi ei jagatud.',
  walletTimeout:
    'Ükski selle seadme kukkur ei vastanud. Kasuta hoopis oma telefoni kukrut: skanni allolev kood.',
  walletUnsupported:
    'See brauser ei saa kukrult otse küsida. Kasuta oma telefoni kukrut alloleva koodiga.',
  walletRefused:
    'Kukru vastust ei saanud vastu võtta ({reason}). Proovi uuesti või vali muu meetod.',
  walletExpired: 'See päring on aegunud. Alusta uuesti.',
};
