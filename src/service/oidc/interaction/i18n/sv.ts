import type { InteractionMessages } from './en';

/** Swedish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/sv.md). */
export const sv: InteractionMessages = {
  'use.title': 'Bevisa din ålder',
  'use.heading': 'Bevisa din ålder för {site}',
  'use.ask':
    '{site} frågar om du är {ages}. Din åldersnyckel svarar ja eller nej på varje fråga — aldrig med ditt födelsedatum och aldrig med något som identifierar dig.',
  'use.age': '{age} år eller äldre',
  'use.ofAge': 'myndig',
  'use.go': 'Använd din åldersnyckel',
  'use.decline': 'Gå tillbaka utan att svara',
  'create.title': 'Spara en åldersnyckel',
  'create.heading': 'Spara en åldersnyckel',
  'create.offer':
    '{site} har kontrollerat att du är minst {floor}. Spara en lösennyckel på den här enheten som åldersnyckel: då kan andra webbplatser snabbt kontrollera din ålder med den, utan att se vem du är. Ditt födelsedatum sparas inte.',
  'create.go': 'Spara en åldersnyckel',
  'create.decline': 'Inte nu',
  step: '{product} — åldersnyckel',
  'script.waitingUse': 'Väntar på din åldersnyckel…',
  'script.waitingCreate': 'Väntar på din enhet…',
  'script.ended': 'Den här begäran har avslutats. Gå tillbaka till webbplatsen.',
  'script.noKeyUsed': 'Ingen åldersnyckel användes. Försök igen eller gå tillbaka.',
  'script.noKeySaved': 'Ingen åldersnyckel sparades. Försök igen eller välj ”Inte nu”.',
  'script.failed': 'Det fungerade inte. Försök igen.',
  'script.wrong': 'Något gick fel. Försök igen.',
  'script.noWebAuthn':
    'Den här webbläsaren kan inte använda en åldersnyckel. Gå tillbaka och prova en annan enhet eller webbläsare.',
  'script.notAllowed':
    'Den här webbplatsen får inte spara åldersnycklar. Gå tillbaka till webbplatsen.',
  'refusal.unknown-key':
    'Tjänsten känner inte till den åldersnyckeln: den kan ha glömts. Gå tillbaka och bevisa din ålder på ett annat sätt.',
  'refusal.revoked':
    'Den åldersnyckeln har återkallats. Gå tillbaka och bevisa din ålder på ett annat sätt.',
  'refusal.user-verification':
    'Din enhet bekräftade inte att det är du (pinkod, fingeravtryck eller ansikte). Försök igen.',
  'refusal.challenge': 'Det tog för lång tid eller har redan använts. Försök igen.',
  'refusal.already-used':
    'En åldersnyckel har redan sparats från den här kontrollen, eller så är den här lösennyckeln redan en. Gå tillbaka till webbplatsen.',
  'expired.title': 'Den här begäran har gått ut',
  'expired.body': 'Gå tillbaka till webbplatsen och börja om.',
  'used.title': 'Redan använd',
  'used.body':
    'En åldersnyckel har redan sparats från den här kontrollen. Gå tillbaka till webbplatsen.',
};
