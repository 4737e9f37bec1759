/** Latvian text of the age-key method (glossary: src/service/i18n/glossary/lv.md). */

/** Its name and description in the method picker. */
export const lv = {
  'method.age-key': 'Vecuma atslēga',
  'describe.age-key': 'Izmantojiet piekļuves atslēgu, kas jau apliecina jūsu vecumu',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const lvCeremony = {
  use: 'Izmantot vecuma atslēgu',
  useHelp:
    'Jūsu ierīce lūgs atbloķēt piekļuves atslēgu, kurā ir jūsu vecuma apliecinājums. Nekas cits netiek kopīgots.',
  noKey:
    'Vēl nav vecuma atslēgas? Vispirms izvēlieties citu veidu; pēc tam varēsiet saglabāt vecuma atslēgu nākamajai reizei.',
  upgrade:
    'Jūsu vecuma atslēga apliecina {n}+, ar ko šeit nepietiek. Aplieciniet vecumu citā veidā un pēc tam atjauniniet vecuma atslēgu.',
  upgradeMethod:
    'Jūsu vecuma atslēgā esošais apliecinājums šeit netiek pieņemts. Aplieciniet vecumu citā veidā un pēc tam atjauniniet vecuma atslēgu.',
  upgradeTest:
    'Jūsu vecuma atslēga tika izveidota testa režīmā, un to nevar izmantot īstai pārbaudei. Aplieciniet vecumu citā veidā un pēc tam atjauniniet vecuma atslēgu.',
  declined: 'Vecuma atslēga netika izmantota. Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  'refused.counter':
    'Šī vecuma atslēga izskatās nokopēta no citas ierīces, tāpēc tā tika noraidīta. Izvēlieties citu veidu.',
  'refused.user-verification':
    'Jūsu ierīce neapstiprināja, ka tas esat jūs (PIN vai biometrija). Mēģiniet vēlreiz ar ieslēgtu apstiprināšanu.',
  'refused.revoked': 'Šī vecuma atslēga ir atsaukta. Izvēlieties citu veidu.',
  'refused.unknown-key': 'Šī vecuma atslēga šeit nav zināma (iespējams, tā ir aizmirsta).',
  refused: 'Vecuma atslēgu neizdevās pārbaudīt. Mēģiniet vēlreiz vai izvēlieties citu veidu.',
  error: 'Tas neizdevās: {detail}.',
  working: 'Gaidām jūsu ierīci…',
  saveTitle: 'Saglabāt vecuma atslēgu',
  saveHelp:
    'Nākamreiz apliecināsiet vecumu ar vienu pieskārienu jebkurā vietnē, kas izmanto šo pakalpojumu. Piekļuves atslēgā ir tikai jūsu vecuma apliecinājums, nekad ne jūsu vārds.',
  saveButton: 'Saglabāt vecuma atslēgu',
  saved: 'Vecuma atslēga saglabāta. Nākamreiz izvēlieties „Vecuma atslēga“.',
  updateTitle: 'Atjaunināt vecuma atslēgu',
  updateHelp:
    'Ierakstiet šo jauno vecuma apliecinājumu savā vecuma atslēgā, lai nākamreiz tā šeit darbotos.',
  updateButton: 'Atjaunināt manu vecuma atslēgu',
  updated: 'Vecuma atslēga atjaunināta: tagad tā apliecina {n}+.',
  savedTest: 'Šī ir testa atslēga: tā darbojas tikai testa režīmā.',
  openWindow: 'Atvērt logu vecuma atslēgas saglabāšanai',
  windowHelp:
    'Jūsu pārlūkprogramma neļauj saglabāt piekļuves atslēgu šīs vietnes iekšienē. Izmantojiet mazu logu.',
  forget: 'Aizmirst manu vecuma atslēgu',
  forgotten:
    'Jūsu vecuma atslēga tika dzēsta no pakalpojuma. Piekļuves atslēgu varat noņemt arī no savas ierīces.',
};
