/** Maltese text of the bank-app method (glossary: src/service/i18n/glossary/mt.md). */
export const mt = {
  'method.bank-app': 'App tal-bank',
  'describe.bank-app': 'Ikkonferma l-età tiegħek fl-app tal-bank tiegħek',
  bankHelp:
    'Il-bank tiegħek jikkonferma l-età tiegħek mir-rekords tiegħu. Fuq il-mowbajl tinfetaħ l-app tal-bank; wara terġa’ lura għal dan is-servizz fil-brawżer.',
  bankContinue: 'Kompli ma’ {name}',
  bankNone: 'L-ebda bank mhu disponibbli għal din il-verifika.',
  bankNotHere:
    'Il-bank tiegħek ma jistax jinfetaħ minn ġo din l-app. Iftaħ din il-paġna fil-brawżer, jew agħżel metodu ieħor.',
  bankTitle: 'Konferma mill-bank',
  bankLinkUsed: 'Din il-ħolqa diġà ntużat jew skadiet. Mur lura fis-sit u erġa’ ibda.',
  bankGone: 'Dan il-bank m’għadux disponibbli. Mur lura u agħżel metodu ieħor.',
  bankDeclined:
    'Irrifjutajt mal-bank tiegħek, għalhekk ma nqasam xejn. Mur lura biex tagħżel metodu ieħor.',
  bankRefused: 'Il-bank tiegħek ma kkonfermax dan id-dħul. Mur lura u erġa’ pprova.',
  bankInvalid: 'It-tweġiba tal-bank tiegħek ma setgħetx tiġi vverifikata. Mur lura u erġa’ pprova.',
  bankUnreachable: 'Il-bank tiegħek ma setax jintlaħaq. Mur lura u erġa’ pprova ftit tal-ħin oħra.',
  bankNoAge: 'Il-bank tiegħek ma qasamx l-età tiegħek. Mur lura biex tagħżel metodu ieħor.',
  bankBack: 'Lura għall-verifika',
  bankWaitTab: 'Lesti mal-bank tiegħek fit-tab il-ġdid. Din il-paġna taġġorna ruħha waħedha.',
  'bankOutcome.declined': 'Irrifjutajt mal-bank tiegħek, għalhekk ma nqasam xejn.',
  'bankOutcome.refused': 'Il-bank tiegħek ma kkonfermax id-dħul.',
  'bankOutcome.failed': 'It-tweġiba tal-bank tiegħek ma setgħetx tintuża.',
  'bankOutcome.no-age': 'Il-bank tiegħek ma qasamx l-età tiegħek.',
  bankTryAgain: 'Erġa’ pprova, jew agħżel metodu ieħor.',
  bankTabResult: 'Tista’ tagħlaq dan it-tab. It-tab minn fejn ġejt juri r-riżultat.',
  bankTabBack: 'Tista’ tagħlaq dan it-tab. Kompli fit-tab minn fejn ġejt.',
};
