import type { InteractionMessages } from './en';

/** Lithuanian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/lt.md). */
export const lt: InteractionMessages = {
  'use.title': 'Įrodyti amžių',
  'use.heading': 'Įrodykite amžių svetainei {site}',
  'use.ask':
    '{site} klausia, ar jums yra {ages}. Jūsų amžiaus raktas į kiekvieną klausimą atsako „taip“ arba „ne“ — niekada neatskleisdamas gimimo datos ar ko nors, kas jus identifikuotų.',
  'use.age': 'bent {age} m.',
  'use.ofAge': 'pilnametystės amžius',
  'use.go': 'Naudoti amžiaus raktą',
  'use.decline': 'Grįžti neatsakius',
  'create.title': 'Išsaugoti amžiaus raktą',
  'create.heading': 'Išsaugoti amžiaus raktą',
  'create.offer':
    'Svetainė {site} patikrino, kad jums yra bent {floor} m. Išsaugokite šiame įrenginyje prieigos raktą kaip amžiaus raktą: su juo kitos svetainės galės akimirksniu patikrinti jūsų amžių, nematydamos, kas jūs esate. Jūsų gimimo data nesaugoma.',
  'create.go': 'Išsaugoti amžiaus raktą',
  'create.decline': 'Ne dabar',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — amžiaus raktas',
  'script.waitingUse': 'Laukiame jūsų amžiaus rakto…',
  'script.waitingCreate': 'Laukiame jūsų įrenginio…',
  'script.ended': 'Ši užklausa baigėsi. Grįžkite į svetainę.',
  'script.noKeyUsed': 'Amžiaus raktas nebuvo panaudotas. Bandykite dar kartą arba grįžkite.',
  'script.noKeySaved':
    'Amžiaus raktas nebuvo išsaugotas. Bandykite dar kartą arba pasirinkite „Ne dabar“.',
  'script.failed': 'Nepavyko. Bandykite dar kartą.',
  'script.wrong': 'Kažkas nepavyko. Bandykite dar kartą.',
  'script.noWebAuthn':
    'Ši naršyklė negali naudoti amžiaus rakto. Grįžkite ir pabandykite kitą įrenginį ar naršyklę.',
  'script.notAllowed': 'Ši svetainė negali išsaugoti amžiaus raktų. Grįžkite į svetainę.',
  'refusal.unknown-key':
    'Ši paslauga nežino šio amžiaus rakto: galbūt jis pamirštas. Grįžkite ir įrodykite amžių kitu būdu.',
  'refusal.revoked': 'Šis amžiaus raktas atšauktas. Grįžkite ir įrodykite amžių kitu būdu.',
  'refusal.user-verification':
    'Jūsų įrenginys nepatvirtino, kad tai jūs (PIN kodu, piršto atspaudu ar veidu). Bandykite dar kartą.',
  'refusal.challenge': 'Tai užtruko per ilgai arba jau buvo panaudota. Bandykite dar kartą.',
  'refusal.already-used':
    'Per šią patikrą amžiaus raktas jau išsaugotas arba šis prieigos raktas jau yra amžiaus raktas. Grįžkite į svetainę.',
  'expired.title': 'Ši užklausa nebegalioja',
  'expired.body': 'Grįžkite į svetainę ir pradėkite iš naujo.',
  'used.title': 'Jau panaudota',
  'used.body': 'Per šią patikrą amžiaus raktas jau išsaugotas. Grįžkite į svetainę.',
};
