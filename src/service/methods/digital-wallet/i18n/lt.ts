/** Lithuanian text of the digital-wallet method (glossary: src/service/i18n/glossary/lt.md). */
export const lt = {
  'method.digital-wallet': 'Skaitmeninė piniginė',
  'describe.digital-wallet': 'Pasidalykite iš piniginės programėlės tik amžiaus įrodymu',
  walletIntro:
    'Jūsų piniginė pasidalija tik vienu dalyku: kad esate vyresni nei reikalaujama. Jokio vardo, jokios gimimo datos.',
  walletThisDevice: 'Naudoti šio įrenginio piniginę',
  walletOtherDevice: 'Naudoti telefono piniginę',
  walletScan: 'Nuskaitykite šį kodą piniginės programėle arba atidarykite jį šiame telefone:',
  walletQrAlt: 'QR kodas jūsų piniginės programėlei',
  walletScanInstead: 'Naršyklė neatidarė lango? Vietoj to nuskaitykite kodą telefonu:',
  walletOpenApp: 'Atidaryti piniginės programėlę',
  walletAvScan: 'Naudojate ES amžiaus patikros programėlę? Nuskaitykite šį kodą su ja:',
  walletAvQrAlt: 'QR kodas ES amžiaus patikros programėlei',
  walletOpenAvApp: 'Atidaryti amžiaus patikros programėlę',
  walletWaiting: 'Laukiame jūsų piniginės…',
  walletTestWallet: 'Atidaryti bandomąją piniginę (bandomasis režimas)',
  walletNoWallet:
    'Nė vienoje šio įrenginio piniginėje nėra dokumento su jūsų amžiumi. Pabandykite telefonu.',
  walletDeclined: 'Atsisakėte savo piniginėje. Niekuo nepasidalyta.',
  walletNotShared:
    'Jūsų piniginė negalėjo atsakyti į šią užklausą, todėl niekuo nepasidalyta. Bandykite dar kartą arba pasirinkite kitą būdą.',
  walletThisDeviceWaiting:
    'Laukiame šio įrenginio piniginės. Pasirinkite ją naršyklės rodomame lange.',
  walletCancel: 'Atšaukti',
  walletCancelled: 'Atšaukta. Niekuo nepasidalyta.',
  walletTimeout:
    'Neatsakė nė viena šio įrenginio piniginė. Vietoj to naudokite telefono piniginę: nuskaitykite toliau pateiktą kodą.',
  walletUnsupported:
    'Ši naršyklė negali kreiptis į piniginę tiesiogiai. Naudokite telefono piniginę su toliau pateiktu kodu.',
  walletRefused:
    'Piniginės atsakymo nepavyko priimti ({reason}). Bandykite dar kartą arba pasirinkite kitą būdą.',
  walletExpired: 'Ši užklausa nebegalioja. Pradėkite iš naujo.',
};
