/** Maltese text of the age-key method (glossary: src/service/i18n/glossary/mt.md). */

/** Its name and description in the method picker. */
export const mt = {
  'method.age-key': 'Ċavetta tal-età',
  'describe.age-key': 'Uża ċavetta ta’ aċċess li diġà turi l-età tiegħek',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const mtCeremony = {
  use: 'Uża ċ-ċavetta tal-età tiegħek',
  useHelp:
    'L-apparat tiegħek jitolbok tiftaħ iċ-ċavetta ta’ aċċess li fiha l-prova tal-età tiegħek. Ma jinqasam xejn ieħor.',
  noKey:
    'Għad m’għandekx ċavetta tal-età? L-ewwel agħżel metodu ieħor; wara tista’ taħżen ċavetta tal-età għall-darba li jmiss.',
  upgrade:
    'Iċ-ċavetta tal-età tiegħek turi {n}+, u dan mhux biżżejjed hawn. Ivverifika l-età tiegħek b’metodu ieħor, imbagħad aġġorna ċ-ċavetta tal-età tiegħek.',
  upgradeMethod:
    'Il-prova fiċ-ċavetta tal-età tiegħek mhijiex aċċettata hawn. Ivverifika l-età tiegħek b’metodu ieħor, imbagħad aġġorna ċ-ċavetta tal-età tiegħek.',
  upgradeTest:
    'Iċ-ċavetta tal-età tiegħek saret fil-modalità tat-test u ma tistax tintuża għal verifika vera. Ivverifika l-età tiegħek b’metodu ieħor, imbagħad aġġorna ċ-ċavetta tal-età tiegħek.',
  declined: 'Ma ntużat l-ebda ċavetta tal-età. Erġa’ pprova, jew agħżel metodu ieħor.',
  'refused.counter':
    'Din iċ-ċavetta tal-età tidher ikkupjata minn apparat ieħor u ġiet miċħuda. Agħżel metodu ieħor.',
  'refused.user-verification':
    'L-apparat tiegħek ma kkonfermax li int (PIN jew bijometrija). Erġa’ pprova bil-verifika mixgħula.',
  'refused.revoked': 'Din iċ-ċavetta tal-età ġiet revokata. Agħżel metodu ieħor.',
  'refused.unknown-key': 'Din iċ-ċavetta tal-età mhijiex magħrufa hawn (forsi ntesiet).',
  refused: 'Iċ-ċavetta tal-età ma setgħetx tiġi vverifikata. Erġa’ pprova jew agħżel metodu ieħor.',
  error: 'Ma ħadimx: {detail}.',
  working: 'Qed nistennew l-apparat tiegħek…',
  saveTitle: 'Aħżen ċavetta tal-età',
  saveHelp:
    'Id-darba li jmiss, uri l-età tiegħek b’mess wieħed fuq kull sit li juża dan is-servizz. Iċ-ċavetta ta’ aċċess fiha biss il-prova tal-età tiegħek, qatt ismek.',
  saveButton: 'Aħżen ċavetta tal-età',
  saved: 'Iċ-ċavetta tal-età ġiet maħżuna. Id-darba li jmiss agħżel “Ċavetta tal-età”.',
  updateTitle: 'Aġġorna ċ-ċavetta tal-età tiegħek',
  updateHelp:
    'Daħħal din il-prova l-ġdida tal-età fiċ-ċavetta tal-età tiegħek, biex id-darba li jmiss taħdem hawn.',
  updateButton: 'Aġġorna ċ-ċavetta tal-età tiegħi',
  updated: 'Iċ-ċavetta tal-età ġiet aġġornata: issa turi {n}+.',
  savedTest: 'Din hija ċavetta tat-test: taħdem biss fil-modalità tat-test.',
  openWindow: 'Iftaħ tieqa biex taħżen iċ-ċavetta tal-età tiegħek',
  windowHelp:
    'Il-brawżer tiegħek ma jħallikx taħżen ċavetta ta’ aċċess ġewwa dan is-sit. Minflok, uża tieqa żgħira.',
  forget: 'Insa ċ-ċavetta tal-età tiegħi',
  forgotten:
    'Iċ-ċavetta tal-età tiegħek tħassret mis-servizz. Tista’ tneħħi wkoll iċ-ċavetta ta’ aċċess mill-apparat tiegħek.',
};
