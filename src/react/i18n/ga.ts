import type { AgeGateLabels } from '../age-gate-props';

/** Irish text of the <AgeGate> card (glossary: src/service/i18n/glossary/ga.md). */
export const ga: AgeGateLabels = {
  heading: 'Fíoraigh d’aois',
  intro:
    'Caithfidh tú a bheith in aois dlí chun an leathanach seo a fheiceáil. Fíoraigh d’aois chun leanúint ar aghaidh.',
  how: 'Thart ar nóiméad, le modh a roghnaíonn tú: féinín, doiciméad aitheantais, tiachóg dhigiteach, eochair aoise…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: 'Ní fhaigheann {site} ach an toradh, ní d’ainm, do ghrianghraif ná do dhoiciméid riamh. Ní stóráiltear íomhánna.',
  keptUnnamed:
    'Ní fhaigheann an suíomh seo ach an toradh, ní d’ainm, do ghrianghraif ná do dhoiciméid riamh. Ní stóráiltear íomhánna.',
  ageKey:
    'Ansin sábháil eochair aoise ar an ngléas seo: an chéad uair eile, ní bheidh ach tapáil amháin i gceist.',
  start: 'Fíoraigh m’aois',
  checking: 'Ag seiceáil d’fhíorú aoise…',
  creating: 'Ag tosú an fhíoraithe…',
  confirming: 'Ag deimhniú do thoraidh…',
  verified: 'Tá d’aois fíoraithe.',
  failed: 'Níorbh fhéidir linn d’aois a fhíorú.',
  pending: 'Níl d’fhíorú críochnaithe fós.',
  checkAgain: 'Seiceáil arís',
  error: 'Chuaigh rud éigin mícheart leis an bhfíorú. Bain triail eile as.',
  mismatch: 'Tosaíodh an fíorú sin i mbrabhsálaí eile. Tosaigh arís anseo.',
  cancelled: 'Cealaíodh an fíorú.',
  retry: 'Bain triail eile as',
  close: 'Dún',
  topLevel: 'Fadhb agat? Lean ar aghaidh san fhuinneog seo',
  unresponsive: 'Níorbh fhéidir an fíorú a thaispeáint anseo. Lean ar aghaidh san fhuinneog seo.',
  title: 'Fíorú aoise',
  'failure.age-criteria-not-met': 'Níor léirigh an fíorú go gcomhlíonann tú an riachtanas aoise.',
  'failure.max-attempts-exceeded':
    'Cuireadh deireadh leis an bhfíorú tar éis an iomarca iarrachtaí nár éirigh leo.',
  'failure.fraudulent-activity-detected': 'Níor glacadh leis an bhfíorú.',
  'failure.criteria-not-met': 'Ní chomhlíonann an fíorú riachtanas aoise an leathanaigh seo.',
  'failure.revoked': 'Cúlghaireadh an fíorú.',
  unreachable:
    'Níorbh fhéidir teagmháil a dhéanamh leis an bhfíorú aoise. Seiceáil do nasc agus bain triail eile as.',
};
