import type { InteractionMessages } from './en';

/** Romanian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/ro.md). */
export const ro: InteractionMessages = {
  'use.title': 'Dovediți-vă vârsta',
  'use.heading': 'Dovediți-vă vârsta pentru {site}',
  'use.ask':
    '{site} întreabă dacă aveți {ages}. Cheia dvs. de vârstă răspunde cu da sau nu la fiecare întrebare — niciodată cu data nașterii și nimic care să vă identifice.',
  'use.age': 'vârsta {age}+',
  'use.ofAge': 'vârsta majoratului',
  'use.go': 'Folosiți cheia de vârstă',
  'use.decline': 'Reveniți fără să răspundeți',
  'create.title': 'Salvați o cheie de vârstă',
  'create.heading': 'Salvați o cheie de vârstă',
  'create.offer':
    '{site} a verificat că aveți vârsta {floor}+. Salvați o cheie de acces pe acest dispozitiv, ca cheie de vârstă: alte site-uri vă vor putea verifica apoi vârsta într-o clipă, fără să afle cine sunteți. Data nașterii nu este stocată.',
  'create.go': 'Salvați o cheie de vârstă',
  'create.decline': 'Nu acum',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — cheie de vârstă',
  'script.waitingUse': 'Se așteaptă cheia de vârstă…',
  'script.waitingCreate': 'Se așteaptă dispozitivul dvs.…',
  'script.ended': 'Această solicitare s-a încheiat. Reveniți pe site.',
  'script.noKeyUsed': 'Nu a fost folosită nicio cheie de vârstă. Încercați din nou sau reveniți.',
  'script.noKeySaved':
    'Nu a fost salvată nicio cheie de vârstă. Încercați din nou sau alegeți Nu acum.',
  'script.failed': 'Nu a funcționat. Încercați din nou.',
  'script.wrong': 'A apărut o problemă. Încercați din nou.',
  'script.noWebAuthn':
    'Acest browser nu poate folosi o cheie de vârstă. Reveniți și încercați alt dispozitiv sau alt browser.',
  'script.notAllowed': 'Acest site nu are voie să salveze chei de vârstă. Reveniți pe site.',
  'refusal.unknown-key':
    'Acest serviciu nu cunoaște cheia de vârstă: poate a fost ștearsă. Reveniți și verificați-vă vârsta în alt mod.',
  'refusal.revoked':
    'Cheia de vârstă a fost revocată. Reveniți și verificați-vă vârsta în alt mod.',
  'refusal.user-verification':
    'Dispozitivul nu a confirmat că sunteți dvs. (PIN, amprentă sau recunoaștere facială). Încercați din nou.',
  'refusal.challenge': 'A durat prea mult sau solicitarea a fost deja folosită. Încercați din nou.',
  'refusal.already-used':
    'Din această verificare s-a salvat deja o cheie de vârstă, sau această cheie de acces este deja una. Reveniți pe site.',
  'expired.title': 'Această solicitare a expirat',
  'expired.body': 'Reveniți pe site și începeți din nou.',
  'used.title': 'Deja folosit',
  'used.body': 'Din această verificare s-a salvat deja o cheie de vârstă. Reveniți pe site.',
};
