/** Lithuanian text of the age-key method (glossary: src/service/i18n/glossary/lt.md). */

/** Its name and description in the method picker. */
export const lt = {
  'method.age-key': 'Amžiaus raktas',
  'describe.age-key': 'Naudokite prieigos raktą, kuris jau įrodo jūsų amžių',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const ltCeremony = {
  use: 'Naudoti amžiaus raktą',
  useHelp:
    'Jūsų įrenginys paprašys atrakinti prieigos raktą, kuriame yra jūsų amžiaus įrodymas. Niekuo kitu nesidalijama.',
  noKey:
    'Dar neturite amžiaus rakto? Pirmiausia pasirinkite kitą būdą; po to galėsite išsaugoti amžiaus raktą kitam kartui.',
  upgrade:
    'Jūsų amžiaus raktas įrodo {n}+, o to čia nepakanka. Įrodykite amžių kitu būdu, tada atnaujinkite amžiaus raktą.',
  upgradeMethod:
    'Jūsų amžiaus rakte esantis įrodymas čia nepriimamas. Įrodykite amžių kitu būdu, tada atnaujinkite amžiaus raktą.',
  upgradeTest:
    'Jūsų amžiaus raktas sukurtas bandomuoju režimu, todėl jo negalima naudoti tikrai patikrai. Įrodykite amžių kitu būdu, tada atnaujinkite amžiaus raktą.',
  declined: 'Amžiaus raktas nebuvo panaudotas. Bandykite dar kartą arba pasirinkite kitą būdą.',
  'refused.counter':
    'Šis amžiaus raktas atrodo nukopijuotas iš kito įrenginio, todėl atmestas. Pasirinkite kitą būdą.',
  'refused.user-verification':
    'Jūsų įrenginys nepatvirtino, kad tai jūs (PIN kodu ar biometriniais duomenimis). Bandykite dar kartą įjungę patvirtinimą.',
  'refused.revoked': 'Šis amžiaus raktas atšauktas. Pasirinkite kitą būdą.',
  'refused.unknown-key': 'Šis amžiaus raktas čia nežinomas (galbūt jis pamirštas).',
  refused: 'Amžiaus rakto patikrinti nepavyko. Bandykite dar kartą arba pasirinkite kitą būdą.',
  error: 'Nepavyko: {detail}.',
  working: 'Laukiame jūsų įrenginio…',
  saveTitle: 'Išsaugoti amžiaus raktą',
  saveHelp:
    'Kitą kartą įrodysite amžių vienu prisilietimu bet kurioje svetainėje, kuri naudoja šią paslaugą. Prieigos rakte yra tik jūsų amžiaus įrodymas, niekada ne jūsų vardas.',
  saveButton: 'Išsaugoti amžiaus raktą',
  saved: 'Amžiaus raktas išsaugotas. Kitą kartą pasirinkite „Amžiaus raktas“.',
  updateTitle: 'Atnaujinti amžiaus raktą',
  updateHelp:
    'Įrašykite šį naują amžiaus įrodymą į savo amžiaus raktą, kad kitą kartą jis čia veiktų.',
  updateButton: 'Atnaujinti mano amžiaus raktą',
  updated: 'Amžiaus raktas atnaujintas: dabar jis įrodo {n}+.',
  savedTest: 'Tai bandomasis raktas: jis veikia tik bandomuoju režimu.',
  openWindow: 'Atidaryti langą amžiaus raktui išsaugoti',
  windowHelp:
    'Jūsų naršyklė neleidžia išsaugoti prieigos rakto šioje svetainėje. Vietoj to naudokite mažą langą.',
  forget: 'Pamiršti mano amžiaus raktą',
  forgotten:
    'Jūsų amžiaus raktas ištrintas iš paslaugos. Prieigos raktą galite pašalinti ir iš savo įrenginio.',
};
