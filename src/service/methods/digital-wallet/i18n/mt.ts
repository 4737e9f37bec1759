/** Maltese text of the digital-wallet method (glossary: src/service/i18n/glossary/mt.md). */
export const mt = {
  'method.digital-wallet': 'Kartiera diġitali',
  'describe.digital-wallet': 'Aqsam biss prova tal-età mill-kartiera diġitali tiegħek',
  walletIntro:
    'Il-kartiera tiegħek taqsam ħaġa waħda biss: li għandek l-età meħtieġa. L-ebda isem, l-ebda data tat-twelid.',
  walletThisDevice: 'Uża kartiera fuq dan l-apparat',
  walletOtherDevice: 'Uża kartiera fuq il-mowbajl',
  walletScan: 'Skennja dan il-kodiċi bl-app tal-kartiera tiegħek, jew iftħu fuq dan il-mowbajl:',
  walletQrAlt: 'Kodiċi QR għall-app tal-kartiera tiegħek',
  walletScanInstead: 'Il-brawżer ma fetaħ l-ebda tieqa? Minflok, skennja l-kodiċi bil-mowbajl:',
  walletOpenApp: 'Iftaħ l-app tal-kartiera',
  walletAvScan: 'Qed tuża l-app tal-UE għall-verifika tal-età? Skennja dan il-kodiċi biha:',
  walletAvQrAlt: 'Kodiċi QR għall-app tal-UE għall-verifika tal-età',
  walletOpenAvApp: 'Iftaħ l-app għall-verifika tal-età',
  walletWaiting: 'Qed nistennew il-kartiera tiegħek…',
  walletTestWallet: 'Iftaħ il-kartiera tat-test (modalità tat-test)',
  walletNoWallet:
    'L-ebda kartiera fuq dan l-apparat ma fiha kredenzjali bl-età tiegħek. Ipprova bil-mowbajl.',
  walletDeclined: 'Irrifjutajt fil-kartiera. Ma nqasam xejn.',
  walletNotShared:
    'Il-kartiera tiegħek ma setgħetx twieġeb din it-talba, għalhekk ma nqasam xejn. Erġa’ pprova, jew agħżel metodu ieħor.',
  walletThisDeviceWaiting:
    'Qed nistennew kartiera fuq dan l-apparat. Agħżel waħda fit-tieqa li juri l-brawżer.',
  walletCancel: 'Ikkanċella',
  walletCancelled: 'Ikkanċellat. Ma nqasam xejn.',
  walletTimeout:
    'L-ebda kartiera fuq dan l-apparat ma wieġbet. Minflok, uża kartiera fuq il-mowbajl: skennja l-kodiċi hawn taħt.',
  walletUnsupported:
    'Dan il-brawżer ma jistax jistaqsi lil kartiera direttament. Uża kartiera fuq il-mowbajl bil-kodiċi hawn taħt.',
  walletRefused:
    'It-tweġiba tal-kartiera ma setgħetx tiġi aċċettata ({reason}). Erġa’ pprova jew agħżel metodu ieħor.',
  walletExpired: 'Din it-talba skadiet. Erġa’ ibda.',
};
