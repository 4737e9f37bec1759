import type { en } from './en';

/** Irish widget text (glossary: src/service/i18n/glossary/ga.md). */
export const ga: typeof en = {
  title: 'Fíorú aoise',
  testModeBar: 'MÓD TÁSTÁLA — ní áirítear torthaí ach le haghaidh tástála',
  stepOf: 'Céim {n} as 3 — {label}',
  stepLabelChoose: 'Roghnaigh modh',
  stepLabelVerify: 'Cruthaigh d’aois',
  stepChoose: 'Roghnaigh conas a chruthóidh tú d’aois',
  stepResult: 'Toradh',
  language: 'Teanga',
  intro: 'Iarrann {site} ort d’aois a dheimhniú.',
  nextChoose:
    'Ansin, cruthóidh tú d’aois leis an modh a roghnóidh tú. Ní fhaigheann {site} ach an toradh.',
  nextVerify: 'Ansin, feicfidh tú do thoradh, agus cuirfear {site} ar an eolas.',
  checking: 'Ag seiceáil cad leis a dtacaíonn an brabhsálaí seo…',
  attemptsLeft:
    '{n, plural, =0 {Níl aon iarracht fágtha} one {# iarracht fágtha} two {# iarracht fágtha} few {# iarracht fágtha} many {# n-iarracht fágtha} other {# iarracht fágtha}}',
  noMethodsLive:
    'Níl aon mhodh fíoraithe ar fáil ar an tseirbhís seo fós, mar sin ní féidir d’aois a sheiceáil anseo. Téigh ar ais chuig {site} agus cuir in iúl dóibh é.',
  noMethodsDevice:
    'Ní oibríonn aon cheann de na modhanna atá ar fáil sa bhrabhsálaí ná san aip seo. Oscail an nasc seo i do ghnáthbhrabhsálaí gréasáin, nó lean ar aghaidh ar d’fhón.',
  back: 'Roghnaigh modh eile',
  simTitle: 'Insamhail toradh',
  simHelp: 'Roghnaigh cad ba cheart don tseiceáil le {method} a fháil amach.',
  'outcome.adult': 'Duine fásta (30)',
  'outcome.teen': 'Déagóir (16)',
  'outcome.child': 'Páiste (10)',
  'outcome.inconclusive': 'Neamhchinntitheach (gan comhartha aoise)',
  'outcome.fraudulent': 'Calaoiseach (falsú braite)',
  'outcome.custom': 'Aois shaincheaptha',
  customAge: 'Aois i mblianta',
  customAgeInvalid: 'Cuir isteach slánuimhir blianta idir 0 agus 120.',
  walletKind: 'Tiachóg',
  'wallet.eudi-wallet': 'Tiachóg na Céannachta Digití AE',
  'wallet.apple-wallet': 'Apple Wallet (aitheantas)',
  'wallet.google-wallet': 'Google Wallet (aitheantas)',
  submit: 'Seol an toradh insamhalta',
  working: 'Á sheiceáil…',
  inconclusive:
    'Níorbh fhéidir d’aois a dheimhniú le {method}. Bain triail eile as ({n, plural, one {# iarracht fágtha} two {# iarracht fágtha} few {# iarracht fágtha} many {# n-iarracht fágtha} other {# iarracht fágtha}}), nó roghnaigh modh eile.',
  methodExhausted: 'Tá gach iarracht le {method} úsáidte. Roghnaigh modh eile.',
  errorNetwork:
    'Níorbh fhéidir teagmháil a dhéanamh leis an tseirbhís fíoraithe. Seiceáil do nasc agus bain triail eile as.',
  errorGeneric: 'Níor oibrigh sé sin: {detail}. Bain triail eile as nó roghnaigh modh eile.',
  loadFailed:
    'Níorbh fhéidir an chéim seo a lódáil. Seiceáil do nasc agus athlódáil an leathanach.',
  pass: 'Tá d’aois deimhnithe',
  passDetail: 'Cuireadh in iúl do {site} go gcomhlíonann tú a riachtanas aoise.',
  fail: 'Níorbh fhéidir d’aois a dheimhniú',
  'failure.age-criteria-not-met': 'Ní chomhlíonann tú riachtanas aoise {site}.',
  'failure.max-attempts-exceeded': 'Úsáideadh gach iarracht gan toradh.',
  'failure.fraudulent-activity-detected':
    'Stopadh an fíorú mar gur chosúil go raibh rud éigin mícheart.',
  done: 'Déanta',
  redirecting: 'Á do thabhairt ar ais chuig {site}…',
  redirectingAfterOffer:
    'Tabharfar ar ais chuig {site} thú i gceann cúpla soicind, mura sábhálann tú eochair aoise ar dtús.',
  continueLink: 'Lean ar aghaidh chuig {site}',
  closeWindow: 'Is féidir leat an fhuinneog seo a dhúnadh anois.',
  handoffDone: 'Déanta. Is féidir leat leanúint ar aghaidh ar do ríomhaire.',
  phoneToggle: 'Lean ar aghaidh ar d’fhón',
  phoneHelp:
    'Scan an cód seo le ceamara d’fhóin agus críochnaigh ansin. Nuashonraíonn an leathanach seo é féin.',
  qrAlt: 'Cód QR a osclaíonn an fíorú aoise seo ar d’fhón',
  phoneLink: 'Nó oscail an nasc seo ar d’fhón:',
  expiredTitle: 'Tá an nasc seo imithe in éag',
  expiredBody:
    'Bíonn naisc fíoraithe aoise bailí ar feadh 14 lá. Téigh ar ais chuig an suíomh as ar tháinig tú agus tosaigh an fíorú aoise arís.',
  finishedTitle: 'Tá an fíorú aoise seo críochnaithe',
  finishedBody:
    'Tá toradh aige cheana féin, mar sin ní osclaíonn an nasc seo é a thuilleadh. Téigh ar ais chuig an suíomh as ar tháinig tú; má iarrann sé d’aois fós, tosaigh an fíorú aoise arís ansin.',
  invalidTitle: 'Ní oibríonn an nasc seo',
  invalidBody:
    'Tá an nasc neamhiomlán nó athraíodh é. Téigh ar ais chuig an suíomh as ar tháinig tú agus tosaigh an fíorú aoise arís.',
  frameNotAllowed:
    'Tá an fíorú aoise seo á thaispeáint taobh istigh de shuíomh nach bhfuil cláraithe dó. Oscail an fíorú aoise ón siopa féin.',
};
