/** Irish text of the bank-app method (glossary: src/service/i18n/glossary/ga.md). */
export const ga = {
  'method.bank-app': 'Aip bhainc',
  'describe.bank-app': 'Deimhnigh d’aois i d’aip bhainc',
  bankHelp:
    'Deimhníonn do bhanc d’aois óna thaifid féin. Ar fhón, osclaítear d’aip bhainc; ina dhiaidh sin, fillfidh tú ar an tseirbhís seo i do bhrabhsálaí.',
  bankContinue: 'Lean ar aghaidh le {name}',
  bankNone: 'Níl aon bhanc ar fáil don fhíorú seo.',
  bankNotHere:
    'Ní féidir do bhanc a oscailt ón taobh istigh den aip seo. Oscail an leathanach seo i do bhrabhsálaí, nó roghnaigh modh eile.',
  bankTitle: 'Deimhniú ón mbanc',
  bankLinkUsed:
    'Úsáideadh an nasc seo cheana nó tá sé imithe in éag. Téigh ar ais chuig an suíomh agus tosaigh arís.',
  bankGone: 'Níl an banc seo ar fáil a thuilleadh. Téigh ar ais agus roghnaigh modh eile.',
  bankDeclined:
    'Dhiúltaigh tú ag do bhanc, mar sin níor roinneadh aon rud. Téigh ar ais chun modh eile a roghnú.',
  bankRefused:
    'Níor dheimhnigh do bhanc an síniú isteach seo. Téigh ar ais agus bain triail eile as.',
  bankInvalid:
    'Níorbh fhéidir an freagra ó do bhanc a fhíorú. Téigh ar ais agus bain triail eile as.',
  bankUnreachable:
    'Níorbh fhéidir teagmháil a dhéanamh le do bhanc. Téigh ar ais agus bain triail eile as i gceann tamaill.',
  bankNoAge: 'Níor roinn do bhanc d’aois. Téigh ar ais chun modh eile a roghnú.',
  bankBack: 'Ar ais chuig an bhfíorú',
  bankWaitTab: 'Críochnaigh ag do bhanc sa chluaisín nua. Nuashonraíonn an leathanach seo é féin.',
  'bankOutcome.declined': 'Dhiúltaigh tú ag do bhanc, mar sin níor roinneadh aon rud.',
  'bankOutcome.refused': 'Níor dheimhnigh do bhanc an síniú isteach.',
  'bankOutcome.failed': 'Níorbh fhéidir an freagra ó do bhanc a úsáid.',
  'bankOutcome.no-age': 'Níor roinn do bhanc d’aois.',
  bankTryAgain: 'Bain triail eile as, nó roghnaigh modh eile.',
  bankTabResult:
    'Is féidir leat an cluaisín seo a dhúnadh. Taispeánann an cluaisín as ar tháinig tú an toradh.',
  bankTabBack:
    'Is féidir leat an cluaisín seo a dhúnadh. Lean ar aghaidh sa chluaisín as ar tháinig tú.',
};
