/** Danish text of the digital-wallet method (glossary: src/service/i18n/glossary/da.md). */
export const da = {
  'method.digital-wallet': 'Digital tegnebog',
  'describe.digital-wallet': 'Del kun et aldersbevis fra din tegnebogsapp',
  walletIntro:
    'Din tegnebog deler kun én ting: at du har den krævede alder. Intet navn, ingen fødselsdato.',
  walletThisDevice: 'Brug en tegnebog på denne enhed',
  walletOtherDevice: 'Brug en tegnebog på din telefon',
  walletScan: 'Scan koden med din tegnebogsapp, eller åbn den på denne telefon:',
  walletQrAlt: 'QR-kode til din wallet-app',
  walletScanInstead: 'Viser din browser intet vindue? Scan i stedet koden med din telefon:',
  walletOpenApp: 'Åbn tegnebogsappen',
  walletAvScan: 'Bruger du EU’s app til aldersverifikation? Scan denne kode med den:',
  walletAvQrAlt: 'QR-kode til EU’s app til alderskontrol',
  walletOpenAvApp: 'Åbn appen til aldersverifikation',
  walletWaiting: 'Venter på din tegnebog…',
  walletTestWallet: 'Åbn testtegnebogen (testtilstand)',
  walletNoWallet: 'Ingen tegnebog på denne enhed har et bevis med din alder. Prøv med din telefon.',
  walletDeclined: 'Du afviste i din tegnebog. Intet blev delt.',
  walletNotShared:
    'Din tegnebog kunne ikke besvare forespørgslen, så intet blev delt. Prøv igen, eller vælg en anden metode.',
  walletThisDeviceWaiting:
    'Venter på en tegnebog på denne enhed. Vælg en i det vindue, din browser viser.',
  walletCancel: 'Annuller',
  walletCancelled: 'Annulleret. Intet blev delt.',
  walletTimeout:
    'Ingen tegnebog på denne enhed svarede. Brug i stedet en tegnebog på din telefon: Scan koden nedenfor.',
  walletUnsupported:
    'Denne browser kan ikke spørge en tegnebog direkte. Brug en tegnebog på din telefon med koden nedenfor.',
  walletRefused:
    'Tegnebogens svar kunne ikke accepteres ({reason}). Prøv igen, eller vælg en anden metode.',
  walletExpired: 'Forespørgslen er udløbet. Start forfra.',
};
