/** Latvian text of the digital-wallet method (glossary: src/service/i18n/glossary/lv.md). */
export const lv = {
  'method.digital-wallet': 'Digitālais maks',
  'describe.digital-wallet': 'Kopīgojiet no maka lietotnes tikai vecuma apliecinājumu',
  walletIntro:
    'Jūsu maks kopīgo tikai vienu ziņu: ka jūsu vecums pārsniedz prasīto. Ne vārdu, ne dzimšanas datumu.',
  walletThisDevice: 'Izmantot šīs ierīces maku',
  walletOtherDevice: 'Izmantot maku tālrunī',
  walletScan: 'Noskenējiet šo kodu ar maka lietotni vai atveriet to šajā tālrunī:',
  walletQrAlt: 'QR kods jūsu maka lietotnei',
  walletScanInstead: 'Pārlūkprogramma neatvēra logu? Tā vietā noskenējiet kodu ar tālruni:',
  walletOpenApp: 'Atvērt maka lietotni',
  walletAvScan: 'Izmantojat ES vecuma verifikācijas lietotni? Noskenējiet šo kodu ar to:',
  walletAvQrAlt: 'QR kods ES vecuma pārbaudes lietotnei',
  walletOpenAvApp: 'Atvērt vecuma verifikācijas lietotni',
  walletWaiting: 'Gaidām jūsu maku…',
  walletTestWallet: 'Atvērt testa maku (testa režīms)',
  walletNoWallet:
    'Nevienā šīs ierīces makā nav apliecinājuma ar jūsu vecumu. Izmēģiniet ar tālruni.',
  walletDeclined: 'Jūs atteicāties savā makā. Nekas netika kopīgots.',
  walletNotShared:
    'Jūsu maks nevarēja atbildēt uz šo pieprasījumu, tāpēc nekas netika kopīgots. Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  walletThisDeviceWaiting: 'Gaidām maku šajā ierīcē. Izvēlieties to logā, ko rāda pārlūkprogramma.',
  walletCancel: 'Atcelt',
  walletCancelled: 'Atcelts. Nekas netika kopīgots.',
  walletTimeout:
    'Neviens šīs ierīces maks neatbildēja. Tā vietā izmantojiet maku tālrunī: noskenējiet tālāk redzamo kodu.',
  walletUnsupported:
    'Šī pārlūkprogramma nevar vērsties pie maka tieši. Izmantojiet maku tālrunī ar tālāk redzamo kodu.',
  walletRefused:
    'Maka atbildi nevarēja pieņemt ({reason}). Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  walletExpired: 'Šī pieprasījuma derīgums ir beidzies. Sāciet no jauna.',
};
