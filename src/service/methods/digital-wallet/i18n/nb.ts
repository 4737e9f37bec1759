/** Norwegian Bokmål text of the digital-wallet method (glossary: src/service/i18n/glossary/nb.md). */
export const nb = {
  'method.digital-wallet': 'Digital lommebok',
  'describe.digital-wallet': 'Del bare et aldersbevis fra lommebokappen din',
  walletIntro:
    'Lommeboken din deler bare én ting: at du har den alderen som kreves. Ikke navn, ikke fødselsdato.',
  walletThisDevice: 'Bruk en lommebok på denne enheten',
  walletOtherDevice: 'Bruk en lommebok på mobilen',
  walletScan: 'Skann koden med lommebokappen din, eller åpne den på denne mobilen:',
  walletQrAlt: 'QR-kode for lommebokappen din',
  walletScanInstead: 'Viser ikke nettleseren noe vindu? Skann koden med mobilen i stedet:',
  walletOpenApp: 'Åpne lommebokappen',
  walletAvScan: 'Bruker du EUs app for aldersverifisering? Skann denne koden med den:',
  walletAvQrAlt: 'QR-kode for EUs app for alderskontroll',
  walletOpenAvApp: 'Åpne appen for aldersverifisering',
  walletWaiting: 'Venter på lommeboken din…',
  walletTestWallet: 'Åpne testlommeboken (testmodus)',
  walletNoWallet: 'Ingen lommebok på denne enheten har et bevis på alderen din. Prøv med mobilen.',
  walletDeclined: 'Du avslo i lommeboken din. Ingenting ble delt.',
  walletNotShared:
    'Lommeboken din kunne ikke svare på forespørselen, så ingenting ble delt. Prøv igjen, eller velg en annen metode.',
  walletThisDeviceWaiting:
    'Venter på en lommebok på denne enheten. Velg en i vinduet som nettleseren viser.',
  walletCancel: 'Avbryt',
  walletCancelled: 'Avbrutt. Ingenting ble delt.',
  walletTimeout:
    'Ingen lommebok på denne enheten svarte. Bruk en lommebok på mobilen i stedet: skann koden nedenfor.',
  walletUnsupported:
    'Denne nettleseren kan ikke spørre en lommebok direkte. Bruk en lommebok på mobilen med koden nedenfor.',
  walletRefused:
    'Svaret fra lommeboken kunne ikke godtas ({reason}). Prøv igjen, eller velg en annen metode.',
  walletExpired: 'Forespørselen er utløpt. Start på nytt.',
};
