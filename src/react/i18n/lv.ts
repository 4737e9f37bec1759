import type { AgeGateLabels } from '../age-gate-props';

/** Latvian text of the <AgeGate> card (glossary: src/service/i18n/glossary/lv.md). */
export const lv: AgeGateLabels = {
  heading: 'Apstipriniet savu vecumu',
  intro:
    'Šo lapu drīkst skatīt tikai pilngadīgas personas. Lai turpinātu, apstipriniet savu vecumu.',
  how: 'Apmēram minūte, izmantojot jūsu izvēlētu veidu: pašbildi, dokumentu, digitālo maku, vecuma atslēgu…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} saņem tikai rezultātu, nekad ne jūsu vārdu, fotoattēlus vai dokumentus. Attēli netiek glabāti.',
  keptUnnamed:
    'Šī vietne saņem tikai rezultātu, nekad ne jūsu vārdu, fotoattēlus vai dokumentus. Attēli netiek glabāti.',
  ageKey: 'Pēc tam saglabājiet šajā ierīcē vecuma atslēgu: nākamreiz pietiks ar vienu pieskārienu.',
  start: 'Apstiprināt vecumu',
  checking: 'Pārbaudām vecuma pārbaudes statusu…',
  creating: 'Sākam vecuma pārbaudi…',
  confirming: 'Apstiprinām jūsu rezultātu…',
  verified: 'Jūsu vecums ir apstiprināts.',
  failed: 'Mēs nevarējām apstiprināt jūsu vecumu.',
  pending: 'Jūsu vecuma pārbaude vēl nav pabeigta.',
  checkAgain: 'Pārbaudīt vēlreiz',
  error: 'Vecuma pārbaudē radās kļūda. Lūdzu, mēģiniet vēlreiz.',
  mismatch: 'Šī vecuma pārbaude tika sākta citā pārlūkprogrammā. Lūdzu, sāciet no jauna šeit.',
  cancelled: 'Vecuma pārbaude atcelta.',
  retry: 'Mēģināt vēlreiz',
  close: 'Aizvērt',
  topLevel: 'Radās problēmas? Turpiniet šajā logā',
  unresponsive: 'Vecuma pārbaudi nevarēja parādīt šeit. Lūdzu, turpiniet šajā logā.',
  title: 'Vecuma pārbaude',
  'failure.age-criteria-not-met':
    'Vecuma pārbaude neapliecināja, ka jūs atbilstat vecuma prasībām.',
  'failure.max-attempts-exceeded':
    'Vecuma pārbaude tika pārtraukta pēc pārāk daudziem neveiksmīgiem mēģinājumiem.',
  'failure.fraudulent-activity-detected': 'Vecuma pārbaude netika pieņemta.',
  'failure.criteria-not-met': 'Vecuma pārbaude neatbilst šīs lapas vecuma prasībām.',
  'failure.revoked': 'Vecuma pārbaude tika atsaukta.',
  unreachable:
    'Neizdevās sazināties ar vecuma pārbaudi. Pārbaudiet savienojumu un mēģiniet vēlreiz.',
};
