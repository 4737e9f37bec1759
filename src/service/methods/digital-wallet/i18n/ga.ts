/** Irish text of the digital-wallet method (glossary: src/service/i18n/glossary/ga.md). */
export const ga = {
  'method.digital-wallet': 'Tiachóg dhigiteach',
  'describe.digital-wallet': 'Ná roinn ach cruthúnas aoise ó aip do thiachóige',
  walletIntro:
    'Ní roinneann do thiachóg ach rud amháin: go bhfuil an aois riachtanach slánaithe agat. Gan ainm, gan dáta breithe.',
  walletThisDevice: 'Úsáid tiachóg ar an ngléas seo',
  walletOtherDevice: 'Úsáid tiachóg ar d’fhón',
  walletScan: 'Scan an cód seo le haip do thiachóige, nó oscail é ar an bhfón seo:',
  walletQrAlt: 'Cód QR d’aip do sparáin',
  walletScanInstead: 'Níl fuinneog ó do bhrabhsálaí ann? Scan an cód le d’fhón ina ionad sin:',
  walletOpenApp: 'Oscail aip na tiachóige',
  walletAvScan: 'An bhfuil aip fíoraithe aoise an AE in úsáid agat? Scan an cód seo léi:',
  walletAvQrAlt: 'Cód QR d’aip fíoraithe aoise an AE',
  walletOpenAvApp: 'Oscail an aip fíoraithe aoise',
  walletWaiting: 'Ag fanacht ar do thiachóg…',
  walletTestWallet: 'Oscail an tiachóg tástála (mód tástála)',
  walletNoWallet: 'Níl cruthúnas ar d’aois in aon tiachóg ar an ngléas seo. Bain triail as d’fhón.',
  walletDeclined: 'Dhiúltaigh tú i do thiachóg. Níor roinneadh aon rud.',
  walletNotShared:
    'Níorbh fhéidir le do thiachóg an iarraidh seo a fhreagairt, mar sin níor roinneadh aon rud. Bain triail eile as, nó roghnaigh modh eile.',
  walletThisDeviceWaiting:
    'Ag fanacht ar thiachóg ar an ngléas seo. Roghnaigh ceann san fhuinneog a thaispeánann do bhrabhsálaí.',
  walletCancel: 'Cealaigh',
  walletCancelled: 'Cealaíodh. Níor roinneadh aon rud.',
  walletTimeout:
    'Níor fhreagair aon tiachóg ar an ngléas seo. Úsáid tiachóg ar d’fhón ina ionad sin: scan an cód thíos.',
  walletUnsupported:
    'Ní féidir leis an mbrabhsálaí seo tiachóg a cheistiú go díreach. Úsáid tiachóg ar d’fhón leis an gcód thíos.',
  walletRefused:
    'Níorbh fhéidir glacadh le freagra na tiachóige ({reason}). Bain triail eile as nó roghnaigh modh eile.',
  walletExpired: 'Tá an iarraidh seo imithe in éag. Tosaigh arís.',
};
