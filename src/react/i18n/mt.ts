import type { AgeGateLabels } from '../age-gate-props';

/** Maltese text of the <AgeGate> card (glossary: src/service/i18n/glossary/mt.md). */
export const mt: AgeGateLabels = {
  heading: 'Ivverifika l-età tiegħek',
  intro: 'Trid tkun maġġorenni biex tara din il-paġna. Ivverifika l-età tiegħek biex tkompli.',
  how: 'Madwar minuta, b’metodu li tagħżel int: selfie, dokument tal-identità, kartiera diġitali, ċavetta tal-età…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} jirċievi r-riżultat biss, qatt ismek, ir-ritratti jew id-dokumenti tiegħek. L-immaġnijiet ma jinħażnux.',
  keptUnnamed:
    'Dan is-sit jirċievi r-riżultat biss, qatt ismek, ir-ritratti jew id-dokumenti tiegħek. L-immaġnijiet ma jinħażnux.',
  ageKey: 'Imbagħad aħżen ċavetta tal-età fuq dan l-apparat: id-darba li jmiss tieħu mess wieħed.',
  start: 'Ivverifika l-età tiegħi',
  checking: 'Qed niċċekkjaw il-verifika tal-età tiegħek…',
  creating: 'Qed nibdew il-verifika…',
  confirming: 'Qed nikkonfermaw ir-riżultat tiegħek…',
  verified: 'L-età tiegħek ġiet ivverifikata.',
  failed: 'Ma stajniex nivverifikaw l-età tiegħek.',
  pending: 'Il-verifika tiegħek għadha ma ntemmitx.',
  checkAgain: 'Iċċekkja mill-ġdid',
  error: 'Xi ħaġa marret ħażin fil-verifika. Jekk jogħġbok erġa’ pprova.',
  mismatch: 'Dik il-verifika nbdiet fi brawżer ieħor. Jekk jogħġbok erġa’ ibda hawn.',
  cancelled: 'Il-verifika ġiet ikkanċellata.',
  retry: 'Erġa’ pprova',
  close: 'Agħlaq',
  topLevel: 'Għandek problema? Kompli f’din it-tieqa',
  unresponsive: 'Il-verifika ma setgħetx tidher hawn. Jekk jogħġbok kompli f’din it-tieqa.',
  title: 'Verifika tal-età',
  'failure.age-criteria-not-met': 'Il-verifika ma wrietx li għandek l-età meħtieġa.',
  'failure.max-attempts-exceeded': 'Il-verifika ntemmet wara wisq tentattivi li ma rnexxewx.',
  'failure.fraudulent-activity-detected': 'Il-verifika ma ġietx aċċettata.',
  'failure.criteria-not-met': 'Il-verifika ma tissodisfax ir-rekwiżit tal-età ta’ din il-paġna.',
  'failure.revoked': 'Il-verifika ġiet revokata.',
  unreachable:
    'Il-verifika tal-età ma setgħetx tintlaħaq. Iċċekkja l-konnessjoni tiegħek u erġa’ pprova.',
};
