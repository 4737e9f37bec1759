/** Romanian text of the age-key method (glossary: src/service/i18n/glossary/ro.md). */

/** Its name and description in the method picker. */
export const ro = {
  'method.age-key': 'Cheie de vârstă',
  'describe.age-key': 'Folosiți o cheie de acces care vă dovedește deja vârsta',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const roCeremony = {
  use: 'Folosiți cheia de vârstă',
  useHelp:
    'Dispozitivul vă cere să deblocați cheia de acces care conține dovada vârstei dvs. Nu se partajează nimic altceva.',
  noKey:
    'Nu aveți încă o cheie de vârstă? Alegeți mai întâi altă metodă; apoi puteți salva o cheie de vârstă pentru data viitoare.',
  upgrade:
    'Cheia dvs. de vârstă dovedește {n}+, ceea ce aici nu este suficient. Verificați-vă vârsta cu altă metodă, apoi actualizați cheia de vârstă.',
  upgradeMethod:
    'Dovada din cheia dvs. de vârstă nu este acceptată aici. Verificați-vă vârsta cu altă metodă, apoi actualizați cheia de vârstă.',
  upgradeTest:
    'Cheia dvs. de vârstă a fost creată în modul de test și nu poate fi folosită pentru o verificare reală. Verificați-vă vârsta cu altă metodă, apoi actualizați cheia de vârstă.',
  declined: 'Nu a fost folosită nicio cheie de vârstă. Încercați din nou sau alegeți altă metodă.',
  'refused.counter':
    'Această cheie de vârstă pare copiată de pe alt dispozitiv și a fost refuzată. Alegeți altă metodă.',
  'refused.user-verification':
    'Dispozitivul nu a confirmat că sunteți dvs. (PIN sau date biometrice). Încercați din nou, cu verificarea activată.',
  'refused.revoked': 'Această cheie de vârstă a fost revocată. Alegeți altă metodă.',
  'refused.unknown-key': 'Această cheie de vârstă nu este cunoscută aici (poate a fost ștearsă).',
  refused: 'Cheia de vârstă nu a putut fi verificată. Încercați din nou sau alegeți altă metodă.',
  error: 'Nu a funcționat: {detail}.',
  working: 'Se așteaptă dispozitivul dvs.…',
  saveTitle: 'Salvați o cheie de vârstă',
  saveHelp:
    'Data viitoare, vă dovediți vârsta cu o singură atingere, pe orice site care folosește acest serviciu. Cheia de acces conține doar dovada vârstei, niciodată numele dvs.',
  saveButton: 'Salvați o cheie de vârstă',
  saved: 'Cheia de vârstă a fost salvată. Data viitoare, alegeți „Cheie de vârstă”.',
  updateTitle: 'Actualizați cheia de vârstă',
  updateHelp:
    'Puneți această nouă dovadă a vârstei în cheia dvs. de vârstă, ca să funcționeze aici data viitoare.',
  updateButton: 'Actualizați-mi cheia de vârstă',
  updated: 'Cheia de vârstă a fost actualizată: acum dovedește {n}+.',
  savedTest: 'Aceasta este o cheie de test: funcționează doar în modul de test.',
  openWindow: 'Deschideți o fereastră pentru a salva cheia de vârstă',
  windowHelp:
    'Browserul dvs. nu permite salvarea unei chei de acces în interiorul acestui site. Folosiți în schimb o fereastră mică.',
  forget: 'Ștergeți-mi cheia de vârstă',
  forgotten:
    'Cheia dvs. de vârstă a fost ștearsă din serviciu. Puteți șterge și cheia de acces de pe dispozitiv.',
};
