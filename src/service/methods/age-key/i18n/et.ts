/** Estonian text of the age-key method (glossary: src/service/i18n/glossary/et.md). */

/** Its name and description in the method picker. */
export const et = {
  'method.age-key': 'Vanusevõti',
  'describe.age-key': 'Kasuta pääsuvõtit, mis juba tõendab sinu vanust',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const etCeremony = {
  use: 'Kasuta oma vanusevõtit',
  useHelp: 'Sinu seade palub avada pääsuvõtme, milles on sinu vanuse tõend. Midagi muud ei jagata.',
  noKey:
    'Vanusevõtit veel pole? Vali kõigepealt muu meetod; pärast seda saad järgmiseks korraks vanusevõtme salvestada.',
  upgrade:
    'Sinu vanusevõti tõendab vanust {n}+, millest siin ei piisa. Tõenda vanust muu meetodiga ja uuenda siis oma vanusevõtit.',
  upgradeMethod:
    'Sinu vanusevõtmes olevat tõendit siin ei aktsepteerita. Tõenda vanust muu meetodiga ja uuenda siis oma vanusevõtit.',
  upgradeTest:
    'Sinu vanusevõti loodi testrežiimis ja seda ei saa päris kontrolliks kasutada. Tõenda vanust muu meetodiga ja uuenda siis oma vanusevõtit.',
  declined: 'Vanusevõtit ei kasutatud. Proovi uuesti või vali muu meetod.',
  'refused.counter':
    'See vanusevõti näib olevat kopeeritud teisest seadmest ja lükati tagasi. Vali muu meetod.',
  'refused.user-verification':
    'Sinu seade ei kinnitanud, et see oled sina (PIN või biomeetria). Proovi uuesti, kinnitamine sisse lülitatud.',
  'refused.revoked': 'See vanusevõti on tühistatud. Vali muu meetod.',
  'refused.unknown-key': 'Seda vanusevõtit siin ei tunta (see võib olla unustatud).',
  refused: 'Vanusevõtit ei õnnestunud kontrollida. Proovi uuesti või vali muu meetod.',
  error: 'See ei õnnestunud: {detail}.',
  working: 'Ootame sinu seadet…',
  saveTitle: 'Salvesta vanusevõti',
  saveHelp:
    'Järgmisel korral tõendad oma vanust ühe puudutusega igal saidil, mis seda teenust kasutab. Pääsuvõti sisaldab ainult sinu vanuse tõendit, mitte kunagi sinu nime.',
  saveButton: 'Salvesta vanusevõti',
  saved: 'Vanusevõti salvestatud. Järgmisel korral vali „Vanusevõti“.',
  updateTitle: 'Uuenda oma vanusevõtit',
  updateHelp: 'Lisa see uus vanuse tõend oma vanusevõtmesse, et see töötaks siin järgmisel korral.',
  updateButton: 'Uuenda minu vanusevõtit',
  updated: 'Vanusevõti uuendatud: see tõendab nüüd vanust {n}+.',
  savedTest: 'See on testvõti: see töötab ainult testrežiimis.',
  openWindow: 'Ava aken vanusevõtme salvestamiseks',
  windowHelp:
    'Sinu brauser ei luba pääsuvõtit selle saidi sees salvestada. Kasuta selle asemel väikest akent.',
  forget: 'Unusta minu vanusevõti',
  forgotten: 'Sinu vanusevõti kustutati teenusest. Pääsuvõtme saad eemaldada ka oma seadmest.',
};
