/** Finnish text of the digital-wallet method (glossary: src/service/i18n/glossary/fi.md). */
export const fi = {
  'method.digital-wallet': 'Digitaalinen lompakko',
  'describe.digital-wallet': 'Jaa lompakkosovelluksestasi vain ikätodiste',
  walletIntro:
    'Lompakkosi jakaa vain yhden asian: että olet vaadittua ikää vanhempi. Ei nimeä, ei syntymäaikaa.',
  walletThisDevice: 'Käytä tämän laitteen lompakkoa',
  walletOtherDevice: 'Käytä puhelimesi lompakkoa',
  walletScan: 'Skannaa tämä koodi lompakkosovelluksellasi tai avaa se tällä puhelimella:',
  walletQrAlt: 'QR-koodi lompakkosovelluksellesi',
  walletScanInstead: 'Eikö selaimesi avannut ikkunaa? Skannaa koodi sen sijaan puhelimellasi:',
  walletOpenApp: 'Avaa lompakkosovellus',
  walletAvScan: 'Käytätkö EU:n iänvarmennussovellusta? Skannaa tämä koodi sillä:',
  walletAvQrAlt: 'QR-koodi EU:n iän todentamissovellukselle',
  walletOpenAvApp: 'Avaa iänvarmennussovellus',
  walletWaiting: 'Odotetaan lompakkoasi…',
  walletTestWallet: 'Avaa testilompakko (testitila)',
  walletNoWallet:
    'Tämän laitteen lompakoissa ei ole todistetta, jossa on ikäsi. Kokeile puhelimellasi.',
  walletDeclined: 'Kieltäydyit lompakossasi. Mitään ei jaettu.',
  walletNotShared:
    'Lompakkosi ei voinut vastata tähän pyyntöön, joten mitään ei jaettu. Yritä uudelleen tai valitse toinen tapa.',
  walletThisDeviceWaiting:
    'Odotetaan tämän laitteen lompakkoa. Valitse lompakko selaimesi näyttämästä ikkunasta.',
  walletCancel: 'Peruuta',
  walletCancelled: 'Peruttu. Mitään ei jaettu.',
  walletTimeout:
    'Mikään tämän laitteen lompakko ei vastannut. Käytä sen sijaan puhelimesi lompakkoa: skannaa alla oleva koodi.',
  walletUnsupported:
    'Tämä selain ei voi pyytää tietoja lompakolta suoraan. Käytä puhelimesi lompakkoa alla olevalla koodilla.',
  walletRefused:
    'Lompakon vastausta ei voitu hyväksyä ({reason}). Yritä uudelleen tai valitse toinen tapa.',
  walletExpired: 'Tämä pyyntö on vanhentunut. Aloita alusta.',
};
