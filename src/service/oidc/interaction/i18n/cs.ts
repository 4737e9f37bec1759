import type { InteractionMessages } from './en';

/** Czech text of the OpenID age-key pages (glossary: src/service/i18n/glossary/cs.md). */
export const cs: InteractionMessages = {
  'use.title': 'Prokažte svůj věk',
  'use.heading': 'Prokažte svůj věk webu {site}',
  'use.ask':
    '{site} se ptá, zda splňujete: {ages}. Váš věkový klíč odpoví na každou otázku ano, nebo ne — nikdy neprozradí vaše datum narození ani nic, co by vás identifikovalo.',
  'use.age': 'věk alespoň {age} let',
  'use.ofAge': 'zletilost',
  'use.go': 'Použít věkový klíč',
  'use.decline': 'Vrátit se bez odpovědi',
  'create.title': 'Uložit věkový klíč',
  'create.heading': 'Uložte si věkový klíč',
  'create.offer':
    'Web {site} ověřil, že je vám alespoň {floor} let. Uložte si v tomto zařízení přístupový klíč jako věkový klíč: jiné weby pak jeho pomocí během chvilky ověří váš věk, aniž by viděly, kdo jste. Vaše datum narození se neuchovává.',
  'create.go': 'Uložit věkový klíč',
  'create.decline': 'Teď ne',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — věkový klíč',
  'script.waitingUse': 'Čekáme na váš věkový klíč…',
  'script.waitingCreate': 'Čekáme na vaše zařízení…',
  'script.ended': 'Tento požadavek skončil. Vraťte se na web.',
  'script.noKeyUsed': 'Nebyl použit žádný věkový klíč. Zkuste to znovu, nebo se vraťte.',
  'script.noKeySaved': 'Žádný věkový klíč nebyl uložen. Zkuste to znovu, nebo zvolte „Teď ne“.',
  'script.failed': 'Nepodařilo se. Zkuste to znovu.',
  'script.wrong': 'Něco se pokazilo. Zkuste to znovu.',
  'script.noWebAuthn':
    'Tento prohlížeč neumí použít věkový klíč. Vraťte se a zkuste jiné zařízení nebo prohlížeč.',
  'script.notAllowed': 'Tento web nesmí ukládat věkové klíče. Vraťte se na web.',
  'refusal.unknown-key':
    'Tato služba tento věkový klíč nezná: mohl být smazán. Vraťte se a ověřte svůj věk jinak.',
  'refusal.revoked': 'Tento věkový klíč byl zneplatněn. Vraťte se a ověřte svůj věk jinak.',
  'refusal.user-verification':
    'Zařízení nepotvrdilo, že jste to vy (PIN, otisk prstu nebo obličej). Zkuste to znovu.',
  'refusal.challenge': 'Trvalo to příliš dlouho, nebo to už bylo použito. Zkuste to znovu.',
  'refusal.already-used':
    'Z tohoto ověření už byl věkový klíč uložen, nebo tento přístupový klíč už věkovým klíčem je. Vraťte se na web.',
  'expired.title': 'Platnost tohoto požadavku vypršela',
  'expired.body': 'Vraťte se na web a začněte znovu.',
  'used.title': 'Už použito',
  'used.body': 'Z tohoto ověření už byl věkový klíč uložen. Vraťte se na web.',
};
