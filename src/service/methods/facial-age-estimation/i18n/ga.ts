/** Irish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/ga.md). */
export const ga = {
  'method.facial-age-estimation': 'Meastachán aoise ón aghaidh',
  'describe.facial-age-estimation': 'Meastann do cheamara d’aois; ní choinnítear aon íomhá',
  'face.intro':
    'Tógann do cheamara cúpla pictiúr agus tú ag casadh do chinn. Seiceáiltear iad ar ár bhfreastalaí agus scriostar iad láithreach; ní choinnítear aon phictiúr.',
  'face.useCamera': 'Úsáid mo cheamara',
  'face.useCameraTest': 'Úsáid mo cheamara (fíor-mheastachán)',
  'face.opening': 'Ag oscailt an cheamara…',
  'face.preview': 'Réamhamharc an cheamara: cuir d’aghaidh taobh istigh den ubhchruth',
  'face.ready': 'Cuir d’aghaidh taobh istigh den ubhchruth, agus brúigh Tosaigh ansin.',
  'face.start': 'Tosaigh',
  'face.cancel': 'Stop an ceamara',
  'face.hint.too-dark': 'Tá sé ródhorcha: cas i dtreo fuinneoige nó las solas.',
  'face.hint.hold-still': 'Fan socair ar feadh nóiméid.',
  'face.hint.no-face': 'Ní fhacamar aghaidh: cuir d’aghaidh taobh istigh den ubhchruth.',
  'face.hint.too-far': 'Tar beagán níos gaire, ionas go líonfaidh d’aghaidh an t-ubhchruth.',
  'face.hint.several-faces': 'Ní cheadaítear ach duine amháin sa phictiúr.',
  'face.prompt.look': 'Féach díreach isteach sa cheamara.',
  'face.prompt.left': 'Cas do cheann go mall ar chlé.',
  'face.prompt.right': 'Anois cas do cheann go mall ar dheis.',
  'face.prompt.still': 'Féach ar an gceamara agus fan socair.',
  'face.finding': 'Ag lorg d’aghaidhe…',
  'face.sending': 'Á sheiceáil…',
  'face.liveness.no-turn':
    'Ní fhacamar do cheann ag casadh mar a iarradh. Bain triail eile as agus lean na treoracha.',
  'face.liveness.frames-repeated':
    'Ní cosúil gur ó cheamara beo na pictiúir seo. Úsáid do cheamara féin, ní grianghraf ná físeán.',
  'face.liveness.spoof-scores':
    'Ní cosúil gur ó cheamara beo na pictiúir seo. Úsáid do cheamara féin, ní grianghraf ná físeán.',
  'face.livenessOff':
    'Mód tástála: tá an tseiceáil beochta múchta don táirge seo, mar sin d’éireodh le grianghraf. Déantar seiceáil beochta i gcónaí i bhfíoruithe dáiríre.',
  'face.error.denied':
    'Diúltaíodh rochtain ar an gceamara. Ceadaigh an ceamara i socruithe do bhrabhsálaí agus bain triail eile as, nó roghnaigh bealach eile.',
  'face.error.no-camera': 'Níor aimsíodh aon cheamara ar an ngléas seo.',
  'face.error.busy': 'Tá aip eile ag úsáid an cheamara. Dún í agus bain triail eile as.',
  'face.error.unsupported': 'Ní féidir leis an mbrabhsálaí seo an ceamara a úsáid anseo.',
  'face.error.other': 'Níorbh fhéidir an ceamara a thosú.',
  'face.tryAgain': 'Bain triail eile as',
  'face.other': 'Roghnaigh bealach eile',
  'face.handoff': 'Nó lean ar aghaidh ar d’fhón: scan an cód seo lena cheamara.',
  'face.qrAlt': 'Cód QR chun leanúint ar aghaidh ar d’fhón',
};
