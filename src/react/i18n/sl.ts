import type { AgeGateLabels } from '../age-gate-props';

/** Slovenian text of the <AgeGate> card (glossary: src/service/i18n/glossary/sl.md). */
export const sl: AgeGateLabels = {
  heading: 'Potrdite svojo starost',
  intro: 'Za ogled te strani morate biti polnoletni. Za nadaljevanje potrdite svojo starost.',
  how: 'Približno minuto, z metodo po vaši izbiri: selfi, osebni dokument, digitalna denarnica, starostni ključ …',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} prejme samo rezultat, nikoli vašega imena, fotografij ali dokumentov. Slike se ne shranijo.',
  keptUnnamed:
    'To spletno mesto prejme samo rezultat, nikoli vašega imena, fotografij ali dokumentov. Slike se ne shranijo.',
  ageKey: 'Nato v tej napravi shranite starostni ključ: naslednjič zadošča en dotik.',
  start: 'Potrdi mojo starost',
  checking: 'Preverjamo stanje preverjanja starosti …',
  creating: 'Začenjamo preverjanje …',
  confirming: 'Potrjujemo vaš rezultat …',
  verified: 'Vaša starost je potrjena.',
  failed: 'Vaše starosti nismo mogli potrditi.',
  pending: 'Vaše preverjanje še ni končano.',
  checkAgain: 'Preveri znova',
  error: 'Pri preverjanju je prišlo do napake. Poskusite znova.',
  mismatch: 'To preverjanje se je začelo v drugem brskalniku. Začnite znova tukaj.',
  cancelled: 'Preverjanje je preklicano.',
  retry: 'Poskusi znova',
  close: 'Zapri',
  topLevel: 'Imate težave? Nadaljujte v tem oknu',
  unresponsive: 'Preverjanja tu ni bilo mogoče prikazati. Nadaljujte v tem oknu.',
  title: 'Preverjanje starosti',
  'failure.age-criteria-not-met': 'Preverjanje ni pokazalo, da izpolnjujete starostni pogoj.',
  'failure.max-attempts-exceeded': 'Preverjanje se je končalo po preveč neuspešnih poskusih.',
  'failure.fraudulent-activity-detected': 'Preverjanje ni bilo sprejeto.',
  'failure.criteria-not-met': 'Preverjanje ne izpolnjuje starostnega pogoja te strani.',
  'failure.revoked': 'Preverjanje je bilo razveljavljeno.',
  unreachable: 'Preverjanje starosti ni dosegljivo. Preverite povezavo in poskusite znova.',
};
