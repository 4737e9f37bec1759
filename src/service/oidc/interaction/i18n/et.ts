import type { InteractionMessages } from './en';

/** Estonian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/et.md). */
export const et: InteractionMessages = {
  'use.title': 'Tõenda oma vanust',
  'use.heading': 'Tõenda oma vanust: {site}',
  'use.ask':
    '{site} küsib, kas oled {ages}. Sinu vanusevõti vastab igale küsimusele „jah“ või „ei“ — see ei avalda kunagi sinu sünniaega ega midagi, mis sind tuvastaks.',
  'use.age': 'vähemalt {age}-aastane',
  'use.ofAge': 'täisealine',
  'use.go': 'Kasuta oma vanusevõtit',
  'use.decline': 'Mine tagasi vastamata',
  'create.title': 'Salvesta vanusevõti',
  'create.heading': 'Salvesta vanusevõti',
  'create.offer':
    '{site} on kontrollinud, et oled vähemalt {floor}-aastane. Salvesta selles seadmes pääsuvõti vanusevõtmena: teised saidid saavad sellega hetkega sinu vanust kontrollida, nägemata, kes sa oled. Sinu sünniaega ei salvestata.',
  'create.go': 'Salvesta vanusevõti',
  'create.decline': 'Mitte praegu',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — vanusevõti',
  'script.waitingUse': 'Ootame sinu vanusevõtit…',
  'script.waitingCreate': 'Ootame sinu seadet…',
  'script.ended': 'See päring on lõppenud. Mine saidile tagasi.',
  'script.noKeyUsed': 'Vanusevõtit ei kasutatud. Proovi uuesti või mine tagasi.',
  'script.noKeySaved': 'Vanusevõtit ei salvestatud. Proovi uuesti või vali „Mitte praegu“.',
  'script.failed': 'See ei õnnestunud. Proovi uuesti.',
  'script.wrong': 'Midagi läks valesti. Proovi uuesti.',
  'script.noWebAuthn':
    'See brauser ei saa vanusevõtit kasutada. Mine tagasi ja proovi teist seadet või brauserit.',
  'script.notAllowed': 'See sait ei tohi vanusevõtmeid salvestada. Mine saidile tagasi.',
  'refusal.unknown-key':
    'See teenus ei tunne seda vanusevõtit: see võib olla unustatud. Mine tagasi ja tõenda oma vanust muul viisil.',
  'refusal.revoked': 'See vanusevõti on tühistatud. Mine tagasi ja tõenda oma vanust muul viisil.',
  'refusal.user-verification':
    'Sinu seade ei kinnitanud, et see oled sina (PIN, sõrmejälg või nägu). Proovi uuesti.',
  'refusal.challenge': 'See võttis liiga kaua aega või oli juba kasutatud. Proovi uuesti.',
  'refusal.already-used':
    'Sellest kontrollist on vanusevõti juba salvestatud või see pääsuvõti on juba vanusevõti. Mine saidile tagasi.',
  'expired.title': 'See päring on aegunud',
  'expired.body': 'Mine saidile tagasi ja alusta uuesti.',
  'used.title': 'Juba kasutatud',
  'used.body': 'Sellest kontrollist on vanusevõti juba salvestatud. Mine saidile tagasi.',
};
