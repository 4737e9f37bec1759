/** Irish text of the id-document method (glossary: src/service/i18n/glossary/ga.md). */
export const ga = {
  'method.id-document': 'Doiciméad aitheantais',
  'describe.id-document': 'Tóg grianghraf de phas, de chárta aitheantais nó de cheadúnas tiomána',
  'id.intro':
    'Tóg grianghraf den taobh ina bhfuil na sonraí meaisín-inléite: an barrachód ar chúl ceadúnais tiomána ó SAM nó ó Cheanada, nó an dá nó trí líne le <<< ar phas nó ar chárta aitheantais.',
  'id.camera': 'Úsáid an ceamara',
  'id.upload': 'Uaslódáil grianghraf',
  'id.take': 'Tóg grianghraf',
  'id.cancel': 'Cealaigh',
  'id.guide':
    'Cuir an barrachód nó na línte <<< taobh istigh den fhráma, fan socair, seachain frithchaitheamh.',
  'id.reading': 'Ag léamh an doiciméid…',
  'id.cameraDenied': 'Níl an ceamara ar fáil anseo. Uaslódáil grianghraf ina ionad sin.',
  'id.heic':
    'Tá an grianghraf seo i bhformáid HEIC, nach féidir a léamh. Tóg an grianghraf ón leathanach seo, nó sábháil é mar JPEG.',
  'id.tooLarge': 'Tá an grianghraf seo rómhór. Tóg arís é nó uaslódáil ceann níos lú (faoi 10 MB).',
  'id.retake': 'Níorbh fhéidir linn an doiciméad a léamh. {hint} Bain triail eile as.',
  'id.hint.blur': 'Tá an grianghraf doiléir: fan socair agus lig don cheamara fócasú.',
  'id.hint.glare': 'Tá solas ag frithchaitheamh ón doiciméad: claon beagán é.',
  'id.hint.too-small': 'Tá an doiciméad róbheag sa ghrianghraf: druid níos gaire.',
  'id.hint.too-dark': 'Tá an grianghraf ródhorcha: téigh go háit níos gile.',
  'id.hint.not-found': 'Níor aimsíodh barrachód ná línte <<<: tóg grianghraf den taobh ceart.',
  'id.hint.not-an-id': 'Ní ó cheadúnas tiomána ná ó chárta aitheantais an barrachód sin.',
  'id.hint.check-digits': 'Níor réitigh na línte <<<: tóg grianghraf géar iomlán díobh.',
  'id.expired': 'Tá an doiciméad seo imithe in éag. Úsáid doiciméad bailí.',
  'id.specimenRefused':
    'Is doiciméad samplach é seo, a rinneadh chun triail a bhaint as an tseirbhís: ní chruthaíonn sé aois aon duine. Úsáid do dhoiciméad féin.',
  'id.phone': 'Gan ceamara anseo? Scan an cód seo le d’fhón chun leanúint ar aghaidh ansin.',
  'id.privacy':
    'Léitear an grianghraf ar ár bhfreastalaí agus scriostar é láithreach; ní stóráiltear riamh é.',
  'id.specimens':
    'Doiciméid shamplacha (mód tástála): íoslódáil ceann agus uaslódáil thuas é, nó taispeáin é agus tóg grianghraf den scáileán le d’fhón.',
  'id.show': 'Taispeáin',
  'id.specimen.adult-licence': 'Ceadúnas tiomána duine fhásta',
  'id.specimen.minor-licence': 'Ceadúnas tiomána mionaoisigh',
  'id.specimen.adult-licence-front': 'Ceadúnas tiomána duine fhásta, taobh tosaigh (le grianghraf)',
  'id.specimen.minor-licence-front': 'Ceadúnas tiomána mionaoisigh, taobh tosaigh (le grianghraf)',
  'id.specimen.adult-passport': 'Pas duine fhásta',
  'id.front.intro':
    'Léadh an taobh cúil. Anois an taobh tosaigh, le do ghrianghraf: tóg grianghraf den taobh iomlán a thaispeánann do ghrianghraf, do dháta breithe agus uimhir an doiciméid.',
  'id.front.guide':
    'Cuir an taobh tosaigh ar fad taobh istigh den fhráma, fan socair, seachain frithchaitheamh.',
  'id.front.reading': 'Ag léamh an taoibh tosaigh…',
  'id.front.notRead':
    'Níorbh fhéidir téacs clóite an taoibh tosaigh a léamh. Tóg grianghraf den taobh tosaigh ar fad, géar agus gan frithchaitheamh.',
  'id.front.noPortrait':
    'Níor aimsíodh aon ghrianghraf ar an taobh seo: tóg grianghraf de thaobh tosaigh an chárta, an taobh ar a bhfuil do ghrianghraf.',
  'id.front.mismatch':
    'Ní bhaineann an taobh tosaigh leis an doiciméad céanna leis an taobh cúil: tá an dáta breithe nó uimhir an doiciméid difriúil. Tóg grianghraf den dá thaobh d’aon doiciméad amháin.',
  'id.front.expired': 'Tá an iomarca ama caite: tóg grianghraf den taobh cúil arís.',
  'id.front.restart': 'Tosaigh arís leis an taobh cúil',
  'id.hint.number-not-read':
    'Níorbh fhéidir uimhir an doiciméid ar an taobh tosaigh a léamh: tóg grianghraf géar iomlán di.',
  'id.selfie.intro':
    'Léadh an doiciméad. Anois féinín beo: cuirfimid d’aghaidh i gcomparáid leis an ngrianghraf ar an doiciméad. Ní stóráiltear aon rud.',
  'id.selfie.mismatch': 'Níor mheaitseáil an féinín leis an ngrianghraf ar an doiciméad.',
  'id.selfie.again': 'Tóg grianghraf den doiciméad arís, agus tóg an féinín ansin.',
  'id.noPortrait':
    'Cuireann an tseirbhís seo an grianghraf ar an doiciméad i gcomparáid le féinín, agus níor aimsíodh aon ghrianghraf: tóg grianghraf den leathanach nó den taobh a thaispeánann grianghraf an tsealbhóra agus an barrachód nó na línte <<< araon.',
};
