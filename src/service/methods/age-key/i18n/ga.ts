/** Irish text of the age-key method (glossary: src/service/i18n/glossary/ga.md). */

/** Its name and description in the method picker. */
export const ga = {
  'method.age-key': 'Eochair aoise',
  'describe.age-key': 'Úsáid eochair rochtana a chruthaíonn d’aois cheana féin',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const gaCeremony = {
  use: 'Úsáid d’eochair aoise',
  useHelp:
    'Iarrann do ghléas ort an eochair rochtana ina bhfuil do chruthúnas aoise a dhíghlasáil. Ní roinntear aon rud eile.',
  noKey:
    'Gan eochair aoise fós? Roghnaigh modh eile ar dtús; ina dhiaidh sin, is féidir leat eochair aoise a shábháil don chéad uair eile.',
  upgrade:
    'Cruthaíonn d’eochair aoise {n}+, agus ní leor é sin anseo. Fíoraigh d’aois le modh eile, agus ansin nuashonraigh d’eochair aoise.',
  upgradeMethod:
    'Ní ghlactar leis an gcruthúnas i d’eochair aoise anseo. Fíoraigh d’aois le modh eile, agus ansin nuashonraigh d’eochair aoise.',
  upgradeTest:
    'Rinneadh d’eochair aoise i mód tástála agus ní féidir í a úsáid le haghaidh fíorú dáiríre. Fíoraigh d’aois le modh eile, agus ansin nuashonraigh d’eochair aoise.',
  declined: 'Níor úsáideadh aon eochair aoise. Bain triail eile as, nó roghnaigh modh eile.',
  'refused.counter':
    'Is cosúil gur cóipeáladh an eochair aoise seo ó ghléas eile, agus diúltaíodh di. Roghnaigh modh eile.',
  'refused.user-verification':
    'Níor dheimhnigh do ghléas gur tusa atá ann (PIN nó bithmhéadracht). Bain triail eile as agus an deimhniú casta air.',
  'refused.revoked': 'Cúlghaireadh an eochair aoise seo. Roghnaigh modh eile.',
  'refused.unknown-key':
    'Níl aithne ar an eochair aoise seo anseo (b’fhéidir go ndearnadh dearmad uirthi).',
  refused:
    'Níorbh fhéidir an eochair aoise a sheiceáil. Bain triail eile as nó roghnaigh modh eile.',
  error: 'Níor oibrigh sé sin: {detail}.',
  working: 'Ag fanacht ar do ghléas…',
  saveTitle: 'Sábháil eochair aoise',
  saveHelp:
    'An chéad uair eile, cruthaigh d’aois le tapáil amháin ar aon suíomh a úsáideann an tseirbhís seo. Ní choinníonn an eochair rochtana ach do chruthúnas aoise, ní d’ainm riamh.',
  saveButton: 'Sábháil eochair aoise',
  saved: 'Sábháladh an eochair aoise. An chéad uair eile, roghnaigh “Eochair aoise”.',
  updateTitle: 'Nuashonraigh d’eochair aoise',
  updateHelp:
    'Cuir an cruthúnas aoise nua seo i d’eochair aoise, ionas go n-oibreoidh sí anseo an chéad uair eile.',
  updateButton: 'Nuashonraigh m’eochair aoise',
  updated: 'Nuashonraíodh an eochair aoise: cruthaíonn sí {n}+ anois.',
  savedTest: 'Eochair tástála í seo: ní oibríonn sí ach i mód tástála.',
  openWindow: 'Oscail fuinneog chun d’eochair aoise a shábháil',
  windowHelp:
    'Ní cheadaíonn do bhrabhsálaí eochair rochtana a shábháil taobh istigh den suíomh seo. Úsáid fuinneog bheag ina ionad sin.',
  forget: 'Déan dearmad ar m’eochair aoise',
  forgotten:
    'Scriosadh d’eochair aoise ón tseirbhís. Is féidir leat an eochair rochtana a bhaint de do ghléas freisin.',
};
