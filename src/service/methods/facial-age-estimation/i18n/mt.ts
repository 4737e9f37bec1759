/** Maltese text of the facial-age-estimation method (glossary: src/service/i18n/glossary/mt.md). */
export const mt = {
  'method.facial-age-estimation': 'Stima tal-età mill-wiċċ',
  'describe.facial-age-estimation': 'Il-kamera tistma l-età tiegħek; l-ebda immaġni ma tinżamm',
  'face.intro':
    'Il-kamera tieħu ftit ritratti waqt li ddawwar rasek. Jiġu analizzati fuq is-server tagħna u mħassra minnufih; l-ebda ritratt ma jinżamm.',
  'face.useCamera': 'Uża l-kamera tiegħi',
  'face.useCameraTest': 'Uża l-kamera tiegħi (stima vera)',
  'face.opening': 'Qed niftħu l-kamera…',
  'face.preview': 'Dehra tal-kamera: poġġi wiċċek ġewwa l-ovali',
  'face.ready': 'Poġġi wiċċek ġewwa l-ovali, imbagħad agħfas Ibda.',
  'face.start': 'Ibda',
  'face.cancel': 'Itfi l-kamera',
  'face.hint.too-dark': 'Hemm wisq dlam: iffaċċja tieqa jew ixgħel dawl.',
  'face.hint.hold-still': 'Tiċċaqlaqx għal mument.',
  'face.hint.no-face': 'Ma stajniex naraw wiċċ: poġġi wiċċek ġewwa l-ovali.',
  'face.hint.too-far': 'Ersaq ftit eqreb, biex wiċċek jimla l-ovali.',
  'face.hint.several-faces': 'Persuna waħda biss tista’ tidher fl-immaġni.',
  'face.prompt.look': 'Ħares dritt lejn il-kamera.',
  'face.prompt.left': 'Dawwar rasek bil-mod lejn ix-xellug tiegħek.',
  'face.prompt.right': 'Issa dawwar rasek bil-mod lejn il-lemin tiegħek.',
  'face.prompt.still': 'Ħares lejn il-kamera u tiċċaqlaqx.',
  'face.finding': 'Qed infittxu wiċċek…',
  'face.sending': 'Qed niċċekkjaw…',
  'face.liveness.no-turn':
    'Ma rajniex rasek iddur kif intalab. Erġa’ pprova u segwi l-istruzzjonijiet.',
  'face.liveness.frames-repeated':
    'Dawn l-immaġnijiet ma jidhrux li ġejjin minn kamera diretta. Uża l-kamera tiegħek stess, mhux ritratt jew vidjo.',
  'face.liveness.spoof-scores':
    'Dawn l-immaġnijiet ma jidhrux li ġejjin minn kamera diretta. Uża l-kamera tiegħek stess, mhux ritratt jew vidjo.',
  'face.livenessOff':
    'Modalità tat-test: il-verifika ta’ persuna ħajja hija mitfija għal dan il-prodott, għalhekk ritratt jgħaddi. Il-verifiki veri dejjem jagħmlu l-verifika ta’ persuna ħajja.',
  'face.error.denied':
    'L-aċċess għall-kamera ġie miċħud. Ippermetti l-kamera fl-impostazzjonijiet tal-brawżer u erġa’ pprova, jew agħżel mod ieħor.',
  'face.error.no-camera': 'Ma nstabet l-ebda kamera fuq dan l-apparat.',
  'face.error.busy': 'Il-kamera qed tintuża minn app oħra. Agħlaqha u erġa’ pprova.',
  'face.error.unsupported': 'Dan il-brawżer ma jistax juża l-kamera hawn.',
  'face.error.other': 'Il-kamera ma setgħetx tinxtegħel.',
  'face.tryAgain': 'Erġa’ pprova',
  'face.other': 'Agħżel mod ieħor',
  'face.handoff': 'Jew kompli fuq il-mowbajl: skennja dan il-kodiċi bil-kamera tiegħu.',
  'face.qrAlt': 'Kodiċi QR biex tkompli fuq il-mowbajl',
};
