import type { AgeGateLabels } from '../age-gate-props';

/** Swedish text of the <AgeGate> card (glossary: src/service/i18n/glossary/sv.md). */
export const sv: AgeGateLabels = {
  heading: 'Bekräfta din ålder',
  intro: 'Du måste vara myndig för att se den här sidan. Bekräfta din ålder för att fortsätta.',
  how: 'Ungefär en minut, med en metod du själv väljer: en selfie, en id-handling, en digital plånbok, en åldersnyckel…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} får bara resultatet, aldrig ditt namn, dina foton eller handlingar. Bilder sparas inte.',
  keptUnnamed:
    'Den här webbplatsen får bara resultatet, aldrig ditt namn, dina foton eller handlingar. Bilder sparas inte.',
  ageKey: 'Spara sedan en åldersnyckel på den här enheten: nästa gång räcker ett tryck.',
  start: 'Bekräfta min ålder',
  checking: 'Hämtar status för din ålderskontroll…',
  creating: 'Startar kontrollen…',
  confirming: 'Bekräftar ditt resultat…',
  verified: 'Din ålder är bekräftad.',
  failed: 'Vi kunde inte bekräfta din ålder.',
  pending: 'Din ålderskontroll är inte klar än.',
  checkAgain: 'Kontrollera igen',
  error: 'Något gick fel med kontrollen. Försök igen.',
  mismatch: 'Kontrollen startades i en annan webbläsare. Börja om här.',
  cancelled: 'Kontrollen avbröts.',
  retry: 'Försök igen',
  close: 'Stäng',
  topLevel: 'Problem? Fortsätt i det här fönstret',
  unresponsive: 'Kontrollen kunde inte visas här. Fortsätt i det här fönstret.',
  title: 'Ålderskontroll',
  'failure.age-criteria-not-met': 'Kontrollen visade inte att du uppfyller åldersgränsen.',
  'failure.max-attempts-exceeded': 'Kontrollen avslutades efter för många misslyckade försök.',
  'failure.fraudulent-activity-detected': 'Kontrollen godkändes inte.',
  'failure.criteria-not-met': 'Kontrollen uppfyller inte åldersgränsen för den här sidan.',
  'failure.revoked': 'Kontrollen har återkallats.',
  unreachable: 'Det gick inte att nå ålderskontrollen. Kontrollera din anslutning och försök igen.',
};
