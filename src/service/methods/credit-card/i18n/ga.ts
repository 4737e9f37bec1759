/** Irish text of the credit-card method (glossary: src/service/i18n/glossary/ga.md). */
export const ga = {
  'method.credit-card': 'Cárta creidmheasa',
  'describe.credit-card': 'Léiríonn cárta i d’ainm go bhfuil tú os cionn 18',
  cardStart: 'Seiceáil cárta creidmheasa',
  cardHelp:
    'Deimhníonn eisitheoir do chárta an cárta le seiceáil ar {amount}: ní ghearrtar aon rud. Ní áirítear ach cártaí creidmheasa: d’fhéadfadh cártaí dochair agus réamhíoctha a bheith ag daoine faoi 18.',
  cardNumber: 'Uimhir an chárta',
  cardExpiry: 'Dáta éaga (MM/BB)',
  cardCvc: 'Cód slándála (CVC)',
  cardCheck: 'Seiceáil an cárta',
  cardTestTitle:
    'Cártaí tástála (mód tástála): aon dáta éaga sa todhchaí, aon CVC. Ní úsáideann cárta nach féidir leis aois a chruthú aon iarracht.',
  cardTestNumber: 'Uimhir an chárta',
  cardTestResult: 'Toradh na seiceála',
  cardTestUse: 'Úsáid {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Cárta tástála: níor úsáideadh aon iarracht.',
  'card.funding.credit': 'cárta creidmheasa',
  'card.funding.debit': 'cárta dochair',
  'card.funding.prepaid': 'cárta réamhíoctha',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'deimhníonn sé 18+',
  'card.test.not-a-credit-card': 'neamhchinntitheach: ní cárta creidmheasa é',
  'card.test.country-not-adult-only':
    'neamhchinntitheach: is féidir cártaí creidmheasa ón tír seo a eisiúint do dhaoine faoi 18',
  'card.test.declined': 'diúltaithe ag an eisitheoir',
  'card.test.insufficient-funds': 'diúltaithe: easpa cistí',
  'card.test.error': 'earráid an phróiseálaí: ní áirítear aon rud',
  'card.reason.adult-credit-card': 'Deimhníodh do chárta creidmheasa.',
  'card.reason.not-a-credit-card':
    'Is cárta dochair nó réamhíoctha é seo. D’fhéadfadh a leithéid a bheith ag daoine faoi 18, mar sin ní dheimhníonn sé d’aois: bain triail as cárta creidmheasa.',
  'card.reason.country-not-adult-only':
    'Is féidir cártaí creidmheasa ó thír an chárta seo a eisiúint do dhaoine faoi 18, mar sin ní dheimhníonn sé d’aois.',
  'card.reason.declined':
    'Dhiúltaigh eisitheoir do chárta don tseiceáil. Bain triail as cárta eile.',
  'card.decline.insufficient-funds':
    'Dhiúltaigh eisitheoir do chárta don tseiceáil de bharr easpa cistí, cé nach ngearrtar aon rud. Bain triail as cárta eile.',
  'card.decline.not-supported':
    'Ní féidir an cárta seo a úsáid don tseiceáil seo. Bain triail as cárta eile.',
  'card.error.number':
    'Tá uimhir an chárta neamhiomlán nó neamhbhailí. Seiceáil í agus bain triail eile as.',
  'card.error.expiry': 'Níl an dáta éaga bailí. Cuir isteach é mar MM/BB.',
  'card.error.expired': 'Tá an cárta seo imithe in éag. Úsáid cárta atá fós bailí.',
  'card.error.cvc':
    'Níl an cód slándála bailí: na 3 dhigit ar chúl an chárta (4 ar an taobh tosaigh i gcás American Express).',
  'card.error.test-card-only':
    'I mód tástála, ní ghlactar ach leis na huimhreacha cárta tástála thíos.',
  'card.error.processing':
    'Níorbh fhéidir an cárta a sheiceáil díreach anois. Níor áiríodh aon rud: bain triail eile as i gceann tamaill.',
  'card.error.unavailable':
    'Níl an tseiceáil cárta ag freagairt faoi láthair. Níor áiríodh aon rud: bain triail eile as i gceann tamaill, nó roghnaigh modh eile.',
  'card.error.authentication':
    'Níor dheimhnigh do bhanc an tseiceáil. Bain triail eile as, nó úsáid cárta eile.',
  'card.error.incomplete': 'Níor críochnaíodh an tseiceáil cárta. Cuir isteach an cárta arís.',
  'card.error.check-expired': 'Tá an tseiceáil cárta seo imithe in éag. Tosaigh arís.',
  'card.error.not-configured': 'Níl seiceálacha cárta ar fáil anseo. Roghnaigh modh eile.',
  'card.error.network':
    'Níorbh fhéidir teagmháil a dhéanamh leis an tseirbhís. Seiceáil do nasc agus bain triail eile as.',
  'card.error.generic':
    'Níorbh fhéidir an cárta a sheiceáil. Bain triail eile as, nó roghnaigh modh eile.',
  cardStripeUnavailable: 'Níorbh fhéidir foirm an chárta a lódáil. Roghnaigh modh eile.',
};
