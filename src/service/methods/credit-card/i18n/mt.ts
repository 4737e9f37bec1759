/** Maltese text of the credit-card method (glossary: src/service/i18n/glossary/mt.md). */
export const mt = {
  'method.credit-card': 'Karta ta’ kreditu',
  'describe.credit-card': 'Karta f’ismek turi li għandek aktar minn 18-il sena',
  cardStart: 'Iċċekkja karta ta’ kreditu',
  cardHelp:
    'L-emittent tal-karta jikkonferma l-karta b’verifika ta’ {amount}: ma jiġi ddebitat xejn. Jgħoddu biss il-karti ta’ kreditu: il-karti ta’ debitu u dawk imħallsa minn qabel jistgħu jkunu ta’ persuni taħt it-18-il sena.',
  cardNumber: 'Numru tal-karta',
  cardExpiry: 'Skadenza (XX/SS)',
  cardCvc: 'Kodiċi tas-sigurtà (CVC)',
  cardCheck: 'Iċċekkja l-karta',
  cardTestTitle:
    'Karti tat-test (modalità tat-test): kull data ta’ skadenza fil-futur, kull CVC. Karta li ma tistax turi età ma tuża l-ebda tentattiv.',
  cardTestNumber: 'Numru tal-karta',
  cardTestResult: 'X’tagħmel il-verifika',
  cardTestUse: 'Uża {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Karta tat-test: ma ntuża l-ebda tentattiv.',
  'card.funding.credit': 'karta ta’ kreditu',
  'card.funding.debit': 'karta ta’ debitu',
  'card.funding.prepaid': 'karta mħallsa minn qabel',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'tikkonferma 18+',
  'card.test.not-a-credit-card': 'mhux konklużiv: mhijiex karta ta’ kreditu',
  'card.test.country-not-adult-only':
    'mhux konklużiv: f’dan il-pajjiż il-karti ta’ kreditu jistgħu jinħarġu lil persuni taħt it-18-il sena',
  'card.test.declined': 'miċħuda mill-emittent',
  'card.test.insufficient-funds': 'miċħuda: fondi insuffiċjenti',
  'card.test.error': 'żball tal-proċessur: ma jingħadd xejn',
  'card.reason.adult-credit-card': 'Il-karta ta’ kreditu tiegħek ġiet ikkonfermata.',
  'card.reason.not-a-credit-card':
    'Din hija karta ta’ debitu jew karta mħallsa minn qabel. Karti bħal dawn jistgħu jkunu ta’ persuni taħt it-18-il sena, għalhekk ma jikkonfermawx l-età tiegħek: ipprova karta ta’ kreditu.',
  'card.reason.country-not-adult-only':
    'Fil-pajjiż ta’ din il-karta, il-karti ta’ kreditu jistgħu jinħarġu lil persuni taħt it-18-il sena, għalhekk ma tikkonfermax l-età tiegħek.',
  'card.reason.declined': 'L-emittent tal-karta ċaħad il-verifika. Ipprova karta oħra.',
  'card.decline.insufficient-funds':
    'L-emittent tal-karta ċaħad il-verifika minħabba fondi insuffiċjenti, għalkemm ma jiġi ddebitat xejn. Ipprova karta oħra.',
  'card.decline.not-supported':
    'Din il-karta ma tistax tintuża għal din il-verifika. Ipprova karta oħra.',
  'card.error.number':
    'In-numru tal-karta mhuwiex komplut jew mhuwiex validu. Iċċekkjah u erġa’ pprova.',
  'card.error.expiry': 'Id-data ta’ skadenza mhijiex valida. Daħħalha bħala XX/SS.',
  'card.error.expired': 'Din il-karta skadiet. Uża karta li għadha valida.',
  'card.error.cvc':
    'Il-kodiċi tas-sigurtà mhuwiex validu: huma t-3 ċifri fuq wara tal-karta (4 fuq quddiem għall-American Express).',
  'card.error.test-card-only':
    'Il-modalità tat-test taċċetta biss in-numri tal-karti tat-test elenkati hawn taħt.',
  'card.error.processing':
    'Il-karta ma setgħetx tiġi ċċekkjata bħalissa. Ma ngħadd xejn: erġa’ pprova ftit tal-ħin oħra.',
  'card.error.unavailable':
    'Il-verifika tal-karta mhijiex qed twieġeb bħalissa. Ma ngħadd xejn: erġa’ pprova ftit tal-ħin oħra, jew agħżel metodu ieħor.',
  'card.error.authentication':
    'Il-bank tiegħek ma kkonfermax il-verifika. Erġa’ pprova, jew uża karta oħra.',
  'card.error.incomplete': 'Il-verifika tal-karta ma tlestietx. Daħħal il-karta mill-ġdid.',
  'card.error.check-expired': 'Din il-verifika tal-karta skadiet. Erġa’ ibda.',
  'card.error.not-configured':
    'Il-verifiki bil-karta mhumiex disponibbli hawn. Agħżel metodu ieħor.',
  'card.error.network':
    'Is-servizz ma setax jintlaħaq. Iċċekkja l-konnessjoni tiegħek u erġa’ pprova.',
  'card.error.generic':
    'Il-karta ma setgħetx tiġi ċċekkjata. Erġa’ pprova, jew agħżel metodu ieħor.',
  cardStripeUnavailable: 'Il-formola tal-karta ma setgħetx titla’. Agħżel metodu ieħor.',
};
