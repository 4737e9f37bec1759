/** Maltese text of the id-document method (glossary: src/service/i18n/glossary/mt.md). */
export const mt = {
  'method.id-document': 'Dokument tal-identità',
  'describe.id-document': 'Ħu ritratt ta’ passaport, karta tal-identità jew liċenzja tas-sewqan',
  'id.intro':
    'Ħu ritratt tan-naħa bid-data li tinqara mill-magna: il-barcode fuq wara ta’ liċenzja tas-sewqan tal-Istati Uniti jew tal-Kanada, jew iż-żewġ jew tliet linji ta’ test bi <<< fuq passaport jew karta tal-identità.',
  'id.camera': 'Uża l-kamera',
  'id.upload': 'Tella’ ritratt',
  'id.take': 'Ħu r-ritratt',
  'id.cancel': 'Ikkanċella',
  'id.guide': 'Daħħal il-barcode jew il-linji <<< ġewwa l-qafas, tiċċaqlaqx, evita r-riflessi.',
  'id.reading': 'Qed naqraw id-dokument…',
  'id.cameraDenied': 'Il-kamera mhijiex disponibbli hawn. Minflok, tella’ ritratt.',
  'id.heic':
    'Dan ir-ritratt huwa fil-format HEIC, li ma jistax jinqara. Ħu r-ritratt minn din il-paġna, jew aħżnu bħala JPEG.',
  'id.tooLarge':
    'Dan ir-ritratt huwa kbir wisq. Erġa’ ħudu jew tella’ wieħed iżgħar (inqas minn 10 MB).',
  'id.retake': 'Ma stajniex naqraw id-dokument. {hint} Erġa’ pprova.',
  'id.hint.blur': 'Ir-ritratt mhuwiex ċar: tiċċaqlaqx u ħalli l-kamera tiffoka.',
  'id.hint.glare': 'Id-dawl qed jirrifletti fuq id-dokument: mejlu ftit.',
  'id.hint.too-small': 'Id-dokument huwa żgħir wisq fir-ritratt: ersaq eqreb.',
  'id.hint.too-dark': 'Ir-ritratt huwa skur wisq: mur f’post b’aktar dawl.',
  'id.hint.not-found': 'Ma nstab l-ebda barcode jew linji <<<: ħu ritratt tan-naħa t-tajba.',
  'id.hint.not-an-id': 'Dak il-barcode mhuwiex minn liċenzja tas-sewqan jew karta tal-identità.',
  'id.hint.check-digits': 'Il-linji <<< ma ħarġux korretti: ħu ritratt ċar tagħhom, sħaħ.',
  'id.expired': 'Dan id-dokument skada. Uża dokument validu.',
  'id.specimenRefused':
    'Dan huwa dokument speċimen, magħmul biex jiġi pprovat is-servizz: ma juri l-età ta’ ħadd. Uża d-dokument tiegħek.',
  'id.phone': 'M’hemmx kamera hawn? Skennja dan il-kodiċi bil-mowbajl biex tkompli minn hemm.',
  'id.privacy': 'Ir-ritratt jinqara fuq is-server tagħna u jitħassar minnufih; qatt ma jinħażen.',
  'id.specimens':
    'Dokumenti speċimen (modalità tat-test): niżżel wieħed u tellgħu hawn fuq, jew urih fuq l-iskrin u ħu ritratt tiegħu bil-mowbajl.',
  'id.show': 'Uri',
  'id.specimen.adult-licence': 'Liċenzja tas-sewqan ta’ adult',
  'id.specimen.minor-licence': 'Liċenzja tas-sewqan ta’ minorenni',
  'id.specimen.adult-licence-front': 'Liċenzja tas-sewqan ta’ adult, quddiem (bir-ritratt)',
  'id.specimen.minor-licence-front': 'Liċenzja tas-sewqan ta’ minorenni, quddiem (bir-ritratt)',
  'id.specimen.adult-passport': 'Passaport ta’ adult',
  'id.front.intro':
    'In-naħa ta’ wara nqrat. Issa n-naħa ta’ quddiem, bir-ritratt tiegħek: ħu ritratt tan-naħa kollha li turi r-ritratt tiegħek, id-data tat-twelid u n-numru tad-dokument.',
  'id.front.guide':
    'Daħħal in-naħa ta’ quddiem kollha ġewwa l-qafas, tiċċaqlaqx, evita r-riflessi.',
  'id.front.reading': 'Qed naqraw in-naħa ta’ quddiem…',
  'id.front.notRead':
    'It-test stampat fuq quddiem ma setax jinqara. Ħu ritratt tan-naħa ta’ quddiem kollha, ċar u mingħajr riflessi.',
  'id.front.noPortrait':
    'Ma nstab l-ebda ritratt fuq din in-naħa: ħu ritratt tan-naħa ta’ quddiem tal-karta, dik bir-ritratt tiegħek.',
  'id.front.mismatch':
    'In-naħa ta’ quddiem mhijiex tal-istess dokument tan-naħa ta’ wara: id-data tat-twelid jew in-numru tad-dokument huma differenti. Ħu ritratt taż-żewġ naħat tal-istess dokument.',
  'id.front.expired': 'Għadda wisq ħin: erġa’ ħu ritratt tan-naħa ta’ wara.',
  'id.front.restart': 'Erġa’ ibda min-naħa ta’ wara',
  'id.hint.number-not-read':
    'In-numru tad-dokument fuq quddiem ma setax jinqara: ħu ritratt ċar tiegħu, sħiħ.',
  'id.selfie.intro':
    'Id-dokument inqara. Issa selfie dirett: inqabblu wiċċek mar-ritratt fuq id-dokument. Ma jinħażen xejn.',
  'id.selfie.mismatch': 'Is-selfie ma qabilx mar-ritratt fuq id-dokument.',
  'id.selfie.again': 'Erġa’ ħu ritratt tad-dokument, imbagħad ħu s-selfie.',
  'id.noPortrait':
    'Dan is-servizz iqabbel ir-ritratt fuq id-dokument ma’ selfie, u ma nstab l-ebda ritratt: ħu ritratt tal-paġna jew tan-naħa li turi kemm ir-ritratt tad-detentur kif ukoll il-barcode jew il-linji <<<.',
};
