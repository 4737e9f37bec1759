import type { InteractionMessages } from './en';

/** Irish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/ga.md). */
export const ga: InteractionMessages = {
  'use.title': 'Cruthaigh d’aois',
  'use.heading': 'Cruthaigh d’aois do {site}',
  'use.ask':
    'Fiafraíonn {site} an bhfuil tú {ages}. Freagraíonn d’eochair aoise tá nó níl do gach ceann — ní thugann sí do dháta breithe riamh, ná aon rud a d’aithneodh thú.',
  'use.age': '{age} bliain d’aois nó níos sine',
  'use.ofAge': 'in aois dlí',
  'use.go': 'Úsáid d’eochair aoise',
  'use.decline': 'Fill gan freagra a thabhairt',
  'create.title': 'Sábháil eochair aoise',
  'create.heading': 'Sábháil eochair aoise',
  'create.offer':
    'Tá fíoraithe ag {site} go bhfuil tú {floor} ar a laghad. Sábháil eochair rochtana ar an ngléas seo mar eochair aoise: beidh suíomhanna eile in ann d’aois a sheiceáil léi ansin i bhfaiteadh na súl, gan a fheiceáil cé thú féin. Ní stóráiltear do dháta breithe.',
  'create.go': 'Sábháil eochair aoise',
  'create.decline': 'Ní anois',
  step: '{product} — eochair aoise',
  'script.waitingUse': 'Ag fanacht ar d’eochair aoise…',
  'script.waitingCreate': 'Ag fanacht ar do ghléas…',
  'script.ended': 'Tá deireadh leis an iarraidh seo. Téigh ar ais chuig an suíomh.',
  'script.noKeyUsed': 'Níor úsáideadh aon eochair aoise. Bain triail eile as, nó téigh ar ais.',
  'script.noKeySaved':
    'Níor sábháladh aon eochair aoise. Bain triail eile as, nó roghnaigh “Ní anois”.',
  'script.failed': 'Níor oibrigh sé sin. Bain triail eile as.',
  'script.wrong': 'Chuaigh rud éigin mícheart. Bain triail eile as.',
  'script.noWebAuthn':
    'Ní féidir leis an mbrabhsálaí seo eochair aoise a úsáid. Téigh ar ais, agus bain triail as gléas nó brabhsálaí eile.',
  'script.notAllowed':
    'Níl cead ag an suíomh seo eochracha aoise a shábháil. Téigh ar ais chuig an suíomh.',
  'refusal.unknown-key':
    'Níl aithne ag an tseirbhís seo ar an eochair aoise sin: b’fhéidir go ndearnadh dearmad uirthi. Téigh ar ais agus fíoraigh d’aois ar bhealach eile.',
  'refusal.revoked':
    'Cúlghaireadh an eochair aoise sin. Téigh ar ais agus fíoraigh d’aois ar bhealach eile.',
  'refusal.user-verification':
    'Níor dheimhnigh do ghléas gur tusa atá ann (PIN, méarlorg nó aghaidh). Bain triail eile as.',
  'refusal.challenge': 'Thóg sé sin rófhada, nó úsáideadh cheana é. Bain triail eile as.',
  'refusal.already-used':
    'Sábháladh eochair aoise ón bhfíorú seo cheana, nó is eochair aoise í an eochair rochtana seo cheana féin. Téigh ar ais chuig an suíomh.',
  'expired.title': 'Tá an iarraidh seo imithe in éag',
  'expired.body': 'Téigh ar ais chuig an suíomh agus tosaigh arís.',
  'used.title': 'Úsáidte cheana',
  'used.body': 'Sábháladh eochair aoise ón bhfíorú seo cheana. Téigh ar ais chuig an suíomh.',
};
