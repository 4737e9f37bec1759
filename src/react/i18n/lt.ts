import type { AgeGateLabels } from '../age-gate-props';

/** Lithuanian text of the <AgeGate> card (glossary: src/service/i18n/glossary/lt.md). */
export const lt: AgeGateLabels = {
  heading: 'Patvirtinkite savo amžių',
  intro: 'Šį puslapį gali matyti tik pilnamečiai. Norėdami tęsti, patvirtinkite savo amžių.',
  how: 'Maždaug minutė, jūsų pasirinktu būdu: asmenuke, dokumentu, skaitmenine pinigine, amžiaus raktu…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} gauna tik rezultatą, niekada jūsų vardo, nuotraukų ar dokumentų. Vaizdai nesaugomi.',
  keptUnnamed:
    'Ši svetainė gauna tik rezultatą, niekada jūsų vardo, nuotraukų ar dokumentų. Vaizdai nesaugomi.',
  ageKey: 'Tada išsaugokite amžiaus raktą šiame įrenginyje: kitą kartą užteks vieno prisilietimo.',
  start: 'Patvirtinti amžių',
  checking: 'Tikriname amžiaus patikros būseną…',
  creating: 'Pradedame amžiaus patikrą…',
  confirming: 'Tvirtiname jūsų rezultatą…',
  verified: 'Jūsų amžius patvirtintas.',
  failed: 'Nepavyko patvirtinti jūsų amžiaus.',
  pending: 'Jūsų amžiaus patikra dar nebaigta.',
  checkAgain: 'Tikrinti dar kartą',
  error: 'Amžiaus patikroje įvyko klaida. Bandykite dar kartą.',
  mismatch: 'Ši amžiaus patikra pradėta kitoje naršyklėje. Pradėkite iš naujo čia.',
  cancelled: 'Amžiaus patikra atšaukta.',
  retry: 'Bandyti dar kartą',
  close: 'Uždaryti',
  topLevel: 'Kyla problemų? Tęskite šiame lange',
  unresponsive: 'Amžiaus patikros nepavyko parodyti čia. Tęskite šiame lange.',
  title: 'Amžiaus patikra',
  'failure.age-criteria-not-met': 'Amžiaus patikra neparodė, kad atitinkate amžiaus reikalavimą.',
  'failure.max-attempts-exceeded': 'Amžiaus patikra baigta po per daug nesėkmingų bandymų.',
  'failure.fraudulent-activity-detected': 'Amžiaus patikra nepriimta.',
  'failure.criteria-not-met': 'Amžiaus patikra neatitinka šio puslapio amžiaus reikalavimo.',
  'failure.revoked': 'Amžiaus patikra panaikinta.',
  unreachable: 'Nepavyko susisiekti su amžiaus patikra. Patikrinkite ryšį ir bandykite dar kartą.',
};
